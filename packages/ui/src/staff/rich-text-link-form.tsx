import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { SAFE_URL } from './rich-text-schema';

interface RichTextLinkFormProps {
  /** The editor's id: the form's ids are made from it. */
  id: string;
  editor: Editor;
  onClose: () => void;
}

/**
 * The address of a link, asked in a small form above the text. The selection stays in the
 * editor's state while the address is typed, so the link lands where it was asked for; with
 * nothing selected, the address itself is inserted as the link's text.
 */
export function RichTextLinkForm({ id, editor, onClose }: RichTextLinkFormProps) {
  const existing = editor.getAttributes('link').href as string | undefined;
  const [url, setUrl] = useState(existing ?? 'https://');
  const [error, setError] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = `${id}-link-error`;

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };

  const apply = () => {
    const href = url.trim();
    if (!SAFE_URL.test(href)) {
      setError('Enter a web address starting with https://, http://, mailto: or / (a page of this site).');
      inputRef.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !existing) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onClose();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <div className="rte__link" role="group" aria-label={existing ? 'Change the link' : 'Add a link'}>
      <label htmlFor={`${id}-link-url`}>Link address</label>
      <input
        id={`${id}-link-url`}
        ref={inputRef}
        type="url"
        value={url}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setUrl(event.target.value)}
        onKeyDown={(event) => {
          // Enter must not submit the form the editor sits in.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
      />
      <button type="button" onClick={apply}>
        {existing ? 'Change link' : 'Add link'}
      </button>
      {existing && (
        <button type="button" onClick={remove}>
          Remove link
        </button>
      )}
      <button type="button" onClick={close}>
        Cancel
      </button>
      {error && (
        <p id={errorId} className="rte__link-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
