// The real production server on a fresh temporary database, for one Playwright run.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// One folder per port (E2E_DATA_DIR in support/browser.ts), emptied first: releases.spec runs the release CLI on it.
const dataDir = path.join(os.tmpdir(), `aec-e2e-${process.env.E2E_PORT || '3100'}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT || '3100',
    HOST: '127.0.0.1',
    AEC_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AEC_RATE_LIMIT_MAX: process.env.AEC_RATE_LIMIT_MAX || '100000',
    // The test push service (support/push-service.ts, web-push-testing on the server's port + 5): the API may post to it.
    AEC_PUSH_SERVICES: `http://localhost:${Number(process.env.E2E_PORT || 3100) + 5}`,
    // The first staff administrator (FIRST_ADMIN in e2e/support/staff.ts; global-setup.ts makes its first sign-in).
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'e2e-first-sign-in-phrase',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
