import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSitemapXml } from './sitemap-xml';
import { remoteSitemapPages, shellPages } from './site-pages';
import { remoteMounts } from '../remote-mounts';

const sitemapFile = path.join(__dirname, '../../public/sitemap.xml');

describe('public/sitemap.xml', () => {
  // UPDATE_SITEMAP=1 npx jest shell/src/data/sitemap.test.ts rewrites the file after a page is added.
  if (process.env.UPDATE_SITEMAP) writeFileSync(sitemapFile, buildSitemapXml());
  const xml = readFileSync(sitemapFile, 'utf8');
  const locations = [...xml.matchAll(/<loc>https:\/\/www\.aec\.ac\.in([^<]*)<\/loc>/g)].map((m) => m[1]);

  it('is exactly what the page records say', () => {
    expect(xml).toBe(buildSitemapXml());
  });

  it("lists the home page and every route of the shell's route table except aliases", () => {
    expect(locations).toContain('/');
    for (const page of shellPages) {
      if (page.inSitemap === false) expect(locations).not.toContain(page.path);
      else expect(locations).toContain(page.path);
    }
  });

  it('lists the main route of every remote section except the TV screen', () => {
    for (const mount of remoteMounts) {
      // /department and /project have no page of their own: their sub-sites are listed instead.
      const listed = locations.some((loc) => loc === mount.path || loc?.startsWith(`${mount.path}/`));
      expect({ mount: mount.path, listed }).toEqual({ mount: mount.path, listed: true });
    }
    expect(remoteSitemapPages.every((page) => locations.includes(page.path))).toBe(true);
  });

  it('has no duplicates', () => {
    expect(new Set(locations).size).toBe(locations.length);
  });
});
