// Small helpers of `npm run bench`: loopback-only HTTP with client-side timing, statistics, formatting.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

/** The targets of docs/product/performance.md, judged by the bench. */
export const TARGETS = {
  score: 100, // Lighthouse performance score per route, at least (a slow network's budgets, decision 116)
  medianScore: 95, // median score across the routes, at least
  lcpMs: 1200, // at most, every route in every language
  tbtMs: 250, // at most
  cls: 0.05, // at most
  // Served HTML, brotli, at most: ten segments of RFC 6928's initial window, so the first screen comes in the first
  // round trip; every route in all three languages. (KB = 1024 bytes everywhere else in the output.)
  htmlBrBytes: 14_600,
  firstVisitBytes: 150 * 1024, // a first visit's whole transfer (Lighthouse's total-byte-weight), at most
  repeatVisitBytes: 20 * 1024, // a page seen before, with the service worker: over the network, at most
  repeatVisitLcpMs: 800, // and its LCP, at most
  liteBoardBytes: 40 * 1024, // the notice board with Save-Data: on, everything it downloads, at most
  pageVsSameBytes: 0.8, // cached page throughput as a share of a bare Fastify route sending the same bytes, at least (the restated target)
  uncachedP99Ms: 50, // uncached render p99, under
  uncachedRenders: 200, // how many uncached renders the p99 is taken over, at least
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/**
 * GET on 127.0.0.1 only; resolves with status, headers, the body as sent (still compressed) and the
 * time from sending the request to the last byte of the body, measured here (the client side).
 */
export function get(url, { headers = {}, timeoutMs = 20_000 } = {}) {
  const target = new URL(url);
  if (target.hostname !== '127.0.0.1') return Promise.reject(new Error(`the bench only talks to 127.0.0.1, not ${target.hostname}`));
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(target, { agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks), ms: performance.now() - started }),
      );
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end();
  });
}

/** The body of a response from get(), decompressed as the browser would. */
export function decodedBody(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body);
  if (encoding === 'gzip') return zlib.gunzipSync(response.body);
  return response.body;
}

export const brotli11 = (buffer) =>
  zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } }).length;

/** A page the server rendered (the template marks it), not the shell's empty index.html it falls back to. */
export const isServerRendered = (html) => /<html[^>]*\bdata-ssr\b/.test(html.subarray(0, 2048).toString('utf8'));

export async function waitFor(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await get(url, { timeoutMs: 2000 })).status === 200) return;
    } catch {
      // not listening yet: try again
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile (p99 of 200 values is the 198th smallest). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const kb = (bytes) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
export const ms = (value) => (value === undefined ? '–' : String(Math.round(value)));
export const ms1 = (value) => (value === undefined ? '–' : value.toFixed(1));
export const verdict = (ok) => (ok === undefined ? '–' : ok ? 'PASS' : 'FAIL');

let ticksPerSecond;
/** CPU time (user + system, all threads) a process has used so far, in ms; undefined where /proc is missing. */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    // Fields 14 and 15 of proc(5): utime and stime; the list here starts at field 3.
    return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
  } catch {
    return undefined;
  }
}
