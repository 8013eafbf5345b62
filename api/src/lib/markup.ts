/**
 * Markup kept in messages: formatting, links, lists and tables, nothing that runs. An allow-list
 * rewrite rather than sanitize-html, whose parser (htmlparser2) is ESM-only and cannot load under
 * Jest on Node 20: every tag in the output is one this function wrote itself; all else is text.
 */
const allowedTags = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote']);
const droppedWithContent = /<(script|style|iframe|object|embed|template|noscript|textarea|svg|math)\b[\s\S]*?<\/\1\s*>/gi;
const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^<>]*)>/g;
const comment = /<!--[\s\S]*?-->/g;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]{2,10});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function safeHref(attributes: string): string | undefined {
  const m = attributes.match(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i);
  const href = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').trim();
  return /^(https?:\/\/|mailto:|\/(?!\/))/i.test(href) ? href : undefined;
}

export interface MarkupOptions {
  /** The text sits straight under the page's h1 (a project's home page), so h2 headings are kept too. */
  pageText?: boolean;
}

/** Every message is sanitised on the way in, so answers can be rendered as they are. */
export function sanitizeMarkup(markup: string, { pageText = false }: MarkupOptions = {}): string {
  const input = markup.replace(comment, '').replace(droppedWithContent, '');
  let out = '';
  let last = 0;
  for (const m of input.matchAll(tag)) {
    out += escapeText(input.slice(last, m.index));
    last = m.index + m[0].length;
    const [, closing, rawName, attributes = ''] = m;
    const name = rawName!.toLowerCase();
    if (!allowedTags.has(name) && !(pageText && name === 'h2')) continue;
    if (closing) {
      if (name !== 'br') out += `</${name}>`;
    } else if (name === 'a') {
      const href = safeHref(attributes);
      out += href ? `<a href="${href.replace(/"/g, '&quot;').replace(/</g, '&lt;')}">` : '<a>';
    } else {
      out += `<${name}>`;
    }
  }
  return out + escapeText(input.slice(last));
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The text of some markup, for the search index, feeds and mail. */
export function plainText(markup: string): string {
  return markup
    .replace(comment, ' ')
    .replace(droppedWithContent, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/g, (whole, name: string) => entities[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}
