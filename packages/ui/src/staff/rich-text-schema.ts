import { Extension, type Extensions } from '@tiptap/core';
import { Bold } from '@tiptap/extension-bold';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Heading, type Level } from '@tiptap/extension-heading';
import { Italic } from '@tiptap/extension-italic';
import { Link } from '@tiptap/extension-link';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { Text } from '@tiptap/extension-text';
import { Dropcursor, Gapcursor, UndoRedo } from '@tiptap/extensions';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import OfficePaste from '@intevation/tiptap-extension-office-paste';
import { MARKUP_URL } from '@aec/contracts';

/*
 * The editor's schema is the site's markup policy (@aec/contracts markup-policy): every node and mark
 * here renders to a tag the server keeps, with no attribute but a link's href. Anything else,
 * typed, loaded or pasted, has no place in the document and is dropped when it is parsed.
 */

/** Links the markup policy keeps (MARKUP_URL: http(s), mailto, this site's paths), typed without spaces. */
export const SAFE_URL = new RegExp(`^(?=\\S+$)(?:${MARKUP_URL.source})`, 'i');

/**
 * Headings the text may use: a project's home page sits under the page's h1 and starts at h2;
 * a message sits under its headline's h2 and starts at h3. Two levels, each one toolbar button.
 */
export type TopHeading = 2 | 3;

/** h1…h6 from a pasted document mapped onto the two levels offered. */
export function headingLevelFor(tagLevel: number, top: TopHeading): Level {
  return Math.min(Math.max(tagLevel, top), top + 1) as Level;
}

const unrendered = <T>(value: T) => ({ default: value, parseHTML: () => value, rendered: false });

/** Merged cells are split (the server keeps no colspan): the table is made rectangular again. */
const cellAttributes = () => ({ colspan: unrendered(1), rowspan: unrendered(1), colwidth: unrendered(null) });

/** Elements that fetch or run something when markup is put into a live element. */
const ACTIVE_ELEMENTS =
  'script, style, link, meta, img, picture, video, audio, source, iframe, frame, object, embed, svg, math, template, noscript, base, form';
const BLOCKS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'TABLE', 'BLOCKQUOTE']);

function significantSibling(node: ChildNode, direction: 'previousSibling' | 'nextSibling'): ChildNode | null {
  let sibling = node[direction];
  while (sibling && sibling.nodeType !== 1 && !(sibling.nodeType === 3 && sibling.textContent!.trim())) sibling = sibling[direction];
  return sibling;
}

const isBlockOrEdge = (node: ChildNode | null) => node === null || BLOCKS.has(node.nodeName);

/**
 * The server keeps no colspan or rowspan: a merged cell becomes its first cell and empty ones
 * where it reached, so every row keeps its columns in place.
 */
function splitMergedCells(table: HTMLTableElement) {
  const rows = [...table.rows];
  const grid: Element[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let column = 0;
    for (const cell of [...row.cells]) {
      while (grid[r]![column]) column++;
      const down = Math.min(Math.max(cell.rowSpan, 1), rows.length - r);
      const across = Math.max(cell.colSpan, 1);
      for (let i = 0; i < down; i++)
        for (let j = 0; j < across; j++) grid[r + i]![column + j] = i || j ? table.ownerDocument.createElement(cell.localName) : cell;
      cell.removeAttribute('rowspan');
      cell.removeAttribute('colspan');
      column += across;
    }
  });
  rows.forEach((row, r) => row.replaceChildren(...grid[r]!.filter(Boolean)));
}

/**
 * Pasted markup before anything else reads it, in an inert document (nothing loads or runs):
 * - nothing active is left, and no event handler (the Word list step builds list items in the
 *   live document, where an <img onerror> would run);
 * - Google Docs' wrapper (<b style="font-weight:normal" id="docs-internal-guid-…">) is removed;
 * - empty paragraphs (Word's <o:p>&nbsp;</o:p> spacers) and line breaks standing between blocks
 *   (Google Docs' blank lines) go: spacing is the stylesheet's;
 * - merged table cells are split.
 * The whole document is returned, so the Word step still recognises Word's markup.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll(ACTIVE_ELEMENTS).forEach((element) => element.remove());
  doc.querySelectorAll('*').forEach((element) => {
    for (const { name } of [...element.attributes]) if (/^on/i.test(name) || name === 'srcset' || name === 'src') element.removeAttribute(name);
  });
  doc.querySelectorAll('b[id^="docs-internal-guid"]').forEach((wrapper) => wrapper.replaceWith(...wrapper.childNodes));
  doc.querySelectorAll('br').forEach((br) => {
    if (
      !br.closest('p, li, td, th, h1, h2, h3, h4, h5, h6') &&
      isBlockOrEdge(significantSibling(br, 'previousSibling')) &&
      isBlockOrEdge(significantSibling(br, 'nextSibling'))
    )
      br.remove();
  });
  doc.querySelectorAll('table').forEach(splitMergedCells);
  doc.querySelectorAll('p').forEach((paragraph) => {
    if (!paragraph.querySelector('br') && !paragraph.textContent!.replace(/\u00a0/g, ' ').trim()) paragraph.remove();
  });
  return doc.documentElement.outerHTML;
}

/** Runs before the Word step (priority 99999): see cleanPastedHtml. */
const PastedMarkupCleanup = Extension.create({
  name: 'pastedMarkupCleanup',
  priority: 100_000,
  addProseMirrorPlugins() {
    return [new Plugin({ key: new PluginKey('pastedMarkupCleanup'), props: { transformPastedHTML: cleanPastedHtml } })];
  },
});

export function richTextExtensions(topHeading: TopHeading = 3): Extensions {
  return [
    Document,
    Paragraph,
    Text,
    HardBreak,
    Bold,
    Italic,
    Heading.extend({
      parseHTML: () => [1, 2, 3, 4, 5, 6].map((level) => ({ tag: `h${level}`, attrs: { level: headingLevelFor(level, topHeading) } })),
    }).configure({ levels: [topHeading, (topHeading + 1) as Level] }),
    BulletList,
    // Numbering starts at one and uses the list's own style: the server keeps no start or type.
    OrderedList.extend({ addAttributes: () => ({ start: unrendered(1), type: unrendered(null) }) }),
    ListItem,
    ListKeymap,
    Link.extend({
      // Text typed after a link is not part of it.
      inclusive: false,
      // Only the address: no target, rel, class or title survives the server.
      addAttributes: () => ({ href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') } }),
    }).configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => SAFE_URL.test(url.trim()),
      shouldAutoLink: (url) => SAFE_URL.test(url),
    }),
    Table.extend({
      renderHTML: () => ['table', ['tbody', 0]],
      addKeyboardShortcuts() {
        // Tab moves between cells but leaves the table after the last one (no row is added), so
        // a keyboard user is never held inside the editor.
        return { ...this.parent?.(), Tab: () => this.editor.commands.goToNextCell() };
      },
    }).configure({ resizable: false }),
    TableRow,
    TableHeader.extend({ addAttributes: cellAttributes }),
    TableCell.extend({ addAttributes: cellAttributes }),
    UndoRedo,
    Dropcursor,
    Gapcursor,
    PastedMarkupCleanup,
    OfficePaste,
  ];
}
