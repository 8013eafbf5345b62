import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Pages arrive rendered by the server and become interactive when React has taken them over
 * (<html data-app="ready">), after their first paint. A person would see the page and wait a moment
 * before a button works; a test clicks at once. So every full load of a page waits for that mark
 * (an answer that is not a page, or a page without JavaScript, returns at once).
 */
async function untilInteractive(page: Page, response: Response | null): Promise<void> {
  if (!response || !/text\/html/.test(response.headers()['content-type'] ?? '')) return;
  const ready = page.locator('html[data-app="ready"]');
  const scripted = await page.evaluate(() => Boolean(document.querySelector('script[src]'))).catch(() => false);
  if (scripted) await ready.waitFor({ state: 'attached', timeout: 30_000 });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilInteractive(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilInteractive(page, response);
      return response;
    };
    await use(page);
  },
});
