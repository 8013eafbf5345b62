// The flood part of `npm run bench` (SECURITY.md, availability): while many clients ask for unique unknown
// addresses, does a real page keep answering, rendered on the server, quickly?
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { decodedBody, get, isServerRendered, percentile } from './util.mjs';

/** The flood's own sockets: one per client, apart from the measured reader's. */
function floodRequest(agent, url, timeoutMs) {
  return new Promise((resolve) => {
    const request = http.request(url, { agent, headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.statusCode)));
      response.on('error', () => resolve('error'));
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve(error.message === 'timeout' ? 'timeout' : 'error'));
    request.end();
  });
}

/**
 * `clients` loops each asking for /flood-<run>-<n> (a new unknown address every time) for `seconds`,
 * while one reader asks for `path` again and again: the reader's times (p50, p99, max), how many of
 * its answers were server-rendered, and what the flood got (answers by status, per second).
 */
export async function flood(site, { clients = 200, seconds = 20, path = '/notifications' } = {}) {
  if (new URL(site).hostname !== '127.0.0.1') throw new Error(`the bench only floods 127.0.0.1, not ${site}`);
  const run = Date.now().toString(36);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  // The page is in the cache before the flood, as a page people read is.
  await get(`${site}${path}`, { headers: { accept: 'text/html' } });
  const deadline = performance.now() + seconds * 1000;
  const statuses = {};
  let next = 0;
  const floodClient = async () => {
    while (performance.now() < deadline) {
      const status = await floodRequest(agent, `${site}/flood-${run}-${next++}`, 30_000);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const times = [];
  let serverRendered = 0;
  let failed = 0;
  const reader = async () => {
    while (performance.now() < deadline) {
      try {
        const response = await get(`${site}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' }, timeoutMs: 30_000 });
        times.push(response.ms);
        if (response.status === 200 && isServerRendered(decodedBody(response))) serverRendered += 1;
      } catch {
        failed += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all([...Array.from({ length: clients }, floodClient), reader()]);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const floodRequests = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    clients,
    seconds: elapsed,
    path,
    reads: times.length,
    failed,
    serverRendered,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.length ? Math.max(...times) : undefined,
    floodRequests,
    floodPerSecond: floodRequests / elapsed,
    floodStatuses: statuses,
  };
}
