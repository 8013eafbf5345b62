import { repoRoot } from '../../config';
import { requireServerBuild } from '../../../test/built-web-root';
import { buildTestApp, type TestContext } from '../../../test/helpers';

/** Lite pages, rendered by the real builds: Save-Data or the footer's Lite link (a cookie). */
requireServerBuild('lite.test');

describe('lite pages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '1', AEC_WEB_ROOT: repoRoot });
  });
  afterAll(() => ctx?.close());

  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers: { accept: 'text/html', ...headers } });
  const images = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];
  /** The page's own mark (the inline CSS names html[data-lite] on every page). */
  const isLite = (html: string) => /^<!doctype html><html [^>]*\bdata-lite\b/i.test(html);

  it('Save-Data: on renders the page lite: marked, no font preloaded, no image, no carousel, the banner a button', async () => {
    const full = await page('/as/');
    const lite = await page('/as/', { 'save-data': 'on' });
    expect(images(full.body).length).toBeGreaterThan(0);
    expect(lite.statusCode).toBe(200);
    expect(lite.body).toMatch(/<html lang="as" data-ssr data-lite/);
    expect(isLite(full.body)).toBe(false);
    // Neither preloads a font (decision 114); the lite one names none either.
    for (const res of [full, lite]) expect(res.body).not.toMatch(/as="?font/);
    expect(lite.body).not.toMatch(/as="?image/);
    expect(images(lite.body)).toEqual([]);
    expect(lite.body).toContain('class="aec-lite-image"');
    expect(lite.body).toContain('nt-carousel-lite');
    expect(lite.body).not.toContain('nt-carousel--home');
    // Both answers name what they vary on, for nginx and any shared cache.
    for (const res of [full, lite]) expect(res.headers.vary).toBe('accept-encoding, save-data, cookie');
  });

  it('keeps lite and full pages of one address apart in the page cache', async () => {
    await page('/notifications', { 'save-data': 'on' });
    expect(isLite((await page('/notifications')).body)).toBe(false);
    expect(isLite((await page('/notifications', { 'save-data': 'on' })).body)).toBe(true);
  });

  it("the visitor's choice wins over Save-Data either way", async () => {
    expect(isLite((await page('/hi/notifications', { cookie: 'aec_lite=1' })).body)).toBe(true);
    expect(isLite((await page('/hi/notifications', { cookie: 'aec_lite=0', 'save-data': 'on' })).body)).toBe(false);
  });

  it('the footer links to the choice in the page language, and the link remembers it and leads back', async () => {
    const full = await page('/hi/notifications');
    expect(full.body).toContain(`href="/api/lite?mode=on&amp;back=%2Fhi%2Fnotifications"`);
    const on = await ctx.app.inject({ url: '/api/lite?mode=on&back=%2Fhi%2Fnotifications' });
    expect(on.statusCode).toBe(303);
    expect(on.headers.location).toBe('/hi/notifications');
    expect(on.headers['set-cookie']).toMatch(/^aec_lite=1; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const lite = await page('/hi/notifications', { cookie: 'aec_lite=1' });
    expect(lite.body).toContain(`href="/api/lite?mode=off&amp;back=%2Fhi%2Fnotifications"`);
    const off = await ctx.app.inject({ url: '/api/lite?mode=off&back=/' });
    expect(off.headers['set-cookie']).toMatch(/^aec_lite=0;/);
  });

  it.each([
    ['mode=maybe', 'mode'],
    ['mode=on&back=https://evil.example/', 'address on this site'],
    ['mode=on&back=//evil.example/', 'address on this site'],
    ['mode=on&back=/\\evil.example', 'address on this site'],
  ])('refuses /api/lite?%s with a sentence', async (query, said) => {
    const res = await ctx.app.inject({ url: `/api/lite?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(said);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
