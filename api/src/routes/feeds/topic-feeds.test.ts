import Parser from 'rss-parser';
import { alertTopics } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers';

const PUBLIC_URL = 'https://www.aec.example';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

/** Every topic's RSS feed, read as a feed reader reads it (rss-parser: xml2js under it). */
describe('a feed per topic', () => {
  let ctx: TestContext;
  const parser = new Parser();
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '1', AEC_PUBLIC_URL: PUBLIC_URL, AEC_TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx?.close());

  const feeds = alertTopics().flatMap((t) => (t.feed ? [[t.id, t.feed, t.path] as const] : []));

  it('every kind and department has one', () => {
    expect(feeds.map(([id]) => id)).toEqual(expect.arrayContaining(['notices', 'aec', 'tenders', 'news', 'events', 'department:cse', 'department:mca']));
    expect(feeds).toHaveLength(5 + 13);
  });

  it.each(feeds)('%s (%s) parses, links its page and items on the public address only', async (_id, feed, page) => {
    const res = await ctx.app.inject({ url: feed, headers: FORGED });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const parsed = await parser.parseString(res.body);
    expect(parsed.title).toMatch(/^Assam Engineering College: /);
    expect(parsed.link).toBe(`${PUBLIC_URL}${page}`);
    expect(res.body).not.toContain('evil.example');
    for (const item of parsed.items) {
      expect(item.title).toBeTruthy();
      expect(item.link!.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      expect(Number.isNaN(Date.parse(item.isoDate!))).toBe(false);
    }
  });

  it("the college's feed holds AEC notices only; a department's its own board", async () => {
    const aec = await parser.parseString((await ctx.app.inject({ url: '/api/feeds/aec.rss' })).body);
    const all = await parser.parseString((await ctx.app.inject({ url: '/api/feeds/notices.rss' })).body);
    const aecIds = ctx.app.db.prepare("SELECT id FROM notices WHERE type = 'AEC' AND unpublished_at IS NULL").pluck().all() as number[];
    expect(aec.items.length).toBeGreaterThan(0);
    expect(aec.items.length).toBeLessThan(all.items.length);
    for (const item of aec.items) expect(aecIds).toContain(Number(/\/notice\/(\d+)$/.exec(item.link!)![1]));
    const cse = await parser.parseString((await ctx.app.inject({ url: '/api/feeds/department/cse.rss' })).body);
    const cseTitles = ctx.app.db.prepare('SELECT title FROM department_notifications WHERE dept_id = 6 AND unpublished_at IS NULL').pluck().all();
    expect(cse.items.map((i) => i.title).sort()).toEqual([...cseTitles].sort());
    expect((await ctx.app.inject({ url: '/api/feeds/department/astrology.rss' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/feeds/department/cse.xml' })).statusCode).toBe(404);
  });
});
