import { buildTestApp, type TestContext } from '../../../test/helpers';

/**
 * SECURITY.md: every absolute link of the feeds, the calendar files and the sitemap comes from
 * AEC_PUBLIC_URL, never from the request's Host or X-Forwarded-Host. These answers are cached (by nginx
 * for five minutes) for every reader: one forged header must not send everyone elsewhere.
 */
const PUBLIC_URL = 'https://www.aec.example';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

describe('links in feeds, calendars and the sitemap under a forged host', () => {
  let ctx: TestContext;
  let eventId: number;

  beforeAll(async () => {
    // Trusting every proxy: even then, X-Forwarded-Host must not reach a link.
    ctx = await buildTestApp({ AEC_SEED: '1', AEC_PUBLIC_URL: PUBLIC_URL, AEC_TRUST_PROXY: 'true' });
    eventId = (ctx.app.db.prepare('SELECT id FROM events WHERE unpublished_at IS NULL ORDER BY id LIMIT 1').get() as { id: number }).id;
  });
  afterAll(() => ctx?.close());

  /** Every http(s) URL in a body. */
  const urls = (body: string) => [...body.matchAll(/https?:\/\/[^\s<>"\\]+/g)].map((m) => m[0]);

  it.each(['/api/feeds/notices.rss', '/api/feeds/tenders.rss', '/api/feeds/news.rss', '/api/feeds/events.ics', '/sitemap.xml'])(
    '%s names only the public address',
    async (url) => {
      const res = await ctx.app.inject({ url, headers: FORGED });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil.example');
      const site = urls(res.body).filter((u) => !/^https?:\/\/(www\.sitemaps\.org|www\.w3\.org)\//.test(u));
      expect(site.length).toBeGreaterThan(0);
      for (const link of site) expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    },
  );

  it("one event's file: its page link and its UID's host are the public address's", async () => {
    const res = await ctx.app.inject({ url: `/api/feeds/events/${eventId}.ics`, headers: FORGED });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`\r\nURL;VALUE=URI:${PUBLIC_URL}/events/eventlist/${eventId}\r\n`);
    expect(res.body).toContain(`\r\nUID:event-${eventId}@www.aec.example\r\n`);
    expect(res.body).not.toContain('evil.example');
  });

  it('the notice feed asked with a forged host first is the same for the next reader', async () => {
    const forged = await ctx.app.inject({ url: '/api/feeds/notices.rss', headers: FORGED });
    const honest = await ctx.app.inject({ url: '/api/feeds/notices.rss' });
    expect(forged.body).toBe(honest.body);
    expect(honest.body).toContain(`<link>${PUBLIC_URL}/notifications</link>`);
  });
});
