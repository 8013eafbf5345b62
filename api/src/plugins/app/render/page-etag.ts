import { createHash } from 'node:crypto';

/**
 * A rendered page's validator: a hash of its bytes without the render time (`renderedAt` in #aec-data),
 * since a page is rendered again every minute (page-cache.ts) and that time is all that differs when
 * nothing was published. A browser (and the service worker's network-first fetch through it) that holds
 * the page asks with If-None-Match and gets a 304 of a few hundred bytes instead of the page. Weak: the
 * same page in another content-coding, or rendered at another time, is the same page to its reader; the
 * copy it keeps hydrates with its own render time, so the markup and its data stay one render.
 */
export function pageEtag(html: Buffer): string {
  const content = html.toString('utf8').replace(/"renderedAt":\d+/g, '');
  return `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names the validator (a list, or `*`), as RFC 9110 compares weakly. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
