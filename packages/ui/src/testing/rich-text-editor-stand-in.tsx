import type { RichTextEditorProps } from '../staff/rich-text-editor';

/**
 * What a console form's test mounts in place of the rich-text editor (which has tests of its
 * own): a labelled textarea with the editor's id, value, onChange and lang.
 * In a test: jest.mock('@aec/ui', () => ({ ...jest.requireActual('@aec/ui'), RichTextEditor: jest.requireActual('<path to this file>').RichTextEditorStandIn })).
 */
export function RichTextEditorStandIn({ id, label, value, onChange, lang }: RichTextEditorProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} lang={lang} value={value} onChange={(event) => onChange(event.target.value)} />
    </>
  );
}
