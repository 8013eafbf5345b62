/** Says plainly that what the page shows is sample content the college will replace. */
export function SampleNote({ children = 'Names, figures and texts on this page are samples, to be replaced by the department.' }: { children?: string }) {
  return <p className="sample-note">(sample) {children}</p>;
}
