// Browser figures of `npm run bench`: Lighthouse mobile per route, and the JavaScript of a first visit.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { get, TARGETS } from './util.mjs';

const require = createRequire(import.meta.url);

export const chromePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser Lighthouse drives has Noto Sans Bengali and Devanagari as system fonts (BENCH_FONTS=phone, the default
 * since decision 209): Lighthouse's mobile run emulates an Android phone, and Android carries both (most of our
 * readers' phones), so an Assamese or Hindi page's local() faces match and no font is downloaded. BENCH_FONTS=host:
 * this host's fonts (a bare Linux has neither script: the subsets are downloaded, the worst case, a device few readers
 * have). The fonts are fontsource's whole script files (not our subsets) made TrueType by fontTools, seen by this
 * browser alone through its own fontconfig file: the machine's fonts are not touched. Without fontTools the default
 * falls back to the host's fonts and says so.
 */
let fontsOfRun;
export function browserFonts(root) {
  fontsOfRun ??= readyFonts(root);
  return fontsOfRun;
}

/** Made once a bench run: the TrueType files (kept between runs) and the fontconfig file naming them. */
function readyFonts(root) {
  const asked = process.env.BENCH_FONTS;
  const mode = asked || 'phone';
  if (mode === 'host') return { mode, env: undefined };
  if (mode !== 'phone') throw new Error(`BENCH_FONTS must be phone (the default) or host, not ${mode}`);
  const dir = path.join(root, 'node_modules/.cache/bench-phone-fonts');
  mkdirSync(path.join(dir, 'fonts'), { recursive: true });
  for (const script of ['bengali', 'devanagari'])
    for (const weight of [400, 700]) {
      const ttf = path.join(dir, 'fonts', `noto-sans-${script}-${weight}.ttf`);
      if (existsSync(ttf)) continue;
      const woff2 = path.join(root, `node_modules/@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${weight}-normal.woff2`);
      try {
        execFileSync('fonttools', ['ttLib.woff2', 'decompress', '-o', ttf, woff2], { stdio: 'pipe' });
      } catch (error) {
        const missing = `a phone's fonts need fontTools (apt-get install fonttools python3-brotli) and ${woff2}: ${error.message}`;
        if (asked) throw new Error(`BENCH_FONTS=phone: ${missing}`);
        console.warn(`Lighthouse runs with this host's fonts: ${missing}`);
        return { mode: 'host', env: undefined };
      }
    }
  const config = path.join(dir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n` +
      `  <dir>${path.join(dir, 'fonts')}</dir>\n  <cachedir>${path.join(dir, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  return { mode, env: { ...process.env, FONTCONFIG_FILE: config } };
}

/** The app a served script belongs to, and where it lives in the builds. */
function localFile(root, pathname) {
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  return remote
    ? { app: remote[1], file: path.join(root, remote[1], 'dist', remote[2]) }
    : { app: 'shell', file: path.join(root, 'shell/dist', pathname.slice(1)) };
}

/**
 * The scripts of a visit, per app: files, transfer bytes (as the browser received them, headers
 * included; undefined outside Lighthouse), raw and gzip -9 bytes of the built file (as the old
 * bench counted). A script no longer in the build (rebuilt during the run) counts its transfer size.
 */
export function scriptWeight(root, site, scripts) {
  const origin = new URL(site).origin;
  const perApp = {};
  const total = { files: 0, transfer: 0, raw: 0, gzip: 0, missing: 0 };
  for (const { url, transfer } of scripts) {
    const u = new URL(url);
    const { app, file } = u.origin === origin ? localFile(root, decodeURIComponent(u.pathname)) : { app: u.origin, file: undefined };
    const w = (perApp[app] ??= { files: 0, transfer: 0, raw: 0, gzip: 0 });
    let raw = 0;
    let gzip = transfer ?? 0;
    if (file && existsSync(file)) {
      const body = readFileSync(file);
      raw = body.length;
      gzip = gzipSync(body, { level: 9 }).length;
    } else total.missing += 1;
    for (const t of [w, total]) {
      t.files += 1;
      t.transfer += transfer ?? 0;
      t.raw += raw;
      t.gzip += gzip;
    }
  }
  return { perApp, total };
}

/** Without Lighthouse: the scripts a first visit downloads, in Playwright's Chromium, no throttling. */
export async function pageScripts(site, route) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  try {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.origin === new URL(site).origin && (r.request().resourceType() === 'script' || u.pathname.endsWith('.js'))) scripts.set(r.url(), { url: r.url() });
    });
    await page.goto(site + route, { waitUntil: 'networkidle', timeout: 60_000 });
    // The app starts after the page's paint: on a busy machine the network can be idle before it has, and the
    // visit would count no app script at all. Wait for it (not on a page that starts at a tap: it never does).
    const startsAtTap = await page.evaluate(() => document.documentElement.getAttribute('data-app-start') === 'tap');
    if (!startsAtTap) {
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 60_000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle').catch(() => undefined);
    }
    await page.waitForTimeout(500);
    return [...scripts.values()];
  } finally {
    await browser.close();
  }
}

/** One Lighthouse mobile run (default config: Moto G Power, simulated slow 4G, 4x CPU slowdown). */
export async function lighthouseRun(root, site, route, { lhrDir } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, envVars: browserFonts(root).env });
  try {
    const result = await lighthouse(site + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    if (lhrDir) {
      // The whole report (LCP element, its breakdown, the critical request chain) for reading later.
      mkdirSync(lhrDir, { recursive: true });
      writeFileSync(path.join(lhrDir, `lhr${route.replace(/\W+/g, '-')}${Date.now()}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`.trim());
    const score = lhr.categories.performance.score;
    if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
    const audits = lhr.audits;
    const requests = audits['network-requests']?.details?.items ?? [];
    const scripts = requests
      .filter((r) => r.url && !r.url.startsWith('data:') && (r.resourceType === 'Script' || /\.m?js(\?|$)/.test(r.url)))
      .map((r) => ({ url: r.url, transfer: r.transferSize ?? 0 }));
    const documentRequest = requests.find((r) => r.resourceType === 'Document');
    const images = requests.filter((r) => r.resourceType === 'Image' && r.url && !r.url.startsWith('data:'));
    return {
      score: Math.round(score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      documentTransfer: documentRequest?.transferSize,
      // Everything the first visit downloaded (headers included), as Lighthouse counts it.
      transfer: audits['total-byte-weight']?.numericValue,
      // The images the visit downloaded (transfer bytes, headers included) and what the largest paint was.
      imageBytes: images.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      images: images.map((r) => ({ url: r.url, transfer: r.transferSize ?? 0 })),
      lcpElement: lcpElement(audits['largest-contentful-paint-element']),
      js: scriptWeight(root, site, scripts),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * `runs` Lighthouse runs of a route as a visitor of a popular page meets it: the page rendered into the page
 * cache before each (it keeps a page a minute, a run takes longer). A failed run is tried a second time (on a
 * busy machine a trace now and then fails to record: NO_NAVSTART). Each result is logged with `report`'s
 * line; the results and the failures' messages are returned.
 */
export async function lighthouseRuns(root, site, route, { runs, lhrDir, label, report }) {
  const results = [];
  const errors = [];
  for (let i = 0; i < runs; i += 1) {
    await get(site + route, { headers: { 'accept-encoding': 'gzip, deflate, br' } }).catch(() => {});
    let r;
    for (let attempt = 1; attempt <= 2 && !r; attempt += 1) {
      try {
        r = await lighthouseRun(root, site, route, { lhrDir });
      } catch (err) {
        errors.push(err.message);
        console.log(`${label} ${route} run ${i + 1}, attempt ${attempt}: ${err.message}`);
      }
    }
    if (!r) continue;
    results.push(r);
    console.log(`${label} ${route} ${report(r, `run ${i + 1}/${runs}`)}`);
  }
  return { results, errors };
}

/**
 * The largest paint's element as Lighthouse names it (its selector, and its label when that says more: an
 * image's alt text) and the phases of its time (TTFB, load delay, load time, render delay, in ms).
 */
function lcpElement(audit) {
  const tables = audit?.details?.type === 'list' ? audit.details.items : [audit?.details];
  const items = (tables ?? []).flatMap((table) => table?.items ?? []);
  const node = items.find((item) => item?.node?.selector)?.node;
  const phases = Object.fromEntries(items.filter((item) => item?.phase).map((item) => [item.phase, Math.round(item.timing)]));
  if (!node) return undefined;
  return { element: node.nodeLabel && node.nodeLabel !== node.selector ? `${node.selector} "${node.nodeLabel}"` : node.selector, phases };
}

/** What of the per-route Lighthouse targets (docs/product/performance.md) a (median) result misses; empty when it passes. */
export function lighthouseMisses(r) {
  if (r.error) return [r.error];
  const misses = [];
  if (r.score < TARGETS.score) misses.push(`score ${r.score} < ${TARGETS.score}`);
  if (r.lcp > TARGETS.lcpMs) misses.push(`LCP ${(r.lcp / 1000).toFixed(2)} s > ${TARGETS.lcpMs / 1000} s`);
  if (r.tbt > TARGETS.tbtMs) misses.push(`TBT ${Math.round(r.tbt)} ms > ${TARGETS.tbtMs} ms`);
  if (r.cls > TARGETS.cls) misses.push(`CLS ${r.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (r.transfer > TARGETS.firstVisitBytes) misses.push(`transfer ${(r.transfer / 1024).toFixed(1)} KB > ${TARGETS.firstVisitBytes / 1024} KB`);
  return misses;
}
