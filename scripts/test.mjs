#!/usr/bin/env node
// npm test: type checks, a fresh production build, unit + API tests (jest), then end-to-end tests
// (Playwright in Chromium) against the real server on a fresh temporary database.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const resultsDir = path.join(root, 'node_modules/.cache/aec-test');
mkdirSync(resultsDir, { recursive: true });

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function countJest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites || 0) };
}

function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const started = Date.now();
const steps = [];
// Each step with its minutes, so a run that grows says where (CI's limit; README: under 30 minutes).
let mark = started;
function record(entry) {
  steps.push([...entry, (Date.now() - mark) / 60000]);
  mark = Date.now();
}
const only = process.argv.slice(2); // e.g. `npm test -- e2e` or `npm test -- jest`
const want = (step) => only.length === 0 || only.includes(step);

if (want('typecheck')) {
  record(['typecheck (front ends, packages, e2e)', await run('typecheck: front ends', bin('tsc'), ['-p', 'tsconfig.json'])]);
  record(['typecheck (api)', await run('typecheck: api', bin('tsc'), ['-p', 'api/tsconfig.json'])]);
  // The service worker has the worker's globals, not the DOM's: a program of its own.
  record(['typecheck (service worker)', await run('typecheck: service worker', bin('tsc'), ['-p', 'shell/service-worker/tsconfig.json'])]);
}
if (want('lint')) {
  // ESLint over the whole tree (warnings fail it: --max-warnings 0), and Prettier's check (npm run format fixes it).
  record(['lint (eslint)', await run('lint: eslint', bin('eslint'), ['.', '--max-warnings', '0'])]);
  record(['lint (prettier)', await run('lint: prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn'])]);
}
if (want('build') || want('e2e')) {
  console.log('\n=== fresh production build');
  try {
    await build();
    record(['build', 0]);
  } catch (err) {
    console.error(err.message);
    record(['build', 1]);
  }
}
let jest = { passed: 0, failed: 0 };
if (want('jest')) {
  const out = path.join(resultsDir, 'jest.json');
  const code = await run('unit and API tests (jest)', bin('jest'), ['--ci', '--json', `--outputFile=${out}`]);
  jest = countJest(out);
  record(['jest', code]);
}
let e2e = { passed: 0, failed: 0 };
const buildOk = !steps.some(([name, code]) => name === 'build' && code !== 0);
if (want('e2e') && buildOk) {
  const code = await run('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], { cwd: path.join(root, 'e2e') });
  e2e = countPlaywright(path.join(root, 'e2e/test-results/results.json'));
  record(['e2e', code]);
}

const failedSteps = steps.filter(([, code]) => code !== 0).map(([name]) => name);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n=== summary (${minutes} min)`);
console.log(`steps: ${steps.map(([name, , took]) => `${name} ${took.toFixed(1)}`).join(', ')} (min)`);
console.log(`jest: ${jest.passed} passed, ${jest.failed} failed`);
console.log(`playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`${jest.passed + e2e.passed} passed, ${jest.failed + e2e.failed + (failedSteps.length && !(jest.failed + e2e.failed) ? 1 : 0)} failed`);
process.exit(failedSteps.length ? 1 : 0);
