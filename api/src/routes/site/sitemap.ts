import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { attachmentTextPath, type AttachedKind } from '@aec/contracts';
import { encodedBody, type CachedPage } from '../../plugins/app/render/page-cache';
import { notFound } from '../../lib/http-error';
import type { PageRenderer } from '../../plugins/app/render/page-renderer';

/** The page cache's key of the sitemap: no page URL starts without a slash, so it meets none. */
export const SITEMAP_CACHE_KEY = 'sitemap.xml';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** W3C datetime (YYYY-MM-DD or a full ISO time), when known. */
  lastmod?: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The static URLs of the shell's build (shell/dist/sitemap.xml, made from the shell's page records),
 * with their origin rewritten to the site's public address. No file, no static URLs but the home page.
 */
export function staticEntries(sitemapFile: string, publicUrl: string): SitemapEntry[] {
  let xml: string;
  try {
    xml = fs.readFileSync(sitemapFile, 'utf8');
  } catch {
    return [{ loc: `${publicUrl}/` }];
  }
  const entries: SitemapEntry[] = [];
  for (const [, block] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>\s*([^<]+?)\s*<\/loc>/.exec(block!)?.[1];
    if (!loc) continue;
    const lastmod = /<lastmod>\s*([^<]+?)\s*<\/lastmod>/.exec(block!)?.[1];
    const url = unescapeXml(loc);
    entries.push({
      loc: /^https?:\/\//.test(url) ? url.replace(/^https?:\/\/[^/]+/, publicUrl) : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`,
      lastmod,
    });
  }
  return entries;
}

/** An ISO time of the database as a sitemap lastmod (undefined when it is not a time). */
function lastmodOf(...times: Array<string | null | undefined>): string | undefined {
  const known = times.map((time) => (time ? Date.parse(time) : Number.NaN)).filter((at) => !Number.isNaN(at));
  if (!known.length) return undefined;
  // Never a time in the future: a corrigendum may be dated ahead; the page changed when it was written.
  return new Date(Math.min(Math.max(...known), Date.now())).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The page of every published notice, tender, news item and event, newest first. The lastmod is the
 * row's last write (created, edited, published again; a tender's corrigenda too): the day the page
 * changed, not the date it carries (a notice may be dated back, an event lies ahead).
 */
export function contentEntries(app: FastifyInstance, publicUrl: string): SitemapEntry[] {
  const rows = (sql: string) => app.db.prepare(sql).all() as Array<{ id: number; updated_at: string | null; also?: string | null }>;
  const kinds: Array<[string, string]> = [
    ['/notifications/notice/', 'SELECT id, updated_at FROM notices WHERE unpublished_at IS NULL ORDER BY published_at DESC, id DESC'],
    [
      '/notifications/tender/',
      `SELECT t.id, t.updated_at, (SELECT MAX(c.published_at) FROM corrigenda c WHERE c.tender_id = t.id) AS also
       FROM tenders t WHERE t.unpublished_at IS NULL ORDER BY t.published_at DESC, t.id DESC`,
    ],
    ['/news/newslist/', 'SELECT id, updated_at FROM news WHERE unpublished_at IS NULL ORDER BY published_at DESC, id DESC'],
    ['/events/eventlist/', 'SELECT id, updated_at FROM events WHERE unpublished_at IS NULL ORDER BY event_date DESC, id DESC'],
  ];
  // "Read as text" of each published notice's, tender's and event's PDFs whose text has been read.
  const texts = (kind: AttachedKind, items: string, links: string, key: string, newest = 'i.published_at') =>
    app.db
      .prepare(
        `SELECT i.id, l.position, a.updated_at FROM ${items} i JOIN ${links} l ON l.${key} = i.id JOIN files f ON f.id = l.file_id
         JOIN attachment_texts a ON a.sha256 = f.sha256 WHERE i.unpublished_at IS NULL AND a.state <> 'pending'
         AND EXISTS (SELECT 1 FROM attachment_pages p WHERE p.sha256 = f.sha256) ORDER BY ${newest} DESC, i.id DESC, l.position`,
      )
      .all()
      .map((r) => {
        const row = r as { id: number; position: number; updated_at: string };
        return { loc: `${publicUrl}${attachmentTextPath(kind, row.id, row.position + 1)}`, lastmod: lastmodOf(row.updated_at) };
      });
  return [
    ...kinds.flatMap(([base, sql]) => rows(sql).map((row) => ({ loc: `${publicUrl}${base}${row.id}`, lastmod: lastmodOf(row.updated_at, row.also) }))),
    ...texts('notice', 'notices', 'notice_files', 'notice_id'),
    ...texts('tender', 'tenders', 'tender_files', 'tender_id'),
    ...texts('event', 'events', 'event_files', 'event_id', 'i.event_date'),
  ];
}

/** A sitemap holds at most 50,000 URLs (sitemaps.org); more would need an index of sitemaps. */
const MAX_URLS = 50_000;

/** A page's address in each language (docs/product/languages.md): English as it is, Assamese under /as, Hindi under /hi. */
export function languageVariants(loc: string): Array<{ hreflang: string; href: string }> {
  const [, origin = '', rest = '/'] = /^(https?:\/\/[^/?#]+)(.*)$/.exec(loc) ?? [];
  const at = (prefix: string) => `${origin}${prefix}${rest.startsWith('/') ? rest : `/${rest}`}`;
  return [
    { hreflang: 'en', href: loc },
    { hreflang: 'as', href: at('/as') },
    { hreflang: 'hi', href: at('/hi') },
  ];
}

/**
 * Every page in its three languages, each <url> naming all of them and x-default (English) as
 * xhtml:link alternates, as search engines ask of multilingual sitemaps.
 */
export function sitemapXml(entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const { loc, lastmod } of entries) {
    if (seen.has(loc) || urls.length + 3 > MAX_URLS) continue;
    seen.add(loc);
    const variants = languageVariants(loc);
    const links = [...variants, { hreflang: 'x-default', href: loc }]
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('');
    for (const { href } of variants) {
      urls.push(`  <url><loc>${escapeXml(href)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${links}</url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * GET /sitemap.xml: the shell's static pages plus every published notice, tender, news item and
 * event, at the site's public address (AEC_PUBLIC_URL). It is kept in the page cache, so it is
 * built again after the same writes (and deploys) that clear the rendered pages, or after a minute.
 * Registered before web-assets: this route, not the shell's static copy, answers.
 */
const sitemapRoutes: FastifyPluginAsync = async (app) => {
  // The configured address (AEC_PUBLIC_URL), never the request's Host: this answer is cached for everyone.
  const { publicUrl } = app.config;
  // The shell's current release (app.releases) holds its sitemap and robots.txt.
  const shellFile = (name: string) => path.join(app.releases.pointers.served().apps.shell.dir, name);
  const build = () => sitemapXml([...staticEntries(shellFile('sitemap.xml'), publicUrl), ...contentEntries(app, publicUrl)]);

  app.get('/sitemap.xml', { compress: false }, async (request, reply) => {
    // The page renderer is registered after this route (it is looked up when a request comes).
    const cache = (request.server as FastifyInstance & { pages?: PageRenderer }).pages?.cache;
    let page: CachedPage | undefined = cache?.get(SITEMAP_CACHE_KEY);
    if (!page) {
      const xml = build();
      page = cache ? cache.set(SITEMAP_CACHE_KEY, 200, xml) : { status: 200, html: Buffer.from(xml), expiresAt: 0 };
    }
    const { body, encoding } = encodedBody(page, request.headers['accept-encoding']);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=0, s-maxage=60').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });

  // The shell's robots.txt, naming the sitemap at the site's public address.
  app.get('/robots.txt', async (_request, reply) => {
    // A shell build without one (a development build, a test web root) is a 404, not a 500.
    if (!fs.existsSync(shellFile('robots.txt'))) throw notFound("The shell's robots.txt");
    const text = fs.readFileSync(shellFile('robots.txt'), 'utf8').replace(/^Sitemap: .*$/m, `Sitemap: ${publicUrl}/sitemap.xml`);
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(text);
  });
};
export default sitemapRoutes;
