// node lhtrace.mjs URL : one Lighthouse mobile run; prints score/LCP/TBT and main-thread tasks ≥ 5 ms (observed) with children
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const url = process.argv[2];
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const envVars = process.env.PHONE ? { ...process.env, FONTCONFIG_FILE: '/work/main/node_modules/.cache/bench-phone-fonts/fonts.conf' } : undefined;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags, envVars });
const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
const lhr = result.lhr;
const a = lhr.audits;
console.log('score', lhr.categories.performance.score, 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'bi', lhr.environment.benchmarkIndex);
console.log('long tasks (simulated)', JSON.stringify(a['long-tasks'].details.items.map((i) => [Math.round(i.startTime), Math.round(i.duration), i.url.slice(-30)])));
const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
const events = trace.traceEvents;
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
const t0 = nav.ts;
const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith('http'));
const main = (e) => e.pid === parse.pid && e.tid === parse.tid;
const tasks = events.filter((e) => main(e) && e.name === 'RunTask' && e.dur > 5000 && e.ts > t0).sort((x, y) => x.ts - y.ts);
for (const t of tasks) {
  const kids = events.filter((e) => main(e) && e.ts >= t.ts && e.ts < t.ts + t.dur && e.name !== 'RunTask' && e.dur > 1000);
  const agg = {};
  for (const k of kids) agg[k.name] = (agg[k.name] ?? 0) + k.dur;
  console.log(`${((t.ts - t0) / 1000).toFixed(0)}ms task ${(t.dur / 1000).toFixed(1)}ms`, Object.entries(agg).sort((x, y) => y[1] - x[1]).slice(0, 8).map(([n, d]) => `${n}:${(d / 1000).toFixed(1)}`).join(' '));
}
for (const e of events.filter((e) => main(e) && /^(firstContentfulPaint|largestContentfulPaint::Candidate|MarkLoad|MarkDOMContent)$/.test(e.name))) console.log(e.name, ((e.ts - t0) / 1000).toFixed(0));
for (const e of events.filter((e) => e.name === 'ResourceSendRequest')) console.log('req', ((e.ts - t0) / 1000).toFixed(0), e.args.data.url.slice(-60), e.args.data.priority);
for (const e of events.filter((e) => /navigationStart|MarkDOMContent|CommitNavigation/.test(e.name))) console.log('doc', e.name, ((e.ts - t0) / 1000).toFixed(0), e.pid === parse.pid, e.tid === parse.tid, JSON.stringify(e.args).slice(0, 200));
