import fs from 'node:fs';

/**
 * The query parameters some public page reads (useSearchParams in the apps): q (search, faculty),
 * page (paged lists), s (a discipline), dept, kind and year (faculty, archive), id (a grievance's
 * status), minutes (a project's minutes), token (a subscription link). Any other parameter changes
 * nothing on a page, so it is left out of the render and of the cache key: `/?x=1`, `/?x=2` … are one
 * cache entry, not one render each (SECURITY.md).
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set(['q', 'page', 's', 'dept', 'kind', 'year', 'id', 'minutes', 'token']);

/**
 * The page paths the site names, and every leading part of them, keyed by their lower case
 * ('/studentslogin' → '/studentsLogin', '/about' → '/about'): from the shell build's sitemap.xml (every
 * static page) and the bases of the content pages (sitemap.ts). A path's leading segments that match
 * one are written as the site writes them; the segments after (a club's code, a hostel's number)
 * stay as typed, since only the app that owns them knows their case.
 */
export type KnownPaths = ReadonlyMap<string, string>;

const CONTENT_BASES = ['/notifications/notice', '/notifications/tender', '/news/newslist', '/events/eventlist'];

const knownCache = new Map<string, { mtimeMs: number; paths: KnownPaths }>();

function addWithPrefixes(paths: Map<string, string>, pathname: string): void {
  const segments = pathname.split('/').filter(Boolean);
  for (let n = 1; n <= segments.length; n += 1) {
    const prefix = `/${segments.slice(0, n).join('/')}`;
    if (!paths.has(prefix.toLowerCase())) paths.set(prefix.toLowerCase(), prefix);
  }
}

/** The known paths of the shell build's sitemap (read again when the file changes: a deploy). */
export function knownPaths(sitemapFile: string): KnownPaths {
  const stat = fs.statSync(sitemapFile, { throwIfNoEntry: false });
  const known = knownCache.get(sitemapFile);
  if (known && known.mtimeMs === (stat?.mtimeMs ?? -1)) return known.paths;
  const paths = new Map<string, string>();
  CONTENT_BASES.forEach((base) => addWithPrefixes(paths, base));
  const xml = stat ? fs.readFileSync(sitemapFile, 'utf8') : '';
  for (const [, loc] of xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)) addWithPrefixes(paths, loc!.replace(/^https?:\/\/[^/]+/, ''));
  knownCache.set(sitemapFile, { mtimeMs: stat?.mtimeMs ?? -1, paths });
  return paths;
}

/**
 * The one address of a page (SECURITY.md): no repeated or trailing slash, ids without leading zeros,
 * the leading segments the site names written as it writes them (KnownPaths). A language's home page
 * is '/as/' (what the language links and hreflang name); '/as' is a variant of it, as is '/AS/…'.
 */
export function canonicalPath(pathname: string, known: KnownPaths = new Map()): string {
  // A backslash is a slash to browsers ('/\evil.example' is another host in a Location): one here too.
  const segments = pathname
    .split(/[/\\]/)
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? String(BigInt(segment)) : segment));
  const language = /^(as|hi)$/i.test(segments[0] ?? '') ? segments.shift()!.toLowerCase() : undefined;
  // The longest leading part the site names, in its case; the rest as typed.
  for (let n = segments.length; n > 0; n -= 1) {
    const named = known.get(`/${segments.slice(0, n).join('/')}`.toLowerCase());
    if (named) {
      segments.splice(0, n, ...named.split('/').filter(Boolean));
      break;
    }
  }
  const bare = `/${segments.join('/')}`;
  if (!language) return bare;
  return bare === '/' ? `/${language}/` : `/${language}${bare}`;
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
export function pageAddress(url: string, known?: KnownPaths): PageAddress {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  const search = at === -1 ? '' : url.slice(at);
  const canonical = canonicalPath(pathname, known);
  const renderUrl = `${canonical}${knownQuery(search)}`;
  // A path always starts with exactly one slash here, so a Location can never name another host.
  return canonical === pathname ? { renderUrl } : { renderUrl, redirect: `${canonical}${search}` };
}

/**
 * pageAddress kept by URL for the known paths it was worked out with: a cached page asked for again is
 * not split, sorted and matched once more (decision 184). Bounded, oldest out (a flood of unique
 * addresses only works them out, as before); emptied when the known paths change (a deploy).
 */
export class PageAddresses {
  private known: KnownPaths | undefined;
  private readonly kept = new Map<string, PageAddress>();

  constructor(private readonly max = 1000) {}

  of(url: string, known: KnownPaths): PageAddress {
    if (known !== this.known) {
      this.kept.clear();
      this.known = known;
    }
    let address = this.kept.get(url);
    if (!address) {
      address = pageAddress(url, known);
      if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(url, address);
    }
    return address;
  }
}
