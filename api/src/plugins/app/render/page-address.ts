import fs from 'node:fs';

/**
 * The query parameters some public page reads (useSearchParams in the apps): q (search, faculty),
 * page (paged lists), s (a discipline), dept, kind and year (faculty, archive), id (a grievance's
 * status), minutes (a project's minutes), token (a subscription link). Any other parameter changes
 * nothing on a page, so it is left out of the render and of the cache key: `/?x=1`, `/?x=2` … are one
 * cache entry, not one render each (SECURITY.md).
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set(['q', 'page', 's', 'dept', 'kind', 'year', 'id', 'minutes', 'token']);

/** The language prefixes of pages (/as/…, /hi/…); English has none. */
const LANGUAGE_PREFIX = /^\/(as|hi)(?=\/|$)/;

/**
 * Mixed-case page paths keyed by their lower case ('/studentslogin' → '/studentsLogin'), from the
 * shell's sitemap.xml (every static page). Every other page path is lower case.
 */
export type MixedCasePaths = ReadonlyMap<string, string>;

const mixedCaseCache = new Map<string, { mtimeMs: number; paths: MixedCasePaths }>();

/** The mixed-case paths of the shell build's sitemap (read again when the file changes: a deploy). */
export function mixedCasePaths(sitemapFile: string): MixedCasePaths {
  const stat = fs.statSync(sitemapFile, { throwIfNoEntry: false });
  if (!stat) return new Map();
  const known = mixedCaseCache.get(sitemapFile);
  if (known?.mtimeMs === stat.mtimeMs) return known.paths;
  const paths = new Map<string, string>();
  for (const [, loc] of fs.readFileSync(sitemapFile, 'utf8').matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)) {
    const pathname = loc!.replace(/^https?:\/\/[^/]+/, '') || '/';
    if (pathname !== pathname.toLowerCase()) paths.set(pathname.toLowerCase(), pathname);
  }
  mixedCaseCache.set(sitemapFile, { mtimeMs: stat.mtimeMs, paths });
  return paths;
}

/**
 * The one address of a page (SECURITY.md): no repeated or trailing slash, lower case (but the
 * shell's mixed-case pages as they are named), ids without leading zeros. A language's home page is
 * '/as/' (what the language links and hreflang name); '/as' is a variant of it. Percent-escapes are
 * decoded only for the comparison of case, so '/%41bout' and '/About' are both '/about'.
 */
export function canonicalPath(pathname: string, mixedCase: MixedCasePaths = new Map()): string {
  // A backslash is a slash to browsers ('/\evil.example' is another host in a Location): one here too.
  let path = `/${pathname.split(/[/\\]/).filter(Boolean).join('/')}`;
  path = path
    .split('/')
    .map((segment) => (/^0+\d+$/.test(segment) ? String(Number(segment)) : /^0+$/.test(segment) ? '0' : segment))
    .join('/');
  const language = LANGUAGE_PREFIX.exec(path.toLowerCase())?.[1];
  const bare = language ? path.slice(3) || '/' : path;
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // A malformed escape: compared as written.
  }
  const lower = decoded.toLowerCase();
  const chosen = mixedCase.get(lower) ?? (decoded === bare ? lower : bare.toLowerCase());
  if (!language) return chosen;
  return chosen === '/' ? `/${language}/` : `/${language}${chosen}`;
}

/** The page's known query parameters, sorted: part of its cache key and of what is rendered. */
export function knownQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name]) => PAGE_QUERY_PARAMS.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
}

export interface PageAddress {
  /** What is rendered and the cache key: the canonical path and the known parameters. */
  renderUrl: string;
  /** Set when the request's path is a variant: a same-origin, relative Location to the one address (the query kept). */
  redirect?: string;
}

/** Splits a request's URL into the page to render and, for a variant, where it moved to. */
export function pageAddress(url: string, mixedCase?: MixedCasePaths): PageAddress {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  const search = at === -1 ? '' : url.slice(at);
  const canonical = canonicalPath(pathname, mixedCase);
  const renderUrl = `${canonical}${knownQuery(search)}`;
  // A path always starts with exactly one slash here, so a Location can never name another host.
  return canonical === pathname ? { renderUrl } : { renderUrl, redirect: `${canonical}${search}` };
}
