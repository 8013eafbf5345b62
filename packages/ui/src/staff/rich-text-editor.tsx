import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { RichTextLinkForm } from './rich-text-link-form';
import { richTextExtensions, type TopHeading } from './rich-text-schema';
import { RichTextToolbar, type RichTextToolbarHandle } from './rich-text-toolbar';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** Id of the editable area (what a summary link or aria-describedby points at). */
  id: string;
  label: string;
  /** Markup; what the editor's schema cannot hold is left out. */
  value: string;
  /** Called with the markup on every change ('' when empty): only what the server keeps. */
  onChange: (html: string) => void;
  describedBy?: string;
  invalid?: boolean;
  /** The first heading level offered (2 on a page whose h1 is just above the text); 3 by default. */
  topHeading?: TopHeading;
  /**
   * The language of the text written (an Assamese or Hindi version: 'as', 'hi'): set on the editable
   * area only, so the text is read and spell-checked in it while label and toolbar keep the console's.
   */
  lang?: string;
}

/**
 * The staff console's rich-text editor (Tiptap on ProseMirror): headings, lists, links, bold,
 * italic and tables; pasted Word and Google Docs markup is cleaned. Its schema is the server's
 * allow-list, so what it reports is stored unchanged. Never rendered on the server (the console
 * is client-only): the editor is created after mount, nothing touches the document in render.
 */
export function RichTextEditor({ id, label, value, onChange, describedBy, invalid, topHeading = 3, lang }: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const keysId = `${id}-keys`;
  const lastEmitted = useRef(value);
  const toolbarRef = useRef<RichTextToolbarHandle>(null);
  const [linkOpen, setLinkOpen] = useState(false);

  // The editable element carries the name, description and state (it is what receives focus).
  const describedByIds = [describedBy, keysId].filter(Boolean).join(' ');
  const attributes = useMemo(() => {
    const list: Record<string, string> = {
      id,
      class: 'rte__area',
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-describedby': describedByIds,
    };
    if (invalid) list['aria-invalid'] = 'true';
    if (lang) list.lang = lang;
    return list;
  }, [id, labelId, describedByIds, invalid, lang]);

  const extensions = useMemo(() => richTextExtensions(topHeading), [topHeading]);
  const editor = useEditor(
    {
      extensions,
      content: value,
      immediatelyRender: false,
      // Its few rules are in rich-text-editor.css: no <style> element is added to the page.
      injectCSS: false,
      editorProps: {
        attributes,
        handleKeyDown: (_view, event) => {
          if (!(event.altKey && event.key === 'F10')) return false;
          toolbarRef.current?.focus();
          return true;
        },
      },
      onUpdate: ({ editor: changed }) => {
        const html = changed.isEmpty ? '' : changed.getHTML();
        if (html === lastEmitted.current) return;
        lastEmitted.current = html;
        onChange(html);
      },
    },
    [extensions],
  );

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.options.editorProps.attributes !== attributes)
      editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, attributes]);

  // An outside change (an item loaded, changes undone) replaces the text; an echo of ours does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={`rte${invalid ? ' rte--invalid' : ''}`}>
      {/* A click on the label focuses the editor, as a <label> would; keyboard users reach the editor with Tab. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div id={labelId} className="rte__label" onClick={() => editor?.commands.focus()}>
        {label}
      </div>
      <RichTextToolbar ref={toolbarRef} editor={editor} label={label} topHeading={topHeading} linkOpen={linkOpen} onLink={() => setLinkOpen(true)} />
      {linkOpen && editor && <RichTextLinkForm id={id} editor={editor} onClose={() => setLinkOpen(false)} />}
      <p id={keysId} className="visually-hidden">
        Alt+F10 moves to the formatting buttons.
      </p>
      {editor ? <EditorContent editor={editor} className="rte__frame" /> : <div className="rte__frame rte__area" aria-busy="true" />}
    </div>
  );
}
