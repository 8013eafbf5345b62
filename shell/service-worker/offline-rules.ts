// What the service worker keeps, and what it never touches (docs/product/offline-and-push.md).
// Pure functions of a URL, so that jest checks them without a worker.

export type SiteLanguage = 'en' | 'as' | 'hi';

/** Cache names; the version goes up when what a cache holds changes shape (old ones are deleted on activation). */
export const CACHES = {
  pages: 'aec-pages-v1',
  documents: 'aec-documents-v1',
  releases: 'aec-releases-v1',
  assets: 'aec-assets-v1',
  offline: 'aec-offline-v1',
} as const;

/** The bounds of what is kept: the last 50 pages, the last 30 documents, at most 50 MB of documents. */
export const LIMITS = { pages: 50, documents: 30, documentBytes: 50 * 1024 * 1024, assets: 400 } as const;

/** The offline page in each language: precached when the worker is installed. */
export const OFFLINE_PAGES: Record<SiteLanguage, string> = { en: '/offline', as: '/as/offline', hi: '/hi/offline' };

/** The language of a page's path: its prefix, English without one. */
export function languageOfPath(pathname: string): SiteLanguage {
  const prefix = /^\/(as|hi)(?=\/|$)/.exec(pathname)?.[1];
  return prefix === 'as' || prefix === 'hi' ? prefix : 'en';
}

/**
 * Pages never kept: the staff console, sign-in forms, anything answering for one visitor (a grievance's
 * status, a subscription's confirm, unsubscribe or change link with its token), and search answers.
 */
const PERSONAL_PAGES =
  /^\/(?:(?:as|hi)\/)?(?:admin|office\/status|search|alerts\/(?:confirm|unsubscribe|manage)|studentsLogin|teacherLogin|parentslogin|alumnilogin)(?:\/|$)/i;

/** Query parameters of pages that list public content; a page with any other is not kept (it may carry a token or a number). */
const PUBLIC_PARAMS = new Set(['page', 'kind', 'year', 'dept', 'id']);

/** Whether a page (a navigation) may be kept for offline reading. */
export function isKeptPage(url: URL): boolean {
  if (url.pathname.startsWith('/api/') || PERSONAL_PAGES.test(url.pathname)) return false;
  for (const name of url.searchParams.keys()) if (!PUBLIC_PARAMS.has(name)) return false;
  return true;
}

/** A published document (a notice's PDF and the like), kept when opened. Stored files are named by their SHA-256. */
export const isDocument = (url: URL): boolean => url.pathname.startsWith('/files/') && /\.pdf$/i.test(url.pathname);

/** A file whose name carries its content hash, or anything inside a release's own folder: it never changes. */
export const isImmutableAsset = (url: URL): boolean =>
  /\.[0-9a-f]{10}\.[a-z0-9]+$/.test(url.pathname) || /^\/remotes\/[^/]+\/releases\/[^/]+\//.test(url.pathname);

/**
 * What names the live release of each app: /remotes.json, each remote's manifest and entry, and any
 * other file of an app without a hash in its name. Always asked of the network first, so a new release
 * is on screen at the next navigation; the kept copy is for when there is no network.
 */
export const isReleasePointer = (url: URL): boolean =>
  url.pathname === '/remotes.json' || /^\/remotes\/[^/]+\/[^/]+\.(?:json|js)$/.test(url.pathname) || /\.(?:js|css|json|svg|png|woff2)$/.test(url.pathname);

/** Never through the worker at all: the API (staff calls, personal answers, tokens) and the worker itself. */
export const isBypassed = (url: URL): boolean => url.pathname.startsWith('/api/') || url.pathname === '/sw.js' || PERSONAL_PAGES.test(url.pathname);

/** An answer a cache may keep: a whole 200, not marked personal by the server. */
export function isKeepableAnswer(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false;
  const control = response.headers.get('cache-control') ?? '';
  return !/\b(?:no-store|private)\b/i.test(control);
}

/** The line a kept page shows when it is read without a network, after the page's own <body>. */
export function withSavedLine(html: string, line: string, language: SiteLanguage): string {
  const escaped = line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // Outside #root, so hydration never meets it; styled by attribute (the pages' CSP allows style attributes only).
  const notice =
    `<p class="offline-saved" role="status" lang="${language}" ` +
    `style="margin:0;padding:.5rem 1rem;background:#fff4d6;color:#3d2b00;border-bottom:1px solid #c9a227;font-size:.9375rem">${escaped}</p>`;
  return html.replace(/<body([^>]*)>/i, (body) => `${body}${notice}`);
}

/**
 * The offline page as it is shown for another address: without its scripts, the page the server drew.
 * Hydrated, the app would route the address asked for (whose code was never fetched) over it.
 */
export const withoutScripts = (html: string): string =>
  // Every script that runs: a file's, and the inline first-screen script; not the typed data blocks (the page's answers).
  html.replace(/<script\b(?![^>]*\btype=)[^>]*>[\s\S]*?<\/script>/gi, '');

/** A notification's payload as the API sends it (api/src/plugins/app/push/push-payload.ts). */
export interface PushPayload {
  title: string;
  body?: string;
  url: string;
  lang: SiteLanguage;
  tag?: string;
}

/** The payload of a push, or undefined when it is not ours; its URL must be a path of this site. */
export function readPushPayload(data: unknown): PushPayload | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { title, body, url, lang, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || !title || typeof url !== 'string' || !/^\/(?![/\\])/.test(url)) return undefined;
  const language: SiteLanguage = lang === 'as' || lang === 'hi' ? lang : 'en';
  return { title, url, lang: language, ...(typeof body === 'string' ? { body } : {}), ...(typeof tag === 'string' ? { tag } : {}) };
}
