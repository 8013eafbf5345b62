#!/usr/bin/env node
// npm start: build whatever is not built yet, then serve the whole site (the API creates and seeds
// its database on first run).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await build({ missingOnly: true });
const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
