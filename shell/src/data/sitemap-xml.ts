import { SITE_UPDATED, remoteSitemapPages, shellPages } from './site-pages';

/** The college's public address: sitemaps must name absolute URLs. */
export const SITE_ORIGIN = 'https://www.aec.ac.in';

/** The text of public/sitemap.xml, built from the same records as the HTML sitemap (sitemap.test.ts keeps them equal). */
export function buildSitemapXml(): string {
  const entries = [
    { path: '/', updated: SITE_UPDATED },
    ...shellPages.filter((page) => page.inSitemap !== false).map((page) => ({ path: page.path, updated: page.updated })),
    ...remoteSitemapPages.map((page) => ({ path: page.path, updated: SITE_UPDATED })),
  ];
  const urls = entries.map((entry) => `  <url><loc>${SITE_ORIGIN}${entry.path}</loc><lastmod>${entry.updated}</lastmod></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
