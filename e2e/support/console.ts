import type { Page } from '@playwright/test';

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Client-side navigation, as a link click would do it, without reloading the page. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Resolves once the page has had no request in flight for `quietMs` (after an in-app navigation
 * the router keeps the old screen up while the new one's code and data load, so the screen alone
 * does not say when it is done).
 */
export function trackNetworkQuiet(page: Page): (quietMs?: number, timeoutMs?: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const down = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  return async (quietMs = 300, timeoutMs = 20_000) => {
    const started = Date.now();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() - started > timeoutMs) throw new Error(`the page still had ${inFlight} request(s) in flight after ${timeoutMs} ms`);
      await page.waitForTimeout(50);
    }
  };
}

/**
 * Opens `path` by in-app navigation from `from`, so the page's data is read by the browser (a full
 * load has it in the server's HTML already): for tests of what the browser does when a read fails.
 */
export async function openInApp(page: Page, path: string, from = '/'): Promise<void> {
  await page.goto(from);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await navigateInApp(page, path);
}
