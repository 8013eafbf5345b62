import fs from 'node:fs';
import { repoRoot } from '../../../config';
import { requireServerBuild } from '../../../../test/built-web-root';
import { buildTestApp, type TestContext } from '../../../../test/helpers';
import { matchesEtag, pageEtag } from './page-etag';

/** A page the browser (or the service worker through it) already holds is answered 304, not sent again. */
requireServerBuild('page-etag.test');

describe('page validators', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '1', AEC_WEB_ROOT: repoRoot });
    // A page the render worker does not finish in time is drawn in the browser (the shell, no validator):
    // on a busy machine the worker's first start takes longer than a visitor would wait.
    Object.assign(ctx.app.pages.limits, { timeoutMs: 120_000, queueWaitMs: 120_000 });
  });
  afterAll(() => ctx?.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br', ...headers } });
  const renderedAt = (html: string) => /"renderedAt":(\d+)/.exec(html)?.[1];

  it('answers a page the browser holds with a 304 of no body, still naming its caching and variants', async () => {
    // Asked for as it is, then with brotli: a weak validator is the page's in every content-coding.
    const first = await page('/as/notifications', { 'accept-encoding': 'identity' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<html lang="as" data-ssr');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);

    const again = await page('/as/notifications', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(again.headers.vary).toBe('accept-encoding, save-data, cookie');
    expect(again.headers.etag).toBe(etag);
    // The 304's headers replace the kept page's: the page's own CSP, or its inline styles would be refused.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(String(first.headers['content-security-policy'])).toMatch(/style-src 'self' 'sha256-/);
  });

  it('keeps the validator when the page is rendered again with nothing changed, and changes it with the page', async () => {
    const before = await page('/notifications', { 'accept-encoding': 'identity' });
    ctx.app.pages.cache.clear();
    await new Promise((resolve) => setImmediate(resolve));
    const after = await page('/notifications', { 'accept-encoding': 'identity' });
    // A new render: another render time in its data, the same page to read.
    expect(renderedAt(after.body)).toBeDefined();
    expect(renderedAt(after.body)).not.toBe(renderedAt(before.body));
    expect(after.headers.etag).toBe(before.headers.etag);
    expect((await page('/notifications', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);

    // Another page, or the lite page of the same address, is another validator: sent whole.
    const lite = await page('/notifications', { 'save-data': 'on', 'if-none-match': String(before.headers.etag) });
    expect(lite.statusCode).toBe(200);
    expect(lite.headers.etag).not.toBe(before.headers.etag);
    expect((await page('/news', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
  });

  it('answers a cached page as its render was answered, without render() or a look at the site map per request', async () => {
    ctx.app.pages.cache.clear();
    const first = await page('/news');
    expect(first.statusCode).toBe(200);
    const render = jest.spyOn(ctx.app.pages, 'render');
    const stat = jest.spyOn(fs, 'statSync');
    // The server's start-up work (sample photos converted, attachments read) may clear the cache meanwhile on a busy
    // machine: each clear may cost one render, and nothing else may.
    const clearsBefore = ctx.app.pages.cache.epoch;
    try {
      const started = Date.now();
      const again = [];
      for (let n = 0; n < 40; n += 1) again.push(await page('/news'));
      const seconds = (Date.now() - started) / 1000;
      // The kept page's path (decision 184): no promise through render(), and the site map's names read once per
      // look at the live files (at most one a second), not stat'ed on every request as before.
      expect(render.mock.calls.length).toBeLessThanOrEqual(ctx.app.pages.cache.epoch - clearsBefore);
      const sitemapStats = stat.mock.calls.filter(([file]) => String(file).endsWith('sitemap.xml')).length;
      expect(sitemapStats).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
      expect(sitemapStats).toBeLessThan(again.length / 2);
      // Every header but the ones of the moment (and the length: the kept page is compressed again at brotli 11).
      const headers = (res: typeof first) => {
        const { date: _date, 'content-length': _length, connection: _connection, ...rest } = res.headers;
        return rest;
      };
      for (const res of again) {
        expect(res.statusCode).toBe(200);
        expect(headers(res)).toEqual(headers(first));
      }
      expect(headers(first)).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding, save-data, cookie', 'x-content-type-options': 'nosniff' });
    } finally {
      render.mockRestore();
      stat.mockRestore();
    }
  });

  it('gives no validator to a page that is not found', async () => {
    const missing = await page('/no-such-page-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('compares validators weakly, in a list or as *', () => {
    const etag = pageEtag(Buffer.from('<p>same</p><script id="aec-data">{"renderedAt":1}</script>'));
    expect(pageEtag(Buffer.from('<p>same</p><script id="aec-data">{"renderedAt":2}</script>'))).toBe(etag);
    expect(pageEtag(Buffer.from('<p>other</p><script id="aec-data">{"renderedAt":1}</script>'))).not.toBe(etag);
    expect(matchesEtag(`"x", ${etag.slice(2)}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"x"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
