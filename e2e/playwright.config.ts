import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_PORT, chromiumLaunchOptions } from './support/browser';
import { E2E_TLS_PORT, TLS_HOST } from './support/nginx';

const outputDir = process.env.E2E_OUTPUT_DIR || 'test-results';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  // After webServer is up: the first administrator's first sign-in, shared with every worker.
  globalSetup: './support/global-setup.ts',
  expect: { timeout: 10_000 },
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  // E2E_OUTPUT_DIR keeps parallel runs (one per team) from cleaning each other's results.
  reporter: [['list'], ['json', { outputFile: `${outputDir}/results.json` }]],
  outputDir: `${outputDir}/artifacts`,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    // The site's service worker answers a controlled page's requests itself, where page.route() cannot
    // see them (a dozen specs hold or fail requests that way): blocked unless a spec allows it
    // (offline-reading, console-push-notifications, releases).
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node support/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  projects: [
    { name: 'site', testIgnore: /redeploy\.spec|releases\.spec|console-.*\.spec|tls\.spec/ },
    // Staff publish, edit and delete public content: after the public specs, which count what they see.
    { name: 'console', testMatch: /console-.*\.spec/, dependencies: ['site'] },
    // Rebuilds a remote in place: runs alone, after everything else has used the original build.
    { name: 'redeploy', testMatch: /redeploy\.spec/, dependencies: ['site'] },
    // Releases and rolls back mfe-campus: after the in-place rebuild (a release stops dist/ being served).
    { name: 'releases', testMatch: /releases\.spec/, dependencies: ['redeploy'] },
    // deploy/nginx/aec.conf in a real nginx with a self-signed certificate, before its own API server (needs nginx installed).
    { name: 'tls', testMatch: /tls\.spec/, use: { baseURL: `https://${TLS_HOST}:${E2E_TLS_PORT}`, ignoreHTTPSErrors: true } },
  ],
});

if (!existsSync('../shell/dist/index.html')) {
  throw new Error('No production build found: run `npm run build` (npm test does it for you).');
}
