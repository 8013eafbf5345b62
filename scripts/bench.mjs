#!/usr/bin/env node
// npm run bench: page weight (JS per app on a first visit), API throughput next to a bare Fastify
// hello-world (autocannon on loopback, same run), and Lighthouse mobile for / and /notifications.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { chromium } = require('@playwright/test');
const SITE_PORT = Number(process.env.BENCH_PORT || 3210);
const HELLO_PORT = SITE_PORT + 1;
const site = `http://127.0.0.1:${SITE_PORT}`;
const chromePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const only = process.argv.slice(2);
const want = (part) => only.length === 0 || only.includes(part);

function startProcess(script, env) {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

async function waitFor(url, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Where a served JS file lives in the builds, to read its exact size and gzip it as the server would. */
function localFile(urlPath) {
  const m = urlPath.match(/^\/remotes\/([^/]+)\/(.+)$/);
  return m ? { app: m[1], file: path.join(root, m[1], 'dist', m[2]) } : { app: 'shell', file: path.join(root, 'shell/dist', urlPath.slice(1)) };
}

async function pageWeight(route) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.origin === site && u.pathname.endsWith('.js')) scripts.add(u.pathname);
  });
  await page.goto(site + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await browser.close();
  const perApp = {};
  for (const p of scripts) {
    const { app, file } = localFile(p);
    const body = readFileSync(file);
    perApp[app] ??= { files: 0, raw: 0, gzip: 0 };
    perApp[app].files += 1;
    perApp[app].raw += body.length;
    perApp[app].gzip += gzipSync(body, { level: 9 }).length;
  }
  return perApp;
}

function load(url, seconds) {
  return new Promise((resolve, reject) => {
    // Headers as a browser sends them (the API answers compressed when asked), baseline included.
    autocannon({ url, connections: 50, pipelining: 1, duration: seconds, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function lighthouseRun(route) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(site + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const audits = result.lhr.audits;
    if (process.env.BENCH_LHR_DIR) {
      // The whole report (LCP element, its breakdown, the critical request chain) for reading later.
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = `lhr${route.replace(/\W+/g, '-')}${Date.now()}.json`;
      writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(result.lhr));
    }
    return {
      score: Math.round(result.lhr.categories.performance.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

const kb = (n) => (n / 1024).toFixed(1);
const out = { date: new Date().toISOString() };
await build({ missingOnly: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aec-bench-'));
// The grievance lookup is rate limited per client in production; the bench is one client.
const server = startProcess(path.join(root, 'api/dist/server.js'), { PORT: String(SITE_PORT), AEC_DATA_DIR: dataDir, LOG_LEVEL: 'warn', AEC_RATE_LIMIT_MAX: '100000000' });
const hello = startProcess(path.join(root, 'scripts/bench-hello.mjs'), { PORT: String(HELLO_PORT) });
try {
  await waitFor(`${site}/api/health`);
  await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);

  if (want('weight')) {
    out.weight = {};
    for (const route of ['/', '/notifications']) {
      out.weight[route] = await pageWeight(route);
      console.log(`\nJavaScript downloaded on a first visit to ${route}`);
      console.log('| app | files | raw KB | gzip KB |\n|---|---:|---:|---:|');
      let raw = 0, gz = 0;
      for (const [app, w] of Object.entries(out.weight[route])) {
        console.log(`| ${app} | ${w.files} | ${kb(w.raw)} | ${kb(w.gzip)} |`);
        raw += w.raw;
        gz += w.gzip;
      }
      console.log(`| **all apps** | | ${kb(raw)} | ${kb(gz)} |`);
    }
  }

  if (want('api')) {
    const seconds = Number(process.env.BENCH_SECONDS || 5);
    // A registration to look up (its number is random, so it is made here).
    const registered = await fetch(`${site}/api/complain`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.org', info: [{ name: 'Bench', type: 'GENERAL' }] }),
    }).then((r) => r.json());
    const targets = [
      ['bare Fastify hello-world', `http://127.0.0.1:${HELLO_PORT}/`],
      ['GET /api/health', `${site}/api/health`],
      ['GET /api/notice/1/20', `${site}/api/notice/1/20`],
      ['GET /api/news/1/8', `${site}/api/news/1/8`],
      ['GET /api/complain/{reg}', `${site}/api/complain/${registered.registration_id}`],
      ['GET /api/search?q=hostel', `${site}/api/search?q=hostel`],
    ];
    out.api = {};
    for (const [label, url] of targets) {
      await load(url, 1); // warm-up
      const r = await load(url, seconds);
      out.api[label] = { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
    }
    const base = out.api['bare Fastify hello-world'].rps;
    console.log(`\nAPI throughput (autocannon, 50 connections, ${seconds}s each, loopback)`);
    console.log('| endpoint | req/s | p99 ms | errors | vs hello-world |\n|---|---:|---:|---:|---:|');
    for (const [label, r] of Object.entries(out.api)) {
      console.log(`| ${label} | ${Math.round(r.rps)} | ${r.p99} | ${r.errors} | ${((r.rps / base) * 100).toFixed(0)}% |`);
    }
  }

  if (want('lighthouse')) {
    out.lighthouse = {};
    console.log('\nLighthouse mobile (default throttling)');
    console.log('| page | performance | LCP ms | TBT ms | CLS |\n|---|---:|---:|---:|---:|');
    // Lighthouse on a shared machine is noisy: BENCH_RUNS=3 runs each page three times and reports
    // the run with the median score (each run is printed too).
    const runs = Math.max(1, Number(process.env.BENCH_RUNS || 1));
    for (const route of ['/', '/notifications']) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const r = await lighthouseRun(route);
        results.push(r);
        if (runs > 1) console.log(`| ${route} (run ${i + 1}) | ${r.score} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`);
      }
      const median = (key) => [...results].map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
      const r = { score: median('score'), lcp: median('lcp'), tbt: median('tbt'), cls: median('cls') };
      out.lighthouse[route] = runs > 1 ? { ...r, runs: results } : r;
      console.log(`| ${route}${runs > 1 ? ' (median)' : ''} | ${r.score} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`);
    }
  }
} finally {
  server.kill('SIGTERM');
  hello.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results/latest.json'), JSON.stringify(out, null, 2));
console.log('\nWritten to bench-results/latest.json');
