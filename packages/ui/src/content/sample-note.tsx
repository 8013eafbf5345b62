import type { ReactNode } from 'react';

/** Says plainly which content on the page is a sample the college will replace. */
export function SampleNote({ children }: { children: ReactNode }) {
  return <p className="sample-note">{children}</p>;
}
