#!/usr/bin/env node
// npm run bench: the figures of docs/product/performance.md, against the production build served by a fresh API on loopback.
//
//   html        served HTML per route: bytes as sent with Accept-Encoding br (target < 30 KB), identity
//               size, brotli-11 of it, time of the first (uncached) request
//   render      uncached server renders: N distinct URLs /notifications?q=bench-…, p50/p95/p99 (< 50 ms)
//   api         autocannon: bare Fastify hello-world, a bare Fastify route sending the cached page's bytes, the
//               cached /notifications page (≥ 80 % of that same-bytes route) and API calls, same run
//   lighthouse  Lighthouse mobile (default throttling) per route: score, LCP, TBT, CLS, FCP, first-visit
//               JS (transfer and gzip) and benchmarkIndex, judged per route, worst first, median score
//   weight      first-visit JS per app without Lighthouse (Playwright); runs by default only when
//               Lighthouse is skipped, since Lighthouse's runs give the same figures
//   network     a slow network's budgets (decision 116): a repeat visit with the service worker (≤ 20 KB over the
//               network, LCP ≤ 0.8 s) and the notice board with Save-Data: on in each language (≤ 40 KB in all)
//   search      docs/product/search.md: p99 of 2,000 searches over 10,000 sample notices in en/as/hi (≤ 20 ms), the index's size
//   pdftext     docs/product/search.md: extraction of a 20-page PDF (≤ 2 s), OCR pages a minute, the corpus with three 5-page PDFs a notice
//   images      docs/product/news-and-events.md: a 12 MP JPEG upload's processing time and the WebP a 390 px phone downloads (≤ 120 KB);
//               then that photo published as a news item's (staff API): /news and its page in Lighthouse mobile, image bytes
//               (≤ 120 KB) and LCP (≤ 1.2 s), BENCH_RUNS runs each (medians); the item is deleted after
//   tap         decision 197: the menu tapped at 390 px on slow 4G with a 4x slower CPU once the page has loaded: the time
//               until it is open, bytes before and after the tap (AEC_APP_START=tap|paint, the server's setting, passes through)
//   flood       SECURITY.md: 200 clients ask for unique unknown addresses for 20 s while one reader
//               asks for /notifications: its p99 (≤ 1 s) and how many of its answers were server-rendered
//
// `npm run bench -- html render` runs some parts. Environment:
//   BENCH_ROUTES=/,/about,news-detail   routes of html/lighthouse/weight (default: the twelve and four Assamese/Hindi pages of docs/product/performance.md;
//                                       news-detail is the newest news item's page)
//   BENCH_SKIP_LIGHTHOUSE=1             no Lighthouse
//   BENCH_RUNS=3                        Lighthouse runs per route; the medians are reported (default 1)
//   BENCH_LHR_DIR=dir                   keep every Lighthouse report there
//   BENCH_FONTS=host                    Lighthouse with this host's fonts (a bare Linux has no Bengali or Devanagari face and
//                                       downloads the subsets); default phone: Noto Sans Bengali and Devanagari as system
//                                       fonts, as on the Android phone Lighthouse emulates (decision 209)
//   BENCH_PORT=3210                     the site's port; hello-world gets the next one
//   BENCH_SECONDS=5                     autocannon seconds per target (at most 60)
//   BENCH_RENDERS=200, BENCH_RENDER_SECONDS=120, BENCH_RENDER_CONCURRENCY=1, BENCH_RENDER_PATH=/notifications
//   BENCH_FLOOD_CLIENTS=200, BENCH_FLOOD_SECONDS=20
//   BENCH_NO_BUILD=1                    do not build missing apps first
// Results: bench-results/latest.json, and a copy named by the run's date and parts (a later run of some parts
// replaces latest.json, not the figures of an earlier one).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { browserFonts, lighthouseMisses, lighthouseRuns, pageScripts, scriptWeight } from './bench/browser.mjs';
import { inAllLanguages, resolveRoutes, selectedRoutes } from './bench/routes.mjs';
import { repeatVisit, saveDataVisit } from './bench/slow-network.mjs';
import { htmlSizes, load, uncachedRenders } from './bench/server.mjs';
import { flood } from './bench/flood.mjs';
import { searchBench, SEARCH_TARGETS } from './bench/search.mjs';
import { pdfTextBench, printPdfText } from './bench/pdf-text.mjs';
import { imagesBench, printImages } from './bench/images.mjs';
import { firstTap } from './bench/first-tap.mjs';
import { decodedBody, get, isServerRendered, kb, median, ms, ms1, processCpuMs, TARGETS, verdict, waitFor } from './bench/util.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const flag = (name) => /^(1|true|yes)$/i.test(env[name] ?? '');
const bounded = (name, fallback, min, max) => {
  const value = Number(env[name] ?? fallback);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
};
const SITE_PORT = bounded('BENCH_PORT', 3210, 1024, 65534);
const HELLO_PORT = SITE_PORT + 1;
const site = `http://127.0.0.1:${SITE_PORT}`;
const hello = `http://127.0.0.1:${HELLO_PORT}/`;

const PARTS = ['html', 'render', 'api', 'weight', 'lighthouse', 'network', 'tap', 'flood', 'search', 'pdftext', 'images'];
const only = process.argv.slice(2);
for (const part of only) if (!PARTS.includes(part)) throw new Error(`unknown part "${part}" (parts: ${PARTS.join(', ')})`);
const skipLighthouse = flag('BENCH_SKIP_LIGHTHOUSE');
const requestedRoutes = selectedRoutes(); // BENCH_ROUTES checked before anything starts
const want = (part) => {
  if (part === 'lighthouse' && skipLighthouse) return false;
  if (only.length) return only.includes(part);
  return part !== 'weight' || skipLighthouse;
};

function startProcess(script, processEnv) {
  return spawn(process.execPath, [script], { env: { ...env, ...processEnv }, stdio: ['ignore', 'ignore', 'inherit'] });
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
/** A machine busy with other work gives figures that say little: said next to them. */
function warnIfBusy(part) {
  const [oneMinute] = os.loadavg();
  if (oneMinute <= os.cpus().length) return;
  const warning = `load average ${oneMinute.toFixed(1)} on ${os.cpus().length} CPU(s) before ${part}: other work is running, the figures below are not representative`;
  (out.warnings ??= []).push(warning);
  console.log(`Warning: ${warning}.`);
}
/**
 * After its start the server does background work for a while (the site's pages rendered into the search
 * index, PDF text read, stored photos converted): the figures are of a server at rest, so wait until its
 * process uses under 5% of a core and renders no page (the index's renders read their data on the main thread,
 * beside the requests measured) for two seconds running, and print how long that took. The render count is
 * the steadier sign on a busy machine: a process that other work keeps off the CPU looks quiet by its CPU time.
 */
async function settled(pid) {
  const started = Date.now();
  let quietSeconds = 0;
  let before = processCpuMs(pid);
  let rendersBefore = await renderCount();
  while (quietSeconds < 2 && Date.now() - started < 180_000 && before !== undefined) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = processCpuMs(pid);
    const renders = await renderCount();
    quietSeconds = now - before < 50 && renders === rendersBefore ? quietSeconds + 1 : 0;
    before = now;
    rendersBefore = renders;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  out.startupWorkSeconds = Number(seconds);
  console.log(`The server's start-up work (search index of the site's pages, PDF text, photos) settled after ${seconds} s.`);
}

/** Server renders so far, by /metrics (every outcome); undefined when it cannot be read. */
async function renderCount() {
  try {
    const text = (await get(`${site}/metrics`)).body.toString('utf8');
    return [...text.matchAll(/^aec_page_render_duration_seconds_count\{[^}]*\} (\d+)/gm)].reduce((sum, [, n]) => sum + Number(n), 0);
  } catch {
    return undefined;
  }
}

const out = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadAverageAtStart: os.loadavg() },
  targets: TARGETS,
};
const summary = [];

if (!flag('BENCH_NO_BUILD')) await build({ missingOnly: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aec-bench-'));
// The grievance lookup is rate limited per client in production; the bench is one client.
const children = [
  startProcess(path.join(root, 'api/dist/server.js'), {
    PORT: String(SITE_PORT),
    HOST: '127.0.0.1',
    AEC_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AEC_RATE_LIMIT_MAX: '100000000',
  }),
];
if (want('api')) children.push(startProcess(path.join(root, 'scripts/bench-hello.mjs'), { PORT: String(HELLO_PORT) }));
const stopChildren = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopChildren();
    process.exit(130);
  });
}

try {
  await waitFor(`${site}/api/health`);
  if (want('api')) await waitFor(hello);
  await settled(children[0].pid);
  const routes = await resolveRoutes(requestedRoutes, site);
  out.routes = routes;
  console.log(`\nBench of ${site}: ${routes.length} route(s), ${os.cpus().length} CPU(s), load average ${loadAverage()}`);

  // The HTML budget holds for every route in all three languages.
  if (want('html')) await htmlPart(inAllLanguages(routes));
  if (want('render')) await renderPart();
  if (want('api')) await apiPart();
  if (want('weight')) await weightPart(routes);
  if (want('lighthouse')) await lighthousePart(routes);
  if (want('network')) await networkPart(routes);
  if (want('tap')) await tapPart(routes);
  // Last: the flood fills the server's queue and caches, which would colour the figures after it.
  if (want('flood')) await floodPart();
  if (want('search')) searchPart();
  if (want('pdftext')) {
    out.pdfText = await pdfTextBench();
    printPdfText(out.pdfText, summary);
  }
  if (want('images')) {
    warnIfBusy('the photo pages');
    console.log(`\nPhotos, load average ${loadAverage()}`);
    out.images = await imagesBench({ site, dataDir, root, runs: bounded('BENCH_RUNS', 1, 1, 10), lhrDir: env.BENCH_LHR_DIR || undefined });
    printImages(out.images, summary);
  }

  console.log('\nTargets (docs/product/performance.md)');
  console.log('| target | measured | verdict |\n|---|---|---|');
  for (const [target, measured, ok] of summary) console.log(`| ${target} | ${measured} | ${verdict(ok)} |`);
  out.summary = summary.map(([target, measured, ok]) => ({ target, measured, pass: ok }));
} finally {
  stopChildren();
}
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
const kept = `${out.date.replace(/[:.]/g, '-')}-${only.length ? only.join('-') : 'all'}.json`;
for (const name of ['latest.json', kept]) writeFileSync(path.join(root, 'bench-results', name), JSON.stringify(out, null, 2));
console.log(`\nWritten to bench-results/latest.json and bench-results/${kept}`);
// Keep-alive sockets and Lighthouse's leftovers must not hold the process open.
process.exit(0);

async function htmlPart(routes) {
  const results = await htmlSizes(site, routes);
  out.html = results;
  console.log(
    `\nServed HTML per route (Accept-Encoding: gzip, deflate, br; the first request of each is uncached, at brotli 5; the cached page is compressed again at 11 and judged; target: brotli body ≤ ${TARGETS.htmlBrBytes} bytes)`,
  );
  console.log(
    '| route | status | server-rendered | HTML KB | first answer bytes (encoding) | cached answer bytes | brotli-11 KB | first request ms | verdict |\n|---|---:|---|---:|---:|---:|---:|---:|---|',
  );
  for (const [route, r] of Object.entries(results)) {
    if (r.error) console.log(`| ${route} | – | – | – | – | – | – | – | FAIL (${r.error}) |`);
    else
      console.log(
        `| ${route} | ${r.status} | ${r.serverRendered ? 'yes' : 'NO'} | ${kb(r.identityBytes)} | ${r.servedBytes} (${r.encoding}) | ${r.cachedBytes} | ${kb(r.brotli11Bytes)} | ${ms(r.firstRequestMs)} | ${verdict(r.pass)} |`,
      );
  }
  const measured = Object.entries(results).filter(([, r]) => !r.error);
  const largest = measured.sort(([, a], [, b]) => b.cachedBytes - a.cachedBytes)[0];
  const passing = Object.values(results).filter((r) => r.pass).length;
  summary.push([
    `served HTML, brotli, ≤ ${TARGETS.htmlBrBytes} bytes per route in every language`,
    `${passing}/${routes.length} pages${largest ? `; largest ${largest[0]} ${largest[1].cachedBytes} bytes cached (${largest[1].servedBytes} first)` : ''}`,
    passing === routes.length,
  ]);
}

async function renderPart() {
  const options = {
    path: env.BENCH_RENDER_PATH || '/notifications',
    count: bounded('BENCH_RENDERS', TARGETS.uncachedRenders, 1, 5000),
    concurrency: bounded('BENCH_RENDER_CONCURRENCY', 1, 1, 4),
    seconds: bounded('BENCH_RENDER_SECONDS', 120, 5, 600),
    serverCpuMs: () => processCpuMs(children[0].pid),
  };
  if (!options.path.startsWith('/') || options.path.startsWith('//')) throw new Error('BENCH_RENDER_PATH must be a site path');
  warnIfBusy('the uncached renders');
  const r = await uncachedRenders(site, options);
  out.uncachedRenders = r;
  console.log(
    `\nUncached server renders: ${r.measured} distinct URLs ${r.path}?q=bench-…, concurrency ${r.concurrency}, after ${r.warmup} warm-up renders, ${r.seconds.toFixed(1)} s` +
      ` (client side, loopback, request to last byte; target p99 < ${TARGETS.uncachedP99Ms} ms over ≥ ${TARGETS.uncachedRenders})`,
  );
  if (r.stoppedByTime) console.log(`Stopped by the time limit (BENCH_RENDER_SECONDS=${options.seconds}) before ${r.asked} renders.`);
  if (r.failed)
    console.log(
      `Not measured: ${Object.entries(r.failures)
        .map(([why, n]) => `${n} × ${why}`)
        .join(', ')}`,
    );
  console.log(
    '| renders | failed | p50 ms | p95 ms | p99 ms | max ms | mean ms | server CPU ms per render | verdict |\n|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  console.log(
    `| ${r.measured} | ${r.failed} | ${ms1(r.p50)} | ${ms1(r.p95)} | ${ms1(r.p99)} | ${ms1(r.max)} | ${ms1(r.mean)} | ${ms1(r.serverCpuMsPerRender)} | ${verdict(r.pass)} |`,
  );
  summary.push([
    `uncached render p99 < ${TARGETS.uncachedP99Ms} ms (N ≥ ${TARGETS.uncachedRenders})`,
    `p99 ${ms1(r.p99)} ms, p50 ${ms1(r.p50)} ms (N = ${r.measured}, ${r.failed} failed)`,
    r.pass,
  ]);
}

function searchPart() {
  const r = searchBench();
  out.search = r;
  const pass = r.p99 <= SEARCH_TARGETS.p99Ms;
  console.log(`\nSearch: ${SEARCH_TARGETS.notices} sample notices in en/as/hi (${r.rows} index rows), ${r.queries} searches in-process`);
  console.log('| p50 ms | p95 ms | p99 ms | index size | verdict |\n|---:|---:|---:|---:|---|');
  console.log(`| ${ms1(r.p50)} | ${ms1(r.p95)} | ${ms1(r.p99)} | ${kb(r.indexBytes)} KB | ${verdict(pass)} |`);
  summary.push([`search p99 ≤ ${SEARCH_TARGETS.p99Ms} ms (${SEARCH_TARGETS.notices} notices)`, `${ms1(r.p99)} ms, index ${kb(r.indexBytes)} KB`, pass]);
}

async function floodPart() {
  const clients = bounded('BENCH_FLOOD_CLIENTS', 200, 1, 1000);
  const seconds = bounded('BENCH_FLOOD_SECONDS', 20, 1, 120);
  warnIfBusy('the flood');
  const r = await flood(site, { clients, seconds, path: '/notifications' });
  out.flood = r;
  const limitMs = 1000;
  const pass = r.reads > 0 && r.failed === 0 && r.serverRendered === r.reads && r.p99 <= limitMs;
  console.log(
    `\nFlood: ${r.clients} clients asking for unique unknown addresses for ${r.seconds.toFixed(1)} s, one reader asking for ${r.path} meanwhile (client side, loopback)`,
  );
  console.log(
    '| reader requests | server-rendered | failed | p50 ms | p99 ms | max ms | flood requests | flood per s | flood answers | verdict |\n|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  );
  const answers = Object.entries(r.floodStatuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
  console.log(
    `| ${r.reads} | ${r.serverRendered} | ${r.failed} | ${ms1(r.p50)} | ${ms1(r.p99)} | ${ms1(r.max)} | ${r.floodRequests} | ${Math.round(r.floodPerSecond)} | ${answers} | ${verdict(pass)} |`,
  );
  summary.push([
    `under a flood of ${r.clients} clients: ${r.path} server-rendered, p99 ≤ ${limitMs} ms`,
    `p99 ${ms1(r.p99)} ms, ${r.serverRendered}/${r.reads} server-rendered`,
    pass,
  ]);
}

async function apiPart() {
  const seconds = bounded('BENCH_SECONDS', 5, 1, 60);
  // A registration to look up (its number is random, so it is made here). The write clears the page
  // cache, so it comes before the page is warmed.
  const registered = await fetch(`${site}/api/complain`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.org', info: [{ name: 'Bench', type: 'GENERAL' }] }),
  }).then((r) => r.json());
  // The page rendered once and cached (entries live a minute; the runs below take seconds).
  const warm = await get(`${site}/notifications`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const pageCached = warm.status === 200 && isServerRendered(decodedBody(warm));
  if (!pageCached)
    console.log(
      `\n/notifications answered ${warm.status}${warm.status === 200 ? ' without a server render (shell fallback)' : ''}: its figure below is not a cached page's.`,
    );
  const PAGE = 'GET /notifications (cached page)';
  const SAME_BYTES = "bare Fastify, the page's bytes";
  // The page as the site sends it (brotli), given to the bare server: the size's share of the figure.
  await fetch(`${hello}same-bytes`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/octet-stream',
      'x-type': 'text/html; charset=utf-8',
      ...(warm.headers['content-encoding'] ? { 'x-encoding': warm.headers['content-encoding'] } : {}),
    },
    body: warm.body,
  });
  const targets = [
    ['bare Fastify hello-world', hello],
    [PAGE, `${site}/notifications`],
    [SAME_BYTES, `${hello}same-bytes`],
    ['GET /api/health', `${site}/api/health`],
    ['GET /api/notice/1/20', `${site}/api/notice/1/20`],
    ['GET /api/news/1/8', `${site}/api/news/1/8`],
    ['GET /api/complain/{reg}', `${site}/api/complain/${registered.registration_id}`],
    ['GET /api/search?q=hostel', `${site}/api/search?q=hostel`],
  ];
  out.api = {};
  warnIfBusy('the throughput runs');
  for (const [label, url] of targets) {
    await load(url, 1); // warm-up
    const r = await load(url, seconds);
    out.api[label] = {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
      bytesPerSecond: r.throughput.average,
    };
  }
  const base = out.api['bare Fastify hello-world'].rps;
  console.log(`\nThroughput (autocannon, 50 connections, ${seconds} s each after 1 s warm-up, loopback, Accept-Encoding with br)`);
  console.log('| endpoint | req/s | p50 ms | p99 ms | errors | vs hello-world |\n|---|---:|---:|---:|---:|---:|');
  for (const [label, r] of Object.entries(out.api)) {
    console.log(`| ${label} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${((r.rps / base) * 100).toFixed(0)}% |`);
  }
  const page = out.api[PAGE];
  const same = out.api[SAME_BYTES];
  // The target compares like with like: the cached page against a bare Fastify route sending its very bytes, so it
  // measures the site's code, not the page's size on two shared cores (a hello-world's share is printed beside it).
  const ratio = page.rps / same.rps;
  const pass = pageCached && page.errors === 0 && ratio >= TARGETS.pageVsSameBytes;
  out.pageVsSameBytes = { ratio, pass, shareOfHelloWorld: page.rps / base };
  console.log(
    `Cached /notifications: ${Math.round(page.rps)} req/s = ${(ratio * 100).toFixed(0)}% of a bare Fastify route sending the same ${kb(warm.body.length)} KB (${Math.round(same.rps)} req/s; target ≥ ${TARGETS.pageVsSameBytes * 100}%): ${verdict(pass)}`,
  );
  console.log(
    `Beside it: the page at ${((page.rps / base) * 100).toFixed(0)}% and the same bytes at ${((same.rps / base) * 100).toFixed(0)}% of the bare hello-world (${Math.round(base)} req/s); the page's size sets those, not the site's code.`,
  );
  summary.push([
    `cached /notifications ≥ ${TARGETS.pageVsSameBytes * 100}% of a bare Fastify route sending the same bytes`,
    `${(ratio * 100).toFixed(0)}% (${Math.round(page.rps)} vs ${Math.round(same.rps)} req/s)`,
    pass,
  ]);
}

function printScriptsPerApp(title, weights) {
  const apps = [...new Set(Object.values(weights).flatMap((w) => Object.keys(w.perApp)))].sort((a, b) =>
    a === 'shell' ? -1 : b === 'shell' ? 1 : a.localeCompare(b),
  );
  console.log(`\n${title}`);
  console.log(`| route | ${apps.join(' | ')} | files | raw KB, all apps | gzip KB, all apps |\n|---|${apps.map(() => '---:').join('|')}|---:|---:|---:|`);
  for (const [route, w] of Object.entries(weights)) {
    console.log(
      `| ${route} | ${apps.map((app) => (w.perApp[app] ? kb(w.perApp[app].gzip) : '')).join(' | ')} | ${w.total.files} | ${kb(w.total.raw)} | ${kb(w.total.gzip)} |`,
    );
  }
}

async function weightPart(routes) {
  out.weight = {};
  for (const route of routes) out.weight[route] = scriptWeight(root, site, await pageScripts(site, route));
  printScriptsPerApp('JavaScript downloaded on a first visit (Playwright, no throttling), gzip -9 KB per app', out.weight);
}

async function lighthousePart(routes) {
  const runs = bounded('BENCH_RUNS', 1, 1, 10);
  const lhrDir = env.BENCH_LHR_DIR || undefined;
  const fonts = browserFonts(root).mode;
  console.log(
    `\nLighthouse mobile (default throttling), ${runs} run(s) per route, load average ${loadAverage()}, ` +
      (fonts === 'phone'
        ? "a phone's fonts (Noto Sans Bengali and Devanagari installed; BENCH_FONTS=host for this host's)"
        : "this host's fonts (BENCH_FONTS=host, or no fontTools; the default is a phone's)"),
  );
  warnIfBusy('Lighthouse');
  out.lighthouse = {};
  for (const route of routes) {
    const { results, errors } = await lighthouseRuns(root, site, route, {
      runs,
      lhrDir,
      label: '[lighthouse]',
      report: (r, run) =>
        `${run}: score ${r.score}, LCP ${ms(r.lcp)} ms, TBT ${ms(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, ` +
        `JS ${kb(r.js.total.transfer)} KB transfer, benchmarkIndex ${r.benchmarkIndex}`,
    });
    if (!results.length) {
      out.lighthouse[route] = { error: errors.at(-1) ?? 'no run', runs: [] };
      continue;
    }
    const mid = (key) => median(results.map((r) => r[key]));
    const m = {
      score: mid('score'),
      lcp: mid('lcp'),
      tbt: mid('tbt'),
      cls: mid('cls'),
      fcp: mid('fcp'),
      benchmarkIndex: mid('benchmarkIndex'),
      documentTransfer: mid('documentTransfer'),
      transfer: mid('transfer'),
    };
    // The scripts of the run nearest the median score (they are the same in every run of a build).
    const typical = [...results].sort((a, b) => Math.abs(a.score - m.score) - Math.abs(b.score - m.score))[0];
    out.lighthouse[route] = {
      ...m,
      js: typical.js,
      misses: lighthouseMisses(m),
      runs: results.map(({ js, ...r }) => ({ ...r, jsTransfer: js.total.transfer, jsGzip: js.total.gzip })),
      failedRuns: errors.length ? errors : undefined,
    };
  }

  // Worst first: errors, then the lowest score, then the most missed targets, then the slowest LCP.
  const entries = Object.entries(out.lighthouse).sort(
    ([, a], [, b]) =>
      !!b.error - !!a.error || (a.score ?? 0) - (b.score ?? 0) || (b.misses?.length ?? 0) - (a.misses?.length ?? 0) || (b.lcp ?? 0) - (a.lcp ?? 0),
  );
  console.log(
    `\nLighthouse mobile, ${runs > 1 ? `median of ${runs} runs` : 'one run'} per route, worst first ` +
      `(targets: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, ` +
      `first-visit transfer ≤ ${kb(TARGETS.firstVisitBytes)} KB)`,
  );
  console.log(
    '| route | score | LCP ms | TBT ms | CLS | FCP ms | transfer KB | JS transfer KB | JS gzip KB | scripts | HTML transfer KB | benchmarkIndex | verdict |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const [route, r] of entries) {
    if (r.error) {
      console.log(`| ${route} | – | – | – | – | – | – | – | – | – | – | – | FAIL (${r.error}) |`);
      continue;
    }
    console.log(
      `| ${route} | ${r.score} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${ms(r.fcp)} | ${kb(r.transfer)} | ${kb(r.js.total.transfer)} | ${kb(r.js.total.gzip)} | ${r.js.total.files} | ${kb(r.documentTransfer)} | ${Math.round(r.benchmarkIndex)} | ${r.misses.length ? `FAIL: ${r.misses.join(', ')}` : 'PASS'} |`,
    );
  }
  const scored = entries.filter(([, r]) => !r.error);
  const medianScore = median(scored.map(([, r]) => r.score));
  const indexes = scored.flatMap(([, r]) => r.runs.map((run) => run.benchmarkIndex)).filter((n) => typeof n === 'number');
  const passing = entries.filter(([, r]) => !r.error && !r.misses.length).length;
  const medianPass = medianScore !== undefined && scored.length === entries.length && medianScore >= TARGETS.medianScore;
  out.lighthouseSummary = {
    fonts,
    medianScore,
    medianPass,
    passing,
    routes: entries.length,
    benchmarkIndex: { median: median(indexes), min: Math.min(...indexes), max: Math.max(...indexes) },
  };
  console.log(
    `Median score across ${entries.length} route(s): ${medianScore ?? '–'} (target ≥ ${TARGETS.medianScore}): ${verdict(medianScore === undefined ? undefined : medianPass)}`,
  );
  console.log(`Routes meeting every per-route target: ${passing}/${entries.length}`);
  const lighthouseWarnings = [...new Set(scored.flatMap(([, r]) => r.runs.flatMap((run) => run.warnings)))];
  for (const warning of lighthouseWarnings) console.log(`Lighthouse warned: ${warning}`);
  if (indexes.length)
    console.log(
      `Lighthouse benchmarkIndex: median ${Math.round(median(indexes))}, ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} over ${indexes.length} run(s)`,
    );

  printScriptsPerApp(
    'JavaScript downloaded on a first visit (Lighthouse runs above), gzip -9 KB per app',
    Object.fromEntries(scored.map(([route, r]) => [route, r.js])),
  );

  const worst = entries[0];
  summary.push([
    `Lighthouse per route: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}`,
    `${passing}/${entries.length} routes${worst ? `; worst ${worst[0]} ${worst[1].error ? `(${worst[1].error})` : `score ${worst[1].score}, LCP ${ms(worst[1].lcp)} ms`}` : ''}`,
    passing === entries.length,
  ]);
  const heaviest = [...scored].sort(([, a], [, b]) => (b.transfer ?? 0) - (a.transfer ?? 0))[0];
  summary.push([
    `first-visit transfer ≤ ${kb(TARGETS.firstVisitBytes)} KB per route`,
    `${scored.filter(([, r]) => r.transfer <= TARGETS.firstVisitBytes).length}/${entries.length} routes${heaviest ? `; heaviest ${heaviest[0]} ${kb(heaviest[1].transfer)} KB` : ''}`,
    scored.length === entries.length && scored.every(([, r]) => r.transfer <= TARGETS.firstVisitBytes),
  ]);
  summary.push([
    `Lighthouse median score ≥ ${TARGETS.medianScore}`,
    `${medianScore ?? '–'} over ${entries.length} route(s)`,
    medianScore === undefined ? undefined : medianPass,
  ]);
  if (indexes.length)
    summary.push([
      'Lighthouse benchmarkIndex (this machine)',
      `median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))})`,
      undefined,
    ]);
}

async function tapPart(routes) {
  const runs = bounded('BENCH_RUNS', 1, 1, 10);
  warnIfBusy('the first tap');
  console.log(
    `\nThe first tap on the menu (Playwright, 390 px, slow 4G, CPU 4x slower), ${runs} run(s) per route (medians), AEC_APP_START=${env.AEC_APP_START || 'tap'}, load average ${loadAverage()}`,
  );
  console.log('| route | load ms | app ready ms | tap to menu open ms | KB before the tap | KB after the tap |\n|---|---:|---:|---:|---:|---:|');
  out.tap = await firstTap(site, routes, runs);
  for (const [route, r] of Object.entries(out.tap)) {
    console.log(
      `| ${route} | ${ms(r.loadMs)} | ${r.readyMs === undefined ? '– (at the tap)' : ms(r.readyMs)} | ${ms(r.tapToEffectMs)} | ${kb(r.bytesBeforeTap)} | ${kb(r.bytesAfterTap)} |`,
    );
  }
}

async function networkPart(routes) {
  warnIfBusy('the slow-network visits');
  out.network = { repeat: {}, saveData: {} };
  console.log(
    `\nA repeat visit with the service worker (Playwright, slow 4G: 150 ms, 1.6 Mbit/s; targets ≤ ${kb(TARGETS.repeatVisitBytes)} KB over the network, LCP ≤ ${TARGETS.repeatVisitLcpMs / 1000} s), load average ${loadAverage()}`,
  );
  console.log('| route | network KB | requests | LCP ms | controlled | largest over the network | verdict |\n|---|---:|---:|---:|---|---|---|');
  for (const route of routes) {
    let r;
    try {
      r = await repeatVisit(site, route);
    } catch (err) {
      r = { route, error: err.message };
    }
    r.pass = !r.error && r.bytes <= TARGETS.repeatVisitBytes && r.lcp !== undefined && r.lcp <= TARGETS.repeatVisitLcpMs;
    out.network.repeat[route] = r;
    if (r.error) console.log(`| ${route} | – | – | – | – | – | not measured: ${r.error} |`);
    else
      console.log(
        `| ${route} | ${kb(r.bytes)} | ${r.requests} | ${ms(r.lcp)} | ${r.byServiceWorker ? 'yes' : 'no'} | ${r.files.map(([file, bytes]) => `${file} ${kb(bytes)}`).join(', ')} | ${verdict(r.pass)} |`,
      );
  }
  const repeats = Object.values(out.network.repeat);
  const measured = repeats.filter((r) => !r.error);
  summary.push([
    `repeat visit with the service worker ≤ ${kb(TARGETS.repeatVisitBytes)} KB, LCP ≤ ${TARGETS.repeatVisitLcpMs / 1000} s`,
    measured.length ? `${measured.filter((r) => r.pass).length}/${repeats.length} routes` : `not measured (${repeats[0]?.error ?? 'no route'})`,
    measured.length ? repeats.every((r) => r.pass) : undefined,
  ]);

  console.log(`\nThe notice board with Save-Data: on, a first visit on slow 4G (target ≤ ${kb(TARGETS.liteBoardBytes)} KB in all, every language)`);
  console.log('| page | lite | KB in all | requests | largest | verdict |\n|---|---|---:|---:|---|---|');
  for (const route of ['/notifications', '/as/notifications', '/hi/notifications']) {
    let r;
    try {
      r = await saveDataVisit(site, route);
    } catch (err) {
      r = { route, error: err.message };
    }
    r.pass = !r.error && r.lite && r.bytes <= TARGETS.liteBoardBytes;
    out.network.saveData[route] = r;
    if (r.error) console.log(`| ${route} | – | – | – | – | FAIL (${r.error}) |`);
    else
      console.log(
        `| ${route} | ${r.lite ? 'yes' : 'NO'} | ${kb(r.bytes)} | ${r.requests} | ${r.files.map(([file, bytes]) => `${file} ${kb(bytes)}`).join(', ')} | ${verdict(r.pass)} |`,
      );
  }
  const boards = Object.values(out.network.saveData);
  const heaviest = [...boards].sort((a, b) => (b.bytes ?? 0) - (a.bytes ?? 0))[0];
  summary.push([
    `Save-Data notice board ≤ ${kb(TARGETS.liteBoardBytes)} KB in all, every language`,
    `${boards.filter((r) => r.pass).length}/${boards.length} pages; heaviest ${heaviest.route} ${kb(heaviest.bytes)} KB`,
    boards.every((r) => r.pass),
  ]);
}
