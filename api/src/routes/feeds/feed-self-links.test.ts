import { buildTestApp, type TestContext } from '../../../test/helpers';

/**
 * The RSS feeds say where they live (atom:link rel="self", which feed validators ask for and readers
 * use to follow a moved feed), at the configured public address; the news has a feed of its own.
 */
const PUBLIC_URL = 'https://www.aec.example';

describe('RSS feeds and their self links', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '1', AEC_PUBLIC_URL: PUBLIC_URL });
  });
  afterAll(() => ctx?.close());

  // A department's feed is one of a family (department/:code): its self link names its own code.
  it.each(['notices', 'tenders', 'aec', 'events', 'news', 'department/cse', 'department/mca'])(
    '/api/feeds/%s.rss declares the Atom namespace and links itself at the public address',
    async (feed) => {
      // A request under another host name: the self link is still the public one.
      const res = await ctx.app.inject({ url: `/api/feeds/${feed}.rss`, headers: { host: 'other.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.body).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
      const selfLinks = [...res.body.matchAll(/<atom:link ([^>]*)\/>/g)].map((m) => m[1]);
      expect(selfLinks).toEqual([`href="${PUBLIC_URL}/api/feeds/${feed}.rss" rel="self" type="application/rss+xml"`]);
      // Inside the channel, before its items (RSS 2.0 allows namespaced elements there).
      expect(res.body.indexOf('<atom:link')).toBeGreaterThan(res.body.indexOf('<channel>'));
      expect(res.body.indexOf('<atom:link')).toBeLessThan(res.body.indexOf('<item>'));
    },
  );

  it('the news feed lists published news, newest first, linking each item’s page', async () => {
    const newest = ctx.app.db.prepare('SELECT id, title FROM news WHERE unpublished_at IS NULL ORDER BY published_at DESC, id DESC LIMIT 1').get() as {
      id: number;
      title: string;
    };
    const res = await ctx.app.inject({ url: '/api/feeds/news.rss' });
    expect(res.body).toContain(`<link>${PUBLIC_URL}/news</link>`);
    const items = [...res.body.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => m[0]);
    expect(items.length).toBeGreaterThan(5);
    expect(items[0]).toContain(`<link>${PUBLIC_URL}/news/newslist/${newest.id}</link>`);
    expect(items[0]).toContain(`<guid isPermaLink="false">aec-news-${newest.id}</guid>`);
  });
});
