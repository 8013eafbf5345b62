import zlib from 'node:zlib';

export interface CachedPage {
  status: number;
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  expiresAt: number;
  /** Its brotli is (being) made again at BEST_QUALITY: asked for once more from the cache. */
  best?: boolean;
}

/** A page's first brotli: about 2 ms for a 100 KB page, within 2% of quality 9's size (which takes 120 ms). */
export const FIRST_QUALITY = 5;
/**
 * A page asked for again is compressed once more at brotli's best (about 12% smaller, some 100 ms of a
 * thread-pool thread for a 120 KB page), off the request path and one at a time: the answer that asked
 * does not wait, and the next ones get the smaller bytes. A page asked for once never pays for it.
 */
export const BEST_QUALITY = 11;

const brotliOptions = (html: Buffer, quality: number) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
});

/**
 * Rendered public pages by URL. Nothing personal is ever in one (the render reads only public API
 * answers, without the visitor's cookies). Cleared by every write and every deploy; entries also
 * expire, since "new" badges and tender status depend on the clock. Pages of another status (a 404
 * for a made-up address) are kept briefly and apart, in fewer places: a flood of unknown addresses
 * renders each once and never pushes a real page out. A page that merely expired is kept a while longer
 * as stale, for the moment its render is refused (the queue full under a flood): a minute-old page is
 * better than one drawn in the browser. A clear (a write, a deploy) drops the stale ones too.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly misses = new Map<string, CachedPage>();
  private readonly expired = new Map<string, CachedPage>();
  private clears = 0;
  /** Pages waiting for their best brotli, and whether one is being compressed. */
  private readonly toCompress: CachedPage[] = [];
  private compressing?: Promise<void>;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxPages = 500,
    private readonly missTtlMs = 10_000,
    private readonly maxMisses = 200,
    private readonly staleMs = 10 * 60_000,
  ) {}

  get(key: string): CachedPage | undefined {
    const kept = this.pages.has(key) ? this.pages : this.misses;
    const page = kept.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= Date.now()) {
      kept.delete(key);
      if (kept === this.pages) {
        if (this.expired.size >= this.maxPages) this.expired.delete(this.expired.keys().next().value!);
        this.expired.set(key, page);
      }
      return undefined;
    }
    if (kept === this.pages && !page.best) {
      page.best = true;
      this.toCompress.push(page);
      this.compressing ??= this.compressQueued();
    }
    return page;
  }

  /**
   * The page of status 200 that expired at most staleMs ago and was not cleared since: answered only when
   * its render is refused (page-renderer.ts), never instead of a render that can run.
   */
  stale(key: string): CachedPage | undefined {
    const page = this.expired.get(key) ?? this.pages.get(key);
    if (!page || page.expiresAt > Date.now()) return undefined;
    return page.expiresAt + this.staleMs > Date.now() ? page : undefined;
  }

  /** Compresses the queued pages at BEST_QUALITY in the thread pool, one after another, from the next turn on. */
  private async compressQueued(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    for (let page = this.toCompress.shift(); page; page = this.toCompress.shift()) {
      if (page.expiresAt <= Date.now()) continue;
      const html = page.html;
      try {
        page.br = await new Promise<Buffer>((resolve, reject) =>
          zlib.brotliCompress(html, brotliOptions(html, BEST_QUALITY), (err, body) => (err ? reject(err) : resolve(body))),
        );
      } catch {
        // Kept at its first quality: still a whole, valid answer.
      }
    }
    this.compressing = undefined;
  }

  /** Resolves once no page waits for its best brotli (tests, and a caller that wants the bytes settled). */
  async compressed(): Promise<void> {
    while (this.compressing) await this.compressing;
  }

  /**
   * Changes with every clear(). A page made of data read before a write must not be kept after it:
   * take the epoch before reading, and give it to set().
   */
  get epoch(): number {
    return this.clears;
  }

  /** Keeps a page (unless the cache was cleared since `epoch`); answers it either way. */
  set(key: string, status: number, html: string, epoch = this.clears): CachedPage {
    const ok = status === 200;
    const page: CachedPage = { status, html: Buffer.from(html), expiresAt: Date.now() + (ok ? this.ttlMs : this.missTtlMs) };
    if (epoch !== this.clears) return { ...page, expiresAt: 0 };
    const [kept, max, other]: [Map<string, CachedPage>, number, Map<string, CachedPage>] = ok
      ? [this.pages, this.maxPages, this.misses]
      : [this.misses, this.maxMisses, this.pages];
    other.delete(key);
    this.expired.delete(key);
    // Oldest first out: a Map keeps insertion order.
    if (kept.size >= max && !kept.has(key)) kept.delete(kept.keys().next().value!);
    kept.set(key, page);
    return page;
  }

  clear(): void {
    this.clears += 1;
    this.pages.clear();
    this.misses.clear();
    this.expired.clear();
    this.toCompress.length = 0;
  }

  /** Pages of status 200 kept. */
  get size(): number {
    return this.pages.size;
  }

  /** Pages of another status (404) kept. */
  get missCount(): number {
    return this.misses.size;
  }
}

/** The page's bytes in the best encoding the client accepts, compressed once per cached page. */
export function encodedBody(page: CachedPage, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (acceptEncoding?.includes('br')) {
    page.br ??= zlib.brotliCompressSync(page.html, brotliOptions(page.html, FIRST_QUALITY));
    return { body: page.br, encoding: 'br' };
  }
  if (acceptEncoding?.includes('gzip')) {
    page.gzip ??= zlib.gzipSync(page.html, { level: 6 });
    return { body: page.gzip, encoding: 'gzip' };
  }
  return { body: page.html };
}
