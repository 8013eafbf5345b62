import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface CachedAnswer {
  /** UTF-8 bytes, encoded once. */
  body: Buffer;
  expiresAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

const COMPRESS_ABOVE = 1024;

/** Route option for answers sent through the cache, which compresses them itself. */
export const cachedAnswerRoute = { compress: false as const };

/**
 * Serialised list and detail answers kept in memory: they change only when staff publish, so
 * building, validating and compressing them once per write (or per minute, since tender status and
 * validity depend on the clock) instead of per request is most of the API's throughput.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 2_000,
  ) {}

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The answer for key, built (and serialised) by build() when missing or stale. */
  body(key: string, build: () => unknown): CachedAnswer {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= now) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      entry = { body: Buffer.from(JSON.stringify(build())), expiresAt: now + this.ttlMs };
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Sends the cached JSON, compressed once per entry when the client accepts it. */
  send(request: FastifyRequest, reply: FastifyReply, key: string, build: () => unknown): FastifyReply {
    const entry = this.body(key, build);
    reply.type('application/json; charset=utf-8');
    if (entry.body.length < COMPRESS_ABOVE) return reply.send(entry.body);
    const accept = request.headers['accept-encoding'];
    if (typeof accept === 'string') {
      reply.header('vary', 'accept-encoding');
      if (accept.includes('br')) {
        entry.br ??= zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } });
        return reply.header('content-encoding', 'br').send(entry.br);
      }
      if (accept.includes('gzip')) {
        entry.gzip ??= zlib.gzipSync(entry.body, { level: 6 });
        return reply.header('content-encoding', 'gzip').send(entry.gzip);
      }
    }
    return reply.send(entry.body);
  }
}
