// The cost of starting the app at the first tap (decision 197): on a phone (390 px, Lighthouse's slow 4G and its 4x
// slower CPU), a page is opened, left to load, and its menu button tapped; how long until the menu is open, and the
// bytes over the network before and after the tap. With AEC_APP_START=paint the app has started after the paint,
// and the tap waits until it is ready (a tap before that is lost, as it always was): the time from load to ready is printed.
import { createRequire } from 'node:module';
import { chromePath } from './browser.mjs';
import { median } from './util.mjs';

const require = createRequire(import.meta.url);

/** Lighthouse's mobile network (simulated slow 4G: 150 ms, 1.6 Mbit/s down, 750 kbit/s up) and CPU (4x slower). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** Bytes the page has received over the network so far (Resource Timing's transferSize: the site's own files). */
const transferred = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('navigation')
      .concat(performance.getEntriesByType('resource'))
      .reduce((sum, entry) => sum + entry.transferSize, 0),
  );

/** One visit: { mode, loadMs, readyMs (paint: from navigation), tapToEffectMs, bytesBeforeTap, bytesAfterTap }. */
async function oneVisit(browser, site, route) {
  // No service worker: with AEC_APP_START=tap it is registered after load and would fetch the app's files for the page,
  // where the page's Resource Timing does not count them (the same bytes over the network either way).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${site}${route}`, { waitUntil: 'load' });
    const mode = (await page.locator('html').getAttribute('data-app-start')) ?? 'paint';
    const loadMs = await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);
    let readyMs;
    if (mode !== 'tap') {
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 120_000 });
      readyMs = await page.evaluate(() => performance.now());
    }
    await page.waitForLoadState('networkidle');
    const bytesBeforeTap = await transferred(page);
    // The moment of the tap and of the menu's opening, both by the page's clock.
    await page.evaluate(() => {
      const w = window;
      w.__tap = {};
      addEventListener('click', () => (w.__tap.at ??= performance.now()), true);
      new MutationObserver(() => {
        if (document.querySelector('button.menu-toggle[aria-expanded="true"]')) w.__tap.effect ??= performance.now();
      }).observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ['aria-expanded'] });
    });
    await page.locator('button.menu-toggle').click();
    await page.waitForFunction(() => window.__tap.effect !== undefined, undefined, { timeout: 120_000 });
    const tap = await page.evaluate(() => window.__tap);
    // What the app fetches after it is ready (a section's lazy chunk) is counted too.
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    return { mode, loadMs, readyMs, tapToEffectMs: tap.effect - tap.at, bytesBeforeTap, bytesAfterTap: (await transferred(page)) - bytesBeforeTap };
  } finally {
    await context.close();
  }
}

/** Medians of `runs` visits to each route. */
export async function firstTap(site, routes, runs) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const out = {};
  try {
    for (const route of routes) {
      const visits = [];
      for (let i = 0; i < runs; i += 1) visits.push(await oneVisit(browser, site, route));
      const mid = (key) => median(visits.map((v) => v[key]));
      out[route] = {
        mode: visits[0].mode,
        loadMs: mid('loadMs'),
        readyMs: mid('readyMs'),
        tapToEffectMs: mid('tapToEffectMs'),
        bytesBeforeTap: mid('bytesBeforeTap'),
        bytesAfterTap: mid('bytesAfterTap'),
        runs: visits,
      };
    }
  } finally {
    await browser.close();
  }
  return out;
}
