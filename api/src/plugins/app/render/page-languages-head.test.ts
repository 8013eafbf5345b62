import { repoRoot } from '../../../config';
import { requireServerBuild } from '../../../../test/built-web-root';
import { buildTestApp, type TestContext } from '../../../../test/helpers';
import { readHead } from '../../../../test/page-html';
import { PAGE_LANGUAGES } from './page-template';

/**
 * What machines read in the head of a sample of pages in the three languages, rendered by the real
 * builds from a seeded database: the JSON-LD (it parses, and every page address in it is in the page's
 * language: /as/…, /hi/…, unprefixed English), the breadcrumbs' words, the home page's college in the
 * page's language, the heading order of the home page, and the feeds named for feed readers.
 */
const PUBLIC_URL = 'http://www.aec.example';
requireServerBuild('page-languages-head.test');

/** Keys of schema.org data whose values are addresses of pages (images and files are not pages). */
const PAGE_URL_KEYS = new Set(['url', '@id', 'item', 'mainEntityOfPage']);

/** Every page address in JSON-LD, with where it is: [path.to.key, value]. */
function pageUrls(value: unknown, at = ''): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((item, index) => pageUrls(item, `${at}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]): Array<[string, string]> => {
    if (PAGE_URL_KEYS.has(key) && typeof item === 'string') return [[`${at}.${key}`, item]];
    return pageUrls(item, `${at}.${key}`);
  });
}

describe('the heads of pages in English, Assamese and Hindi', () => {
  let ctx: TestContext;
  const savedPublicUrl = process.env.AEC_PUBLIC_URL;
  /** The sample: one page of each kind, by its English path. */
  let sample: string[];

  beforeAll(async () => {
    process.env.AEC_PUBLIC_URL = PUBLIC_URL;
    ctx = await buildTestApp({ AEC_SEED: '1', AEC_WEB_ROOT: repoRoot, AEC_PUBLIC_URL: PUBLIC_URL });
    const first = (table: string) =>
      (ctx.app.db.prepare(`SELECT id FROM ${table} WHERE unpublished_at IS NULL ORDER BY id LIMIT 1`).get() as { id: number }).id;
    sample = [
      '/',
      '/about',
      '/departments',
      '/department/cse/home',
      '/department/civil/tlist',
      '/notifications',
      '/notifications/notice',
      `/notifications/notice/${first('notices')}`,
      `/notifications/tender/${first('tenders')}`,
      '/news',
      `/news/newslist/${first('news')}`,
      '/events',
      `/events/eventlist/${first('events')}`,
      '/hostel/1/home',
      '/club/edc/home',
      '/project/teqip/home',
      '/office/contact',
      '/no-such-page',
    ];
  });
  afterAll(async () => {
    await ctx?.close();
    if (savedPublicUrl === undefined) delete process.env.AEC_PUBLIC_URL;
    else process.env.AEC_PUBLIC_URL = savedPublicUrl;
  });

  const render = async (url: string) => {
    const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    return res;
  };

  it.each(PAGE_LANGUAGES.map(({ code, prefix }) => [code, prefix]))(
    '%s: every JSON-LD block parses and every page address in it is in the language',
    async (_code, prefix) => {
      const wrong: string[] = [];
      let checked = 0;
      for (const path of sample) {
        const url = prefix ? `${prefix}${path}` : path;
        const res = await render(url);
        expect([200, 404]).toContain(res.statusCode);
        // readHead parses each block: one that does not parse throws here. (Lists have none of their own.)
        const { jsonLd } = readHead(res.body);
        for (const block of jsonLd) {
          expect(block['@context']).toBe('https://schema.org');
          for (const [where, address] of pageUrls(block)) {
            checked += 1;
            const ours = address.startsWith(`${PUBLIC_URL}/`);
            const inLanguage = prefix
              ? address === `${PUBLIC_URL}${prefix}` || address.startsWith(`${PUBLIC_URL}${prefix}/`)
              : !/^\/(as|hi)(\/|$)/.test(address.slice(PUBLIC_URL.length));
            if (!ours || !inLanguage) wrong.push(`${url} ${block['@type']}${where}: ${address}`);
          }
        }
      }
      expect(checked).toBeGreaterThan(sample.length);
      expect(wrong).toEqual([]);
    },
  );

  it.each(PAGE_LANGUAGES.map(({ code, prefix }) => [code, prefix]))('%s: no breadcrumb trail names one page twice in a row', async (_code, prefix) => {
    const repeated: string[] = [];
    for (const path of sample) {
      const url = prefix ? `${prefix}${path}` : path;
      const crumbs = readHead((await render(url)).body).ld('BreadcrumbList');
      const names = ((crumbs?.itemListElement ?? []) as Array<{ name: string }>).map((item) => item.name);
      names.forEach((name, index) => {
        if (index > 0 && name === names[index - 1]) repeated.push(`${url}: ${names.join(' › ')}`);
      });
    }
    expect(repeated).toEqual([]);
  });

  it.each(PAGE_LANGUAGES.map(({ code, prefix, siteName }) => [code, prefix, siteName]))(
    '%s home: the college named and addressed in the language',
    async (_code, prefix, siteName) => {
      const college = readHead((await render(prefix ? `${prefix}/` : '/')).body).ld('CollegeOrUniversity');
      expect(college).toMatchObject({ name: siteName, url: `${PUBLIC_URL}${prefix}/` });
      expect([college!.alternateName].flat()).toContain('AEC');
      if (prefix) expect(college!.alternateName).toContain('Assam Engineering College');
    },
  );

  it.each(PAGE_LANGUAGES.map(({ code, prefix }) => [code, prefix]))('%s home: the h1 is the first heading of the page', async (_code, prefix) => {
    const { body } = await render(prefix ? `${prefix}/` : '/');
    const root = body.slice(body.indexOf('<div id="root">'));
    const levels = [...root.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
  });

  describe('feeds for feed readers', () => {
    const feedLinks = (head: string) =>
      [...head.matchAll(/<link rel="?alternate"? type="?([^"\s>]+)"?[^>]*href="?([^"\s>]+)"?/g)].map(([, type, href]) => `${type} ${href}`);

    it.each(PAGE_LANGUAGES.map(({ code, prefix }) => [code, prefix]))(
      '%s: every page of the sample names the site-wide notices feed, once',
      async (_code, prefix) => {
        for (const path of sample) {
          const { head } = readHead((await render(prefix ? `${prefix}${path}` : path)).body);
          const notices = feedLinks(head).filter((link) => link === 'application/rss+xml /api/feeds/notices.rss');
          expect([path, notices.length]).toEqual([path, 1]);
        }
      },
    );

    it.each([
      ['/notifications', 'application/rss+xml', '/api/feeds/tenders.rss'],
      ['/notifications/tender', 'application/rss+xml', '/api/feeds/tenders.rss'],
      ['/news', 'application/rss+xml', '/api/feeds/news.rss'],
      ['/hi/news', 'application/rss+xml', '/api/feeds/news.rss'],
      ['/events', 'text/calendar', '/api/feeds/events.ics'],
      ['/as/events', 'text/calendar', '/api/feeds/events.ics'],
    ])('%s names its own feed (%s) at the public address, and the feed is there', async (url, type, feed) => {
      const { head } = readHead((await render(url)).body);
      expect(feedLinks(head)).toContain(`${type} ${PUBLIC_URL}${feed}`);
      const served = await ctx.app.inject({ url: feed });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toContain(type);
    });
  });
});
