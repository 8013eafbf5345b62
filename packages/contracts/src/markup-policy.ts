import type { Config, DOMPurify } from 'dompurify';

/*
 * The site's one policy for stored rich text (notices, news, events, tenders, department
 * notifications, project pages): what the API keeps when staff publish, what a server render
 * writes and what the browser writes into a page. Both sides hand their DOMPurify (the API's on a
 * jsdom window, the browser's on its own) to markupSanitizer, so one allow-list is enforced by one
 * maintained sanitiser. Decision 075 lists how the two earlier policies were merged.
 */

/** Formatting, links, lists and tables: what the staff editor writes (packages/ui rich-text-schema). */
export const MARKUP_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
] as const;

/** Text straight under a page's h1 (a project's home page; every rendered page) may also use h2. */
export const PAGE_TEXT_TAGS = [...MARKUP_TAGS, 'h2'] as const;

/** The one attribute kept, on <a> only. */
export const MARKUP_ATTRIBUTES = ['href'] as const;

/**
 * Link targets: http(s), mailto and paths of this site. Not //host nor /\host (browsers read a
 * backslash as a slash there). DOMPurify tests the value with whitespace and control characters
 * removed, as a browser's URL parser drops them, so "/<tab>/host" is refused too.
 */
export const MARKUP_URL = /^(?:https?:\/\/|mailto:|\/(?![/\\]))/i;

/**
 * Elements removed together with what they contain (DOMPurify's own list, which has script,
 * style, svg, math, iframe, noscript, template…, plus these): their content is code or a fallback,
 * never text a reader should see.
 */
const DROPPED_WITH_CONTENT = ['object', 'embed', 'textarea', 'select'];

function config(tags: readonly string[]): Config {
  return {
    ALLOWED_TAGS: [...tags],
    ALLOWED_ATTR: [...MARKUP_ATTRIBUTES],
    ALLOWED_URI_REGEXP: MARKUP_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  };
}

const MESSAGE_CONFIG = config(MARKUP_TAGS);
const PAGE_TEXT_CONFIG = config(PAGE_TEXT_TAGS);

export interface MarkupOptions {
  /** The text sits straight under the page's h1 (a project's home page, a rendered page): h2 is kept too. */
  pageText?: boolean;
}

export type MarkupSanitizer = (markup: string, options?: MarkupOptions) => string;

const prepared = new WeakSet<DOMPurify>();

// The contracts compile without the DOM library (the API has no DOM types): only nodeName is read.
const isLink = (node: object) => (node as { nodeName?: string }).nodeName === 'A';

/**
 * The policy applied by the DOMPurify given. Throws when that DOMPurify has no usable DOM: it
 * would then hand back its input untouched.
 */
export function markupSanitizer(purify: DOMPurify): MarkupSanitizer {
  if (!purify.isSupported) throw new Error('DOMPurify has no DOM here: markup cannot be sanitised.');
  if (!prepared.has(purify)) {
    prepared.add(purify);
    // ALLOWED_ATTR is per document, not per element: href is kept on links only, and an empty one
    // (a link to the page itself) goes as the earlier server policy dropped it.
    purify.addHook('uponSanitizeAttribute', (node, event) => {
      if (event.attrName === 'href' && (!isLink(node) || event.attrValue.trim() === '')) event.keepAttr = false;
    });
  }
  return (markup, { pageText = false } = {}) => purify.sanitize(markup, pageText ? PAGE_TEXT_CONFIG : MESSAGE_CONFIG);
}
