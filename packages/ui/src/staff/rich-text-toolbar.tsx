import { useEditorState, type Editor } from '@tiptap/react';
import { useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { TopHeading } from './rich-text-schema';

interface Tool {
  key: string;
  /** The accessible name: it contains the visible text (WCAG 2.5.3, label in name). */
  label: string;
  text: string;
  /** A toggle reports its state with aria-pressed; a plain action has none. */
  pressed?: boolean;
  expanded?: boolean;
  run: () => void;
}

export interface RichTextToolbarHandle {
  /** Puts the keyboard on the toolbar's current button (Alt+F10 in the text). */
  focus: () => void;
}

interface RichTextToolbarProps {
  editor: Editor | null;
  label: string;
  topHeading: TopHeading;
  linkOpen: boolean;
  onLink: () => void;
  ref?: Ref<RichTextToolbarHandle>;
}

function formattingOf(editor: Editor, topHeading: TopHeading) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    heading: editor.isActive('heading', { level: topHeading }),
    subheading: editor.isActive('heading', { level: topHeading + 1 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    inTable: editor.isActive('table'),
  };
}

/**
 * The formatting buttons: one tab stop (roving tabindex), moved by the arrow keys, Home and End;
 * Escape returns to the text. Table buttons appear while the cursor is in a table.
 */
export function RichTextToolbar({ editor, label, topHeading, linkOpen, onLink, ref }: RichTextToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => (current ? formattingOf(current, topHeading) : null) });
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const chain = () => editor!.chain().focus();

  const tools: Tool[] = [
    { key: 'bold', label: 'Bold', text: 'B', pressed: state?.bold ?? false, run: () => chain().toggleBold().run() },
    { key: 'italic', label: 'Italic', text: 'I', pressed: state?.italic ?? false, run: () => chain().toggleItalic().run() },
    { key: 'heading', label: 'Heading', text: 'Heading', pressed: state?.heading ?? false, run: () => chain().toggleHeading({ level: topHeading }).run() },
    {
      key: 'subheading',
      label: 'Subheading',
      text: 'Subheading',
      pressed: state?.subheading ?? false,
      run: () =>
        chain()
          .toggleHeading({ level: (topHeading + 1) as 3 | 4 })
          .run(),
    },
    { key: 'bulletList', label: 'Bulleted list', text: '• Bulleted', pressed: state?.bulletList ?? false, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', label: 'Numbered list', text: 'Numbered', pressed: state?.orderedList ?? false, run: () => chain().toggleOrderedList().run() },
    { key: 'link', label: 'Link', text: 'Link', expanded: linkOpen, run: onLink },
    ...(state?.inTable
      ? [
          { key: 'addRow', label: 'Add a row below', text: '+ Row', run: () => chain().addRowAfter().run() },
          { key: 'addColumn', label: 'Add a column to the right', text: '+ Column', run: () => chain().addColumnAfter().run() },
          { key: 'deleteRow', label: 'Delete this row', text: '− Row', run: () => chain().deleteRow().run() },
          { key: 'deleteColumn', label: 'Delete this column', text: '− Column', run: () => chain().deleteColumn().run() },
          { key: 'deleteTable', label: 'Delete table', text: 'Delete table', run: () => chain().deleteTable().run() },
        ]
      : [{ key: 'table', label: 'Insert a table', text: 'Table', run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() }]),
    { key: 'clear', label: 'Clear formatting', text: 'Clear formatting', run: () => chain().unsetAllMarks().clearNodes().run() },
  ];
  const current = Math.min(focusIndex, tools.length - 1);

  useImperativeHandle(ref, () => ({ focus: () => buttons.current[current]?.focus() }), [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      editor?.commands.focus();
      return;
    }
    const last = tools.length - 1;
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: last };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    setFocusIndex(index);
    buttons.current[index]?.focus();
  };

  return (
    <div role="toolbar" aria-label={`Formatting of ${label}`} className="rte__toolbar" onKeyDown={onKeyDown}>
      {tools.map((tool, index) => (
        <button
          key={tool.key}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={`rte__tool rte__tool--${tool.key}`}
          tabIndex={index === current ? 0 : -1}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
          aria-expanded={tool.expanded}
          disabled={!editor}
          // The text keeps its selection (and focus) while a button is pressed with the mouse.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setFocusIndex(index)}
          onClick={tool.run}
        >
          {tool.text}
        </button>
      ))}
    </div>
  );
}
