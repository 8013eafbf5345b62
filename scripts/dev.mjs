#!/usr/bin/env node
// npm run dev: the API (rebuilt and restarted on change) plus every front end's dev server with live
// reload. The shell's dev server (http://127.0.0.1:8080) proxies the API; /remotes.json points at the
// remotes' dev servers.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ports = { 'mfe-departments': 8081, 'mfe-notifications': 8082, 'mfe-office': 8083, 'mfe-projects': 8084, 'mfe-campus': 8085 };
const cacheDir = path.join(root, 'node_modules/.cache/aec-dev');
mkdirSync(cacheDir, { recursive: true });
const remotesFile = path.join(cacheDir, 'remotes.json');
writeFileSync(
  remotesFile,
  JSON.stringify(Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, `http://127.0.0.1:${port}/mf-manifest.json`])), null, 2),
);

const children = [];
function start(label, command, args, cwd, env = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (data) =>
    data
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (d) => process.stdout.write(prefix(d)));
  child.stderr.on('data', (d) => process.stderr.write(prefix(d)));
  children.push(child);
}

const bin = (name) => path.join(root, 'node_modules/.bin', name);
start('api', bin('tsc'), ['-b', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], path.join(root, 'api'));
start('server', process.execPath, ['--watch-path=dist', 'dist/server.js'], path.join(root, 'api'), { REMOTES_JSON: remotesFile, LOG_LEVEL: 'info' });
for (const app of ['shell', ...Object.keys(ports)]) {
  start(app, bin('webpack'), ['serve', '--mode', 'development'], path.join(root, app));
}
console.log('Dev: open http://127.0.0.1:8080 (API on http://127.0.0.1:3000). Ctrl+C stops everything.');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
