// Plain text of stored markup without a DOM: the server renders these pages in Node, where there is
// no DOMParser. The markup was sanitised when it was stored; this only has to read it, never show it.

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“' };

function decodeEntity(entity: string, name: string): string {
  if (name[0] === '#') {
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
}

/** The text of markup: tags dropped (block ends become spaces), entities decoded, whitespace collapsed. */
export function plainTextOf(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|figure|figcaption|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text cut to at most `max` characters at a word, with an ellipsis; whitespace collapsed. */
export function shorten(text: string | null | undefined, max = 160): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** A page's description for search results and link previews: the text of its markup, about 160 characters. */
export function summaryOf(html: string | null | undefined, max = 160): string {
  return shorten(plainTextOf(html), max);
}

/**
 * An image address a preview may use: a site path or an http(s) URL. Never a base64 data URI
 * (the SPEC's b_arr): it would put the whole file in the page's head.
 */
export function previewImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') && !url.startsWith('//') ? url : /^https?:\/\//i.test(url) ? url : undefined;
}
