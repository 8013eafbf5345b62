// Meta descriptions (search results, link previews) from text or stored markup, without a DOM: the
// server renders pages in Node, where there is no DOMParser. Stored markup was sanitised when it was
// stored; this only reads it, never shows it.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

function decodeEntity(entity: string, name: string): string {
  if (name[0] === '#') {
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
}

/** The text of markup: tags dropped (block ends become spaces), scripts, styles and comments left out, entities decoded, whitespace collapsed. */
export function plainTextOf(markup: string | null | undefined): string {
  if (!markup) return '';
  return markup
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|figure|figcaption|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text (angle brackets kept) cut to at most `maxLength` characters at a word, with an ellipsis; whitespace collapsed. */
export function shortenText(text: string | null | undefined, maxLength = 160): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** A page's meta description from text or markup: its plain text, cut at a word to at most `maxLength` (160) characters. */
export function plainSummary(markup: string | null | undefined, maxLength = 160): string {
  return shortenText(plainTextOf(markup), maxLength);
}
