/**
 * What passes between the server render (the shell's server container, in the API's render
 * worker), the API, and the browser: the page's head, its status, and the API answers it used.
 */

/** A breadcrumb trail of the page, for BreadcrumbList structured data. */
export interface Breadcrumb {
  name: string;
  /** Site path, e.g. '/notifications'; the last crumb (the page itself) may leave it out. */
  path?: string;
}

/** A feed of the page's content, named in its head for feed readers (`<link rel="alternate">`). */
export interface FeedLink {
  /** Site path of the feed, e.g. '/api/feeds/tenders.rss'. */
  href: string;
  /** The feed's own title. */
  title: string;
  type: 'application/rss+xml' | 'text/calendar';
}

export interface PageHead {
  /** The page's own title; the site name is added after it. */
  title?: string;
  description?: string;
  /** Site path or absolute URL of the preview image; the college emblem when absent. */
  image?: string;
  imageAlt?: string;
  /** Open Graph type: 'article' for news and notices, 'website' otherwise. */
  type?: 'website' | 'article';
  /** schema.org objects for JSON-LD (NewsArticle, Event …); URLs in them may be site paths. */
  structuredData?: Record<string, unknown>[];
  breadcrumbs?: Breadcrumb[];
  /**
   * Feeds of what the page lists, beyond the site-wide notices feed every page names (the shell's
   * index.html). Every call adds to them: a page made of two lists names both feeds.
   */
  feeds?: FeedLink[];
  /** Pages that must not be indexed (the TV screen, the staff console, search results). */
  noindex?: boolean;
  /**
   * The page's one address, when the app that owns it knows it better than the request's path: a club's
   * code in its own case (/club/edc/home names /club/EDC/home). Canonical link, og:url and hreflang use it.
   */
  canonicalPath?: string;
}

/** One API answer as a page used it: the JSON, or the failure in words with its HTTP status. */
export type StoredAnswer = { ok: true; body: unknown } | { ok: false; status?: number; error: string };

/** The answers a page used, by request key, embedded in it (`<script type="application/json" id="aec-data">`). */
export type EmbeddedAnswers = Record<string, StoredAnswer>;

/**
 * A read of the API: a URL to GET, or the few reads docs/product/api-compatibility.md makes with a POST
 * (`/getnotificationwcollege`), which are as public and cacheable as a GET.
 */
export type ResourceRequest = string | { url: string; method: 'POST'; body: unknown };

/** One string per request: the URL for a GET, `POST <url> <json body>` otherwise (the key of EmbeddedAnswers). */
export function requestKey(request: ResourceRequest): string {
  return typeof request === 'string' ? request : `POST ${request.url} ${JSON.stringify(request.body)}`;
}

/** What the shell's server container answers for one page. */
export interface RenderResult {
  status: number;
  /** The markup of #root. */
  markup: string;
  /** Resource hints React found (<link rel=preload> of images), for the head. */
  hints: string;
  head: PageHead;
  /** Exposed remote modules the page rendered, e.g. 'mfe-campus/./routes': their CSS and JS go in the head. */
  remoteModules: string[];
  /** The page is the not-found page at an address that exists in no route (rendered as /404). */
  notFound: boolean;
  /** A section fell back (its remote missing or failing on the server): the page is not kept in the cache. */
  incomplete: boolean;
  /** The moment the page was rendered for (ms since 1970): embedded, so hydration judges dates by it too. */
  renderedAt: number;
  /** The page's language, from its address's prefix: 'en' (none), 'as' (/as/…) or 'hi' (/hi/…). */
  language?: 'en' | 'as' | 'hi';
}

/**
 * Forms that work before the page's script arrives (docs/product/forms-without-script.md): a form
 * posted to its page names its action in this hidden field; the server runs the API call the action
 * maps to and renders the page again with the outcome embedded under `formAnswerKey(form)`.
 */
export const PAGE_FORM_FIELD = 'aec-form';

/** The embedded answers' key of a posted form's outcome (never a URL: no request is made under it). */
export const formAnswerKey = (form: string): string => `form:${form}`;

/** What a posted form came to: what was typed (kept in the answer page) and the API's answer. */
export interface PageFormOutcome {
  form: string;
  values: Record<string, string>;
  answer: StoredAnswer;
  /** The values came from the page's address (a link), not from a form the visitor sent. */
  fromLink?: boolean;
}
