import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { markupSanitizer, type MarkupOptions, type MarkupSanitizer } from '@aec/contracts';

// What plainText leaves out with its content (its words are code or fallbacks, not text).
const droppedWithContent = /<(script|style|iframe|object|embed|template|noscript|textarea|svg|math)\b[\s\S]*?<\/\1\s*>/gi;
const comment = /<!--[\s\S]*?-->/g;

let sanitize: MarkupSanitizer | undefined;

/**
 * Every message is sanitised on the way in, by the site's one markup policy (@aec/contracts
 * markup-policy) on DOMPurify over a jsdom window, so answers can be rendered as they are. The
 * window costs tens of milliseconds and a few MB: one per process (or render worker), made at
 * first use, never per call.
 */
export function sanitizeMarkup(markup: string, options?: MarkupOptions): string {
  sanitize ??= markupSanitizer(createDOMPurify(new JSDOM('').window));
  return sanitize(markup, options);
}

/**
 * The same function remembered: renders sanitise the same stored messages on page after page, and
 * DOMPurify on jsdom costs a render more than the rest of it (decision 076). Sanitising is a pure
 * function of the text under the policy the process loaded, so an answer kept is the answer due.
 * The least recently used texts go first once inputs and outputs pass maxChars in all.
 */
export function remembered(sanitize: (html: string) => string, maxChars = 4_000_000): (html: string) => string {
  const kept = new Map<string, string>();
  let chars = 0;
  return (html) => {
    const known = kept.get(html);
    if (known !== undefined) {
      kept.delete(html);
      kept.set(html, known);
      return known;
    }
    const clean = sanitize(html);
    kept.set(html, clean);
    chars += html.length + clean.length;
    for (const [text, out] of kept) {
      if (chars <= maxChars) break;
      kept.delete(text);
      chars -= text.length + out.length;
    }
    return clean;
  };
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
