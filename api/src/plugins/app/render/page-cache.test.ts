import zlib from 'node:zlib';
import { BEST_QUALITY, FIRST_QUALITY, PageCache, encodedBody } from './page-cache';

describe('PageCache', () => {
  it('keeps a page until it expires', () => {
    const cache = new PageCache(1_000);
    const now = jest.spyOn(Date, 'now').mockReturnValue(10_000);
    try {
      cache.set('/a', 200, '<p>a</p>');
      expect(cache.get('/a')?.html.toString()).toBe('<p>a</p>');
      now.mockReturnValue(11_000);
      expect(cache.get('/a')).toBeUndefined();
      expect(cache.size).toBe(0);
    } finally {
      now.mockRestore();
    }
  });

  it('keeps an expired page as stale for a while, until a clear or a new copy', () => {
    const cache = new PageCache(1_000, 500, 10_000, 200, 5_000);
    const now = jest.spyOn(Date, 'now').mockReturnValue(10_000);
    try {
      cache.set('/a', 200, '<p>a</p>');
      cache.set('/missing', 404, '<p>404</p>');
      expect(cache.stale('/a')).toBeUndefined(); // fresh: get() answers it
      now.mockReturnValue(11_000);
      expect(cache.get('/a')).toBeUndefined();
      expect(cache.stale('/a')?.html.toString()).toBe('<p>a</p>');
      expect(cache.stale('/missing')).toBeUndefined(); // only real pages
      now.mockReturnValue(15_999);
      expect(cache.stale('/a')).toBeDefined();
      now.mockReturnValue(16_000);
      expect(cache.stale('/a')).toBeUndefined();
      now.mockReturnValue(20_000);
      cache.set('/b', 200, '<p>b</p>');
      now.mockReturnValue(21_500);
      expect(cache.get('/b')).toBeUndefined();
      cache.clear();
      expect(cache.stale('/b')).toBeUndefined();
    } finally {
      now.mockRestore();
    }
  });

  it('drops the oldest page when full, and not for a page it replaces', () => {
    const cache = new PageCache(60_000, 2);
    cache.set('/a', 200, 'a');
    cache.set('/b', 200, 'b');
    cache.set('/b', 200, 'b2');
    expect(cache.get('/a')).toBeDefined();
    cache.set('/c', 200, 'c');
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')?.html.toString()).toBe('b2');
    expect(cache.get('/c')).toBeDefined();
  });

  it('does not keep a page rendered from data read before a clear (a write while it rendered)', () => {
    const cache = new PageCache();
    const epoch = cache.epoch;
    cache.clear();
    const page = cache.set('/notifications', 200, 'stale', epoch);
    expect(page.html.toString()).toBe('stale');
    expect(cache.get('/notifications')).toBeUndefined();
    cache.set('/notifications', 200, 'fresh', cache.epoch);
    expect(cache.get('/notifications')?.html.toString()).toBe('fresh');
  });

  it('compresses a page once per encoding, as the client accepts', () => {
    const cache = new PageCache();
    const page = cache.set('/', 200, '<p>hello</p>'.repeat(100));
    const br = encodedBody(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page.html.toString());
    expect(encodedBody(page, 'br').body).toBe(br.body);
    const gzip = encodedBody(page, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page.html.toString());
    expect(encodedBody(page, undefined)).toEqual({ body: page.html });
  });

  describe('best brotli for a page asked for again', () => {
    // A page of varied text, as a real one: brotli's qualities differ on it.
    const html = Array.from(
      { length: 400 },
      (_, i) => `<li class="row r${i % 7}"><a href="/notice/${i * 37}">Notice ${(i * 7919) % 1000} of the ${i % 3 ? 'college' : 'office'}</a></li>`,
    ).join('');
    const brotli = (quality: number) => zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });

    it('answers the first request at once at the first quality, and the next ones at the best, compressed off the request path', async () => {
      const cache = new PageCache();
      const first = encodedBody(cache.set('/notifications', 200, html), 'br').body;
      expect(first.length).toBe(brotli(FIRST_QUALITY).length);
      const hit = cache.get('/notifications')!;
      // The hit that queued the work is answered with the bytes there are.
      expect(encodedBody(hit, 'br').body).toBe(first);
      await cache.compressed();
      const best = encodedBody(cache.get('/notifications')!, 'br').body;
      expect(best.length).toBe(brotli(BEST_QUALITY).length);
      expect(best.length).toBeLessThan(first.length);
      expect(zlib.brotliDecompressSync(best).toString()).toBe(html);
    });

    it('never compresses again a page asked for once, a 404, or a page dropped by a clear', async () => {
      const cache = new PageCache();
      const once = cache.set('/once', 200, html);
      const first = encodedBody(once, 'br').body;
      encodedBody(cache.set('/missing', 404, html), 'br');
      const missing = cache.get('/missing')!;
      const cleared = cache.set('/cleared', 200, html);
      encodedBody(cleared, 'br');
      cache.get('/cleared');
      const clearedFirst = cleared.br;
      cache.clear();
      await cache.compressed();
      expect(once.br).toBe(first);
      expect(missing.best).toBeUndefined();
      expect(missing.br!.length).toBe(brotli(FIRST_QUALITY).length);
      expect(cleared.br).toBe(clearedFirst);
    });
  });
});
