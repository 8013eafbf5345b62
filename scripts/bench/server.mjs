// Server-side figures of `npm run bench`: the served HTML's size, uncached render times, throughput.
import { createRequire } from 'node:module';
import { brotli11, decodedBody, get, isServerRendered, median, percentile, TARGETS } from './util.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const BROWSER_ENCODINGS = 'gzip, deflate, br';

/**
 * Each route asked for as a browser asks (Accept-Encoding with br): the body bytes as sent, the
 * identity size, brotli quality 11 of it for comparison, and the time of that first, uncached
 * request (the page cache is per URL; nothing has asked for it before).
 */
export async function htmlSizes(site, routes) {
  const results = {};
  for (const route of routes) {
    try {
      const response = await get(site + route, { headers: { 'accept-encoding': BROWSER_ENCODINGS, accept: 'text/html' } });
      const html = decodedBody(response);
      const encoding = response.headers['content-encoding'] ?? 'identity';
      results[route] = {
        status: response.status,
        serverRendered: isServerRendered(html),
        encoding,
        identityBytes: html.length,
        servedBytes: response.body.length,
        brotli11Bytes: brotli11(html),
        firstRequestMs: response.ms,
        cachedBytes: await cachedBytes(site + route, response.body.length),
      };
      // The served size is what a visitor downloads (the cached page's: every visitor's but the first
      // after a render's); without br it is what was sent.
      results[route].pass = response.status === 200 && results[route].serverRendered && results[route].cachedBytes <= TARGETS.htmlBrBytes && encoding === 'br';
    } catch (err) {
      results[route] = { error: err.message, pass: false };
    }
  }
  return results;
}

/**
 * The bytes of a page answered from the cache once the server compressed it again at its best brotli
 * (page-cache.ts: the second request queues that, off its path): asked until they change, for at most 5 s.
 */
async function cachedBytes(url, firstBytes) {
  const ask = async () => (await get(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS, accept: 'text/html' } })).body.length;
  let bytes = await ask();
  for (let tries = 0; bytes === firstBytes && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    bytes = await ask();
  }
  return bytes;
}

/**
 * Uncached server renders: `count` distinct URLs (`path?q=bench-<run>-<n>`, each its own cache key)
 * asked for `concurrency` at a time, stopped after `seconds` whatever the count. Times are the
 * client's, loopback, request sent to last byte, Accept-Encoding br as a browser sends it (the
 * first compression of a page is part of its render). Answers that are not server-rendered (the
 * shell's fallback when a render fails) are counted apart and left out of the percentiles.
 */
export async function uncachedRenders(
  site,
  { path = '/notifications', count = TARGETS.uncachedRenders, warmup = 10, concurrency = 1, seconds = 120, serverCpuMs = () => undefined } = {},
) {
  const run = Date.now().toString(36);
  const separator = path.includes('?') ? '&' : '?';
  // q: a parameter pages read, so each is a new cache entry (one no page reads is left out of the key).
  const url = (n) => `${site}${path}${separator}q=bench-${run}-${n}`;
  const ask = async (n) => {
    const response = await get(url(n), { headers: { 'accept-encoding': BROWSER_ENCODINGS, accept: 'text/html' } });
    return { ms: response.ms, ok: response.status === 200 && isServerRendered(decodedBody(response)), status: response.status };
  };
  for (let n = 0; n < warmup; n += 1) await ask(`w${n}`).catch(() => {});

  const times = [];
  const failures = {};
  const tally = (reason) => (failures[reason] = (failures[reason] ?? 0) + 1);
  let next = 0;
  let stoppedByTime = false;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  const cpuBefore = serverCpuMs();
  const worker = async () => {
    while (next < count) {
      if (Date.now() > deadline) {
        stoppedByTime = true;
        return;
      }
      const n = next++;
      try {
        const r = await ask(n);
        if (r.ok) times.push(r.ms);
        else tally(r.status === 200 ? 'not server-rendered' : `status ${r.status}`);
      } catch (err) {
        tally(err.message);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  const cpuAfter = serverCpuMs();
  const failed = Object.values(failures).reduce((a, b) => a + b, 0);
  return {
    path,
    concurrency,
    warmup,
    asked: count,
    measured: times.length,
    failed,
    failures,
    stoppedByTime,
    seconds: (Date.now() - started) / 1000,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.length ? Math.max(...times) : undefined,
    // The server's CPU time per page (its process, render worker included): what a render costs
    // whatever else the machine is doing, unlike the wall-clock times.
    serverCpuMsPerRender:
      cpuBefore !== undefined && cpuAfter !== undefined && times.length + failed > 0 ? (cpuAfter - cpuBefore) / (times.length + failed) : undefined,
    mean: times.length ? times.reduce((a, b) => a + b, 0) / times.length : undefined,
    median: median(times),
    pass: failed === 0 && times.length >= TARGETS.uncachedRenders && percentile(times, 99) < TARGETS.uncachedP99Ms,
  };
}

/** autocannon on one URL: 50 connections, headers as a browser sends them (baseline included). */
export function load(url, seconds, connections = 50) {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`the bench only loads 127.0.0.1, not ${url}`);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, pipelining: 1, duration: seconds, headers: { 'accept-encoding': BROWSER_ENCODINGS } }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}
