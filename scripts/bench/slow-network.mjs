// Slow-network figures of `npm run bench` (decision 116): a repeat visit with the service worker, and the notice
// board with Save-Data: on. Playwright's Chromium, bytes as the network carried them (CDP encodedDataLength).
import { createRequire } from 'node:module';
import { chromePath } from './browser.mjs';

const require = createRequire(import.meta.url);

/** Lighthouse's mobile network (simulated slow 4G): 150 ms, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

async function withContext(options, work) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, ...options });
    return await work(context);
  } finally {
    await browser.close();
  }
}

/** Bytes the network carried for one page's load (a service worker's or the HTTP cache's answers carry none). */
async function networkBytes(context, page, load) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const fromCache = new Set();
  let bytes = 0;
  let requests = 0;
  const files = [];
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromServiceWorker || response.fromDiskCache || response.fromPrefetchCache) fromCache.add(requestId);
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (fromCache.has(requestId) || !encodedDataLength) return;
    bytes += encodedDataLength;
    requests += 1;
    files.push([new URL(urls.get(requestId) ?? 'about:blank').pathname, encodedDataLength]);
  });
  // What the service worker itself fetches (network-first pages, revalidations) is not the page's: counted from the
  // context, where Playwright reports the worker's requests. A request the HTTP cache answered carries no body here.
  const workerFetches = [];
  const onWorkerRequest = (request) => {
    if (request.serviceWorker()) workerFetches.push(request);
  };
  context.on('requestfinished', onWorkerRequest);
  await load();
  await page.waitForLoadState('networkidle');
  context.off('requestfinished', onWorkerRequest);
  await cdp.detach().catch(() => {});
  for (const request of workerFetches) {
    const sizes = await request.sizes().catch(() => undefined);
    const carried = sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
    if (!carried) continue;
    bytes += carried;
    requests += 1;
    files.push([`${new URL(request.url()).pathname} (service worker)`, carried]);
  }
  return { bytes, requests, files: files.sort((a, b) => b[1] - a[1]).slice(0, 8) };
}

/** The largest contentful paint of the page as it is now, ms from navigation (undefined when none was reported). */
const lcpOf = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(undefined), 3000);
      }),
  );

/**
 * A page visited once, then again (a new navigation) once the service worker controls the site. Undefined
 * figures and a sentence when the site registers no service worker.
 */
export async function repeatVisit(site, route) {
  return withContext({}, async (context) => {
    const page = await context.newPage();
    await page.goto(site + route, { waitUntil: 'networkidle', timeout: 60_000 });
    const controlled = await page
      .evaluate(async () => {
        if (!('serviceWorker' in navigator)) return false;
        const ready = await Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
        return ready;
      })
      .catch(() => false);
    if (!controlled) return { route, error: 'no service worker registered on the first visit' };
    // The page again, as a visitor comes back to it: a navigation of its own.
    const again = await context.newPage();
    const network = await networkBytes(context, again, () => again.goto(site + route, { waitUntil: 'load', timeout: 60_000 }));
    const byServiceWorker = await again.evaluate(() => Boolean(navigator.serviceWorker.controller));
    return { route, ...network, lcp: await lcpOf(again), byServiceWorker };
  });
}

/** A page with Save-Data: on, a first visit on the slow network: every byte it downloaded. */
export async function saveDataVisit(site, route) {
  return withContext({ extraHTTPHeaders: { 'Save-Data': 'on' }, serviceWorkers: 'block' }, async (context) => {
    const page = await context.newPage();
    const network = await networkBytes(context, page, () => page.goto(site + route, { waitUntil: 'load', timeout: 60_000 }));
    const lite = await page.evaluate(() => document.documentElement.hasAttribute('data-lite'));
    return { route, ...network, lite };
  });
}
