import zlib from 'node:zlib';
import { PageCache, encodedBody } from './page-cache';

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
});
