#!/usr/bin/env node
// The main-thread tasks of one page load, from a Chromium trace: where Lighthouse's TBT comes from.
//
//   node scripts/bench/long-tasks.mjs http://127.0.0.1:3000/news [minCpuMs=12]
//
// Prints the renderer's main-thread CPU time, an estimate of TBT at Lighthouse's 4x slowdown
// (sum over tasks after the first contentful paint of 4 x CPU time - 50 ms), and each task of at
// least minCpuMs CPU time with what ran in it (script evaluation by file, layout, timers, …).
// It reads CPU time (the trace's thread duration), not wall time, so a busy machine (builds, tests)
// changes its figures far less than Lighthouse's. Unthrottled; the page is loaded until
// <html data-app="ready"> and a second more.
import { createRequire } from 'node:module';
import { chromePath } from './browser.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
const [url, minCpu = '12'] = process.argv.slice(2);
if (!url) throw new Error('usage: node scripts/bench/long-tasks.mjs <url> [minCpuMs]');

const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'loading'] });
await page.goto(url, { waitUntil: 'load' });
await page
  .waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 30_000 })
  .catch(() => console.log('the page never became ready'));
await page.waitForTimeout(1000);
const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString());
await browser.close();

// The renderer's main thread: the one that evaluates scripts.
const threadOf = (e) => `${e.pid}:${e.tid}`;
const counts = new Map();
for (const e of events) if (e.name === 'EvaluateScript' || e.name === 'FunctionCall') counts.set(threadOf(e), (counts.get(threadOf(e)) ?? 0) + 1);
const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
const onMain = events.filter((e) => threadOf(e) === main);
const tasks = onMain.filter((e) => e.name === 'RunTask' && typeof e.tdur === 'number').sort((a, b) => a.ts - b.ts);
const start = Math.min(...onMain.filter((e) => e.ts > 0).map((e) => e.ts));
const fcp = events.find((e) => e.name === 'firstContentfulPaint');
const ms = (us) => us / 1000;

const cpu = tasks.reduce((sum, t) => sum + ms(t.tdur), 0);
const tbt = tasks.filter((t) => !fcp || t.ts > fcp.ts).reduce((sum, t) => sum + Math.max(0, ms(t.tdur) * 4 - 50), 0);
console.log(
  `main-thread CPU ${cpu.toFixed(0)} ms; first contentful paint at ${fcp ? ms(fcp.ts - start).toFixed(0) : '?'} ms; estimated TBT at 4x: ${tbt.toFixed(0)} ms`,
);

const KINDS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseAuthorStyleSheet',
  'MajorGC',
  'MinorGC',
]);
for (const task of tasks.filter((t) => ms(t.tdur) >= Number(minCpu))) {
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > 1000 && KINDS.has(e.name));
  const parts = inside.map((e) => {
    const data = e.args?.data ?? {};
    const file = data.url ? `(${data.url.replace(/^https?:\/\/[^/]+/, '')})` : '';
    const detail = data.functionName ? `[${data.functionName}]` : data.type ? `{${data.type}}` : '';
    return `${e.name}${file}${detail} ${ms(e.dur).toFixed(1)}`;
  });
  console.log(`@${ms(task.ts - start).toFixed(0)} ms: CPU ${ms(task.tdur).toFixed(1)} ms (wall ${ms(task.dur).toFixed(1)}): ${parts.slice(0, 10).join(' | ')}`);
}
