#!/usr/bin/env node
// Builds what `npm start` and the tests serve: contracts + API (tsc), then the shell and the five
// remotes (webpack), two at a time on this 2-core machine. `--missing` builds only absent outputs.
// `--only <app> --out <folder>` builds one front end into a folder of its own (what a release copies).
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onlyMissing = process.argv.includes('--missing');
const parallel = Number(process.env.AEC_BUILD_PARALLEL || 2);

export const frontEnds = ['shell', 'mfe-departments', 'mfe-notifications', 'mfe-office', 'mfe-projects', 'mfe-campus'];
// An app without its server container was built before server rendering: it is built again.
const builtMarker = (app) => path.join(root, app, 'dist/server', app === 'shell' ? 'render.js' : 'remoteEntry.js');

function run(label, command, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    process.stdout.write(`[build] ${label}: started\n`);
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0 && !/\bERROR in\b/.test(output)) {
        process.stdout.write(`[build] ${label}: done in ${seconds}s\n`);
        resolve();
      } else {
        process.stdout.write(output);
        reject(new Error(`${label} failed (exit ${code}) after ${seconds}s`));
      }
    });
  });
}

/**
 * A finished build replaces the served one in two renames, so a running server never serves a
 * half-written folder (a visitor mid-deploy gets the old build or the new one, never a mix).
 */
function swapIntoPlace(app) {
  const dist = path.join(root, app, 'dist');
  const next = path.join(root, app, 'dist.next');
  const old = path.join(root, app, 'dist.old');
  rmSync(old, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(next, dist);
  rmSync(old, { recursive: true, force: true });
}

async function pool(items, limit, worker) {
  const queue = [...items];
  const runners = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    while (queue.length) await worker(queue.shift());
  });
  await Promise.all(runners);
}

const tsc = path.join(root, 'node_modules/.bin/tsc');
const webpack = path.join(root, 'node_modules/.bin/webpack');

/** One front end's production build into outDir, nothing else touched (npm run release builds so). */
export function buildOne(app, outDir) {
  if (!frontEnds.includes(app)) return Promise.reject(new Error(`${app} is not one of ${frontEnds.join(', ')}`));
  return run(app, webpack, ['--mode', 'production'], path.join(root, app), { AEC_OUT_DIR: outDir });
}

export async function build({ missingOnly = false } = {}) {
  const apiBuilt = existsSync(path.join(root, 'api/dist/server.js'));
  const apps = frontEnds.filter((app) => !missingOnly || !existsSync(builtMarker(app)));
  const jobs = [];
  if (!missingOnly || !apiBuilt) jobs.push(['api', tsc, ['-b', 'tsconfig.build.json'], path.join(root, 'api')]);
  for (const app of apps) jobs.push([app, webpack, ['--mode', 'production'], path.join(root, app), { AEC_OUT_DIR: path.join(root, app, 'dist.next') }]);
  if (!jobs.length) {
    console.log('[build] everything is built');
    return;
  }
  const started = Date.now();
  await pool(jobs, parallel, async (job) => {
    await run(...job);
    if (job[0] !== 'api') swapIntoPlace(job[0]);
  });
  console.log(`[build] ${jobs.length} build(s) in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

const usage = `npm run build [-- --missing | --only <app> [--out <folder>]]
  (no option)   every app: contracts and the API (tsc), then the shell and the five remotes (webpack)
  --missing     only the apps whose output is absent
  --only <app>  one front end (${frontEnds.join(', ')}) into --out, default <app>/dist.next`;

if (import.meta.url === `file://${process.argv[1]}`) {
  // Any option this script does not know prints the usage instead of starting a build of every app.
  const known = new Set(['--missing', '--only', '--out']);
  const unknown = process.argv.slice(2).filter((arg, i, args) => arg.startsWith('-') && !known.has(arg) && !['--only', '--out'].includes(args[i - 1]));
  if (unknown.length) {
    console.log(usage);
    process.exit(unknown.some((arg) => arg === '--help' || arg === '-h') ? 0 : 2);
  }
  const option = (name) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const only = option('--only');
  (only ? buildOne(only, path.resolve(option('--out') ?? path.join(root, only, 'dist.next'))) : build({ missingOnly: onlyMissing })).catch((err) => {
    console.error(`[build] ${err.message}`);
    process.exit(1);
  });
}
