import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LaunchOptions } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT || 3100);

/** The e2e server's data folder, one per port, emptied as the server starts (support/e2e-server.mjs): the release CLI works on it. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `aec-e2e-${E2E_PORT}`);

/** README.md: PLAYWRIGHT_CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own. */
export function chromiumPath(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
