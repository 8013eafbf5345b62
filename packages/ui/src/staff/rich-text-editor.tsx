import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { loadSanitizer } from '../content/safe-html';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** Id of the editable area (what a summary link or aria-describedby points at). */
  id: string;
  label: string;
  /** Markup; shown sanitised. */
  value: string;
  /** Called with sanitised markup on every change ('' when empty). */
  onChange: (html: string) => void;
  describedBy?: string;
  invalid?: boolean;
}

type Sanitize = (html: string) => string;
type Command = 'bold' | 'italic' | 'heading' | 'insertUnorderedList' | 'insertOrderedList' | 'link' | 'removeFormat';

const TOOLS: Array<{ command: Command; label: string; text: string; toggle: boolean }> = [
  { command: 'bold', label: 'Bold', text: 'B', toggle: true },
  { command: 'italic', label: 'Italic', text: 'I', toggle: true },
  { command: 'heading', label: 'Heading', text: 'H', toggle: true },
  { command: 'insertUnorderedList', label: 'Bulleted list', text: '• Bulleted', toggle: true },
  { command: 'insertOrderedList', label: 'Numbered list', text: 'Numbered', toggle: true },
  { command: 'link', label: 'Link', text: 'Link', toggle: false },
  { command: 'removeFormat', label: 'Clear formatting', text: 'Clear formatting', toggle: false },
];

/** Links the server keeps (api/src/lib/markup.ts): http(s), mailto and paths of this site. */
const SAFE_URL = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i;

/** Pasted markup keeps its structure (paragraphs, lists, emphasis, links) but not its looks. */
function withoutStyles(html: string): string {
  return html
    .replace(/<(style|meta|link|title)\b[\s\S]*?(<\/\1>|>)/gi, '')
    .replace(/\s(style|class|id|lang|dir|align|color|face|size|width|height|bgcolor)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/<\/?(span|font|div|o:p)\b[^>]*>/gi, (tag) => (/^<\/?div/i.test(tag) ? (tag.startsWith('</') ? '</p>' : '<p>') : ''));
}

/** An empty editor holds a <br> or an empty paragraph; report it as ''. */
function normalised(html: string): string {
  const text = html.replace(/<[^>]*>|&nbsp;|\s/gi, '');
  return text === '' ? '' : html;
}

function exec(command: string, argument?: string) {
  // execCommand is deprecated but remains the one way to edit with the browser's undo stack intact.
  if (typeof document.execCommand === 'function') document.execCommand(command, false, argument);
}

/**
 * A small rich-text editor for staff messages: bold, italic, headings, lists and links. What it
 * reports is sanitised (DOMPurify, no styles); the server sanitises again with its own allow-list.
 */
export function RichTextEditor({ id, label, value, onChange, describedBy, invalid }: RichTextEditorProps) {
  const editorRef = useRef<HTMLDivElement>(null);
  const sanitizeRef = useRef<Sanitize | null>(null);
  const lastEmitted = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [ready, setReady] = useState(false);
  const [active, setActive] = useState<Partial<Record<Command, boolean>>>({});
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');
  const [linkError, setLinkError] = useState('');
  const toolRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const linkInputRef = useRef<HTMLInputElement>(null);
  const labelId = `${id}-label`;

  useEffect(() => {
    let live = true;
    loadSanitizer().then(
      (sanitize) => {
        if (!live) return;
        sanitizeRef.current = sanitize;
        setReady(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  // Markup reaches the live document only once sanitised; an outside change (a loaded item) replaces it.
  useEffect(() => {
    const editor = editorRef.current;
    const sanitize = sanitizeRef.current;
    if (!ready || !editor || !sanitize || value === lastEmitted.current) return;
    editor.innerHTML = sanitize(withoutStyles(value));
    lastEmitted.current = value;
  }, [ready, value]);

  const emit = useCallback(() => {
    const editor = editorRef.current;
    const sanitize = sanitizeRef.current;
    if (!editor || !sanitize) return;
    const html = normalised(sanitize(withoutStyles(editor.innerHTML)));
    if (html === lastEmitted.current) return;
    lastEmitted.current = html;
    onChange(html);
  }, [onChange]);

  const refreshActive = useCallback(() => {
    if (typeof document.queryCommandState !== 'function') return;
    const selection = document.getSelection();
    const inside = selection?.anchorNode && editorRef.current?.contains(selection.anchorNode);
    if (!inside) return;
    let node: Node | null = selection!.anchorNode;
    let heading = false;
    while (node && node !== editorRef.current) {
      if (node.nodeName === 'H3') heading = true;
      node = node.parentNode;
    }
    const state = (c: string) => {
      try {
        return document.queryCommandState(c);
      } catch {
        return false;
      }
    };
    setActive({
      bold: state('bold'),
      italic: state('italic'),
      heading,
      insertUnorderedList: state('insertUnorderedList'),
      insertOrderedList: state('insertOrderedList'),
    });
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshActive);
    return () => document.removeEventListener('selectionchange', refreshActive);
  }, [refreshActive]);

  const saveSelection = () => {
    const selection = document.getSelection();
    if (selection && selection.rangeCount > 0 && editorRef.current?.contains(selection.anchorNode)) savedRange.current = selection.getRangeAt(0).cloneRange();
  };
  const restoreSelection = () => {
    editorRef.current?.focus();
    const selection = document.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
  };

  const run = (command: Command) => {
    if (command === 'link') {
      saveSelection();
      setLinkError('');
      setLinkOpen(true);
      setTimeout(() => linkInputRef.current?.focus(), 0);
      return;
    }
    editorRef.current?.focus();
    if (command === 'heading') exec('formatBlock', active.heading ? '<p>' : '<h3>');
    else if (command === 'removeFormat') {
      exec('removeFormat');
      exec('unlink');
      exec('formatBlock', '<p>');
    } else exec(command);
    emit();
    refreshActive();
  };

  const applyLink = () => {
    const url = linkUrl.trim();
    if (!SAFE_URL.test(url)) {
      setLinkError('Enter a web address starting with https://, http://, mailto: or / (a page of this site).');
      linkInputRef.current?.focus();
      return;
    }
    restoreSelection();
    const selection = document.getSelection();
    if (selection && selection.isCollapsed) exec('insertText', url);
    if (selection && !selection.isCollapsed) exec('createLink', url);
    else if (selection) {
      // The address was inserted as text: select it back and link it.
      const range = selection.getRangeAt(0);
      const node = range.startContainer;
      if (node.nodeType === Node.TEXT_NODE && range.startOffset >= url.length) {
        range.setStart(node, range.startOffset - url.length);
        selection.removeAllRanges();
        selection.addRange(range);
        exec('createLink', url);
      }
    }
    setLinkOpen(false);
    setLinkUrl('https://');
    emit();
  };
  const cancelLink = () => {
    setLinkOpen(false);
    setLinkError('');
    restoreSelection();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const sanitize = sanitizeRef.current;
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    if (html && sanitize) exec('insertHTML', sanitize(withoutStyles(html)));
    else exec('insertText', text);
    emit();
  };

  const onToolKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = TOOLS.length - 1;
    const next = event.key === 'ArrowRight' ? focusIndex + 1 : event.key === 'ArrowLeft' ? focusIndex - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (next === null) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    setFocusIndex(index);
    toolRefs.current[index]?.focus();
  };

  const describedByIds = [describedBy, linkOpen && linkError ? `${id}-link-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`rte${invalid ? ' rte--invalid' : ''}`}>
      <div id={labelId} className="rte__label" onClick={() => editorRef.current?.focus()}>
        {label}
      </div>
      <div role="toolbar" aria-label={`Formatting of ${label}`} aria-controls={id} className="rte__toolbar" onKeyDown={onToolKey}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool.command}
            ref={(el) => {
              toolRefs.current[index] = el;
            }}
            type="button"
            className={`rte__tool rte__tool--${tool.command}`}
            tabIndex={index === focusIndex ? 0 : -1}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.toggle ? Boolean(active[tool.command]) : undefined}
            aria-expanded={tool.command === 'link' ? linkOpen : undefined}
            disabled={!ready}
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setFocusIndex(index)}
            onClick={() => run(tool.command)}
          >
            {tool.text}
          </button>
        ))}
      </div>
      {linkOpen && (
        <div className="rte__link" role="group" aria-label="Add a link">
          <label htmlFor={`${id}-link-url`}>Link address</label>
          <input
            id={`${id}-link-url`}
            ref={linkInputRef}
            type="url"
            value={linkUrl}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${id}-link-error` : undefined}
            onChange={(event) => setLinkUrl(event.target.value)}
            onKeyDown={(event) => {
              // Enter must not submit the form the editor sits in.
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                cancelLink();
              }
            }}
          />
          <button type="button" onClick={applyLink}>
            Add link
          </button>
          <button type="button" onClick={cancelLink}>
            Cancel
          </button>
          {linkError && (
            <p id={`${id}-link-error`} className="rte__link-error">
              {linkError}
            </p>
          )}
        </div>
      )}
      <div
        id={id}
        ref={editorRef}
        className="rte__area"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedByIds}
        aria-invalid={invalid ? true : undefined}
        aria-busy={!ready || undefined}
        contentEditable={ready}
        suppressContentEditableWarning
        tabIndex={0}
        onInput={emit}
        onBlur={emit}
        onPaste={onPaste}
        onKeyUp={refreshActive}
        onMouseUp={refreshActive}
      />
    </div>
  );
}
