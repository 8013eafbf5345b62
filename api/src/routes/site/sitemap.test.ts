import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { STAFF_TEST_ENV, staffTestKit, type StaffSession } from '../staff/staff-test-kit';
import { SITEMAP_CACHE_KEY, sitemapXml, staticEntries } from './sitemap';

// Plain http: with an https public address the staff calls of these tests (over plain inject) are refused.
const PUBLIC_URL = 'http://www.aec.example';

/** The shell build's static sitemap, as shell/src/data/sitemap-xml.ts writes it. */
const SHELL_SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.aec.ac.in/</loc><lastmod>2026-11-21</lastmod></url>
  <url><loc>https://www.aec.ac.in/about</loc><lastmod>2026-10-02</lastmod></url>
  <url><loc>https://www.aec.ac.in/notifications</loc><lastmod>2026-11-21</lastmod></url>
</urlset>
`;

interface Url {
  loc: string;
  lastmod?: string;
}

function urlsOf(xml: string): Url[] {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g)].map(([, loc, lastmod]) => ({
    loc: loc!,
    ...(lastmod ? { lastmod } : {}),
  }));
}

describe('/sitemap.xml', () => {
  let ctx: TestContext;
  let publisher: StaffSession;
  const savedPublicUrl = process.env.AEC_PUBLIC_URL;
  const kit = staffTestKit(() => ctx.app);
  const sitemap = async () => {
    const res = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    return { res, urls: urlsOf(res.body) };
  };
  const published = (table: string) =>
    ctx.app.db.prepare(`SELECT id, updated_at FROM ${table} WHERE unpublished_at IS NULL ORDER BY id`).all() as Array<{ id: number; updated_at: string }>;
  const asLastmod = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

  beforeAll(async () => {
    process.env.AEC_PUBLIC_URL = PUBLIC_URL;
    ctx = await buildTestApp({ ...STAFF_TEST_ENV, AEC_SEED: '1', AEC_PUBLIC_URL: PUBLIC_URL });
    fs.writeFileSync(path.join(ctx.config.webRoot, 'shell/dist/sitemap.xml'), SHELL_SITEMAP);
    ({ publisher } = await kit.signInStaff());
  });
  afterAll(async () => {
    await ctx?.close();
    if (savedPublicUrl === undefined) delete process.env.AEC_PUBLIC_URL;
    else process.env.AEC_PUBLIC_URL = savedPublicUrl;
  });

  it('is served by the API (not the static copy), as XML, at the public address', async () => {
    const { res, urls } = await sitemap();
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(
      res.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
      ),
    ).toBe(true);
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(res.body).not.toContain('www.aec.ac.in');
    expect(urls.every((url) => url.loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
  });

  it("keeps the shell's static pages with their lastmod", async () => {
    const { urls } = await sitemap();
    // Each page in English, Assamese and Hindi.
    expect(urls.slice(0, 6)).toEqual([
      { loc: `${PUBLIC_URL}/`, lastmod: '2026-11-21' },
      { loc: `${PUBLIC_URL}/as/`, lastmod: '2026-11-21' },
      { loc: `${PUBLIC_URL}/hi/`, lastmod: '2026-11-21' },
      { loc: `${PUBLIC_URL}/about`, lastmod: '2026-10-02' },
      { loc: `${PUBLIC_URL}/as/about`, lastmod: '2026-10-02' },
      { loc: `${PUBLIC_URL}/hi/about`, lastmod: '2026-10-02' },
    ]);
  });

  it("names every page's alternates in the three languages and x-default (docs/product/languages.md)", async () => {
    const { res } = await sitemap();
    const block = (loc: string) => new RegExp(`<url><loc>${loc.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}</loc>(.*?)</url>`).exec(res.body)?.[1] ?? '';
    const alternates = (loc: string) => [...block(loc).matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
    const expected = [
      ['en', `${PUBLIC_URL}/about`],
      ['as', `${PUBLIC_URL}/as/about`],
      ['hi', `${PUBLIC_URL}/hi/about`],
      ['x-default', `${PUBLIC_URL}/about`],
    ];
    expect(alternates(`${PUBLIC_URL}/about`)).toEqual(expected);
    expect(alternates(`${PUBLIC_URL}/as/about`)).toEqual(expected);
    expect(alternates(`${PUBLIC_URL}/hi/about`)).toEqual(expected);
  });

  it('lists every published notice, tender, news item and event with its last change', async () => {
    const { urls } = await sitemap();
    const byLoc = new Map(urls.map((url) => [url.loc, url.lastmod]));
    const kinds: Array<[string, string]> = [
      ['notices', '/notifications/notice/'],
      ['tenders', '/notifications/tender/'],
      ['news', '/news/newslist/'],
      ['events', '/events/eventlist/'],
    ];
    for (const [table, base] of kinds) {
      const rows = published(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const lastmod = byLoc.get(`${PUBLIC_URL}${base}${row.id}`);
        expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        if (table !== 'tenders') expect(lastmod).toBe(asLastmod(row.updated_at));
        // A tender's page changes with its corrigenda too; never a time ahead of now.
        else expect(Date.parse(lastmod!)).toBeGreaterThanOrEqual(Date.parse(asLastmod(row.updated_at)));
        expect(Date.parse(lastmod!)).toBeLessThanOrEqual(Date.now());
      }
    }
    // Besides them, the "Read as text" pages of the PDFs read so far (read in the background: how many varies).
    expect(urls.filter((url) => !url.loc.includes('/attachment/'))).toHaveLength(3 * (3 + kinds.reduce((n, [table]) => n + published(table).length, 0)));
  });

  it('is kept in the page cache, and drops what staff unpublish and adds what they publish at once', async () => {
    await sitemap();
    expect(ctx.app.pages.cache.get(SITEMAP_CACHE_KEY)).toBeDefined();

    const [notice] = published('notices');
    const [news] = published('news');
    expect((await kit.call(publisher, 'POST', `/api/staff/notices/${notice!.id}/unpublish`, {})).statusCode).toBe(200);
    expect((await kit.call(publisher, 'POST', `/api/staff/news/${news!.id}/unpublish`, {})).statusCode).toBe(200);
    const created = await kit.call(publisher, 'POST', '/api/staff/events', {
      title: 'Sitemap check event (sample)',
      eventDate: '2030-03-01',
      time: '10 AM',
      venue: 'Auditorium',
      message: '<p>All welcome.</p>',
    });
    expect(created.statusCode).toBe(201);
    const eventId = created.json().id as number;

    const locs = (await sitemap()).urls.map((url) => url.loc);
    expect(locs).not.toContain(`${PUBLIC_URL}/notifications/notice/${notice!.id}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/news/newslist/${news!.id}`);
    expect(locs).toContain(`${PUBLIC_URL}/events/eventlist/${eventId}`);

    // Published again: back in the sitemap, dated by that write.
    expect((await kit.call(publisher, 'POST', `/api/staff/notices/${notice!.id}/publish`, {})).statusCode).toBe(200);
    const back = (await sitemap()).urls.find((url) => url.loc === `${PUBLIC_URL}/notifications/notice/${notice!.id}`);
    expect(back?.lastmod).toBe(asLastmod(published('notices').find((row) => row.id === notice!.id)!.updated_at));
  });

  it('answers compressed when asked, and to HEAD', async () => {
    const plain = (await sitemap()).res.body;
    const br = await ctx.app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await ctx.app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const head = await ctx.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
  });
});

describe('sitemap parts', () => {
  it('staticEntries: no shell sitemap, only the home page', () => {
    expect(staticEntries('/nonexistent/sitemap.xml', PUBLIC_URL)).toEqual([{ loc: `${PUBLIC_URL}/` }]);
  });

  it('sitemapXml: escapes, drops repeats', () => {
    const xml = sitemapXml([
      { loc: `${PUBLIC_URL}/search?q=a&b=<c>` },
      { loc: `${PUBLIC_URL}/about`, lastmod: '2026-10-02' },
      { loc: `${PUBLIC_URL}/about`, lastmod: '2026-10-03' },
    ]);
    expect(xml).toContain(
      `<url><loc>${PUBLIC_URL}/search?q=a&amp;b=&lt;c&gt;</loc><xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/search?q=a&amp;b=&lt;c&gt;"/>`,
    );
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/as/search?q=a&amp;b=&lt;c&gt;</loc>`);
    // Once in each language.
    expect(xml.match(/<loc>[^<]*\/about</g)).toHaveLength(3);
    expect(xml).toContain('<lastmod>2026-10-02</lastmod>');
  });
});
