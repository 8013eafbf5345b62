import type { RichTextEditorProps } from '../staff/rich-text-editor';

/**
 * What a console form's test mounts in place of the rich-text editor (which has tests of its
 * own): a labelled textarea with the editor's id, value and onChange.
 * In a test: jest.mock('@aec/ui', () => ({ ...jest.requireActual('@aec/ui'), RichTextEditor: jest.requireActual('<path to this file>').RichTextEditorStandIn })).
 */
export function RichTextEditorStandIn({ id, label, value, onChange }: RichTextEditorProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={value} onChange={(event) => onChange(event.target.value)} />
    </>
  );
}
