import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * A device without the phone's own Noto Sans Bengali or Devanagari (this Linux host has neither) must
 * still read its first Assamese or Hindi page: when the site's subset arrives after the first paint, as
 * on a slow network, the text is drawn with it on that same page, not left blank until the next one.
 */
async function heading(browser: Browser, path: string, fontDelayMs: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  if (fontDelayMs)
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, fontDelayMs));
      await route.continue();
    });
  await page.goto(path);
  await page.waitForSelector('html[data-app="ready"]');
  return { page, close: () => context.close() };
}

test.describe('language fonts on a device without them', () => {
  for (const path of ['/as/search', '/hi/search']) {
    test(`${path}: a font arriving after the first paint draws the heading as a page with the font at hand does`, async ({ browser }) => {
      // The reference: the same page drawn again once its fonts are in the browser's cache.
      const reference = await heading(browser, path, 0);
      await reference.page.evaluate(() => document.fonts.ready);
      await reference.page.reload();
      await reference.page.waitForSelector('html[data-app="ready"]');
      await reference.page.evaluate(() => document.fonts.ready);
      const drawn = await reference.page.locator('main h1').screenshot();

      const slow = await heading(browser, path, 1500);
      await expect.poll(async () => (await slow.page.locator('main h1').screenshot()).equals(drawn), { timeout: 15_000 }).toBe(true);
      await slow.close();
      await reference.close();
    });
  }

  // The swap must not move the page: the header keeps its height whatever width the name is drawn at first
  // (boxes on this host until the subset arrives). The menu button once went to a row of its own then (CLS 0.30 in Lighthouse on /as/).
  for (const [path, width] of [
    ['/as/', 412],
    ['/hi/notifications', 412],
  ] as const) {
    test(`${path} at ${width} px: the header is as tall before the font arrives as after`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 844 }, serviceWorkers: 'block', javaScriptEnabled: false });
      const top = async (fonts: boolean) => {
        const page = await context.newPage();
        if (!fonts) await page.route(/\.woff2$/, (route) => route.abort());
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const y = await page.locator('#main-content').evaluate((main) => main.getBoundingClientRect().top);
        await page.close();
        return y;
      };
      expect(await top(false)).toBe(await top(true));
      await context.close();
    });
  }

  // A sub-site's menu on a phone is one row that scrolls sideways: wrapped, its rows followed each label's width,
  // which changed when the Hindi face swapped in (0.15 CLS in Lighthouse on /hi/office/complain).
  test('/hi/office/complain at 412 px: the section menu is one row, as tall before the font arrives as after, its page in view', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 844 }, serviceWorkers: 'block', javaScriptEnabled: false });
    const measure = async (fonts: boolean) => {
      const page = await context.newPage();
      if (!fonts) await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto('/hi/office/complain');
      await page.evaluate(() => document.fonts.ready);
      const drawn = await page.locator('.section-menu ul').evaluate((row) => ({
        rows: new Set([...row.querySelectorAll('li')].map((item) => Math.round(item.getBoundingClientRect().top))).size,
        scrolls: row.scrollWidth > row.clientWidth,
        contentTop: document.querySelector('.section-layout__content')!.getBoundingClientRect().top,
      }));
      await page.close();
      return drawn;
    };
    const without = await measure(false);
    expect(without).toEqual(expect.objectContaining({ rows: 1, scrolls: true }));
    expect(without).toEqual(await measure(true));
    await context.close();

    // With the app, the page's own link (the sixth of eight) is scrolled into the row's view.
    const app = await browser.newContext({ viewport: { width: 412, height: 844 }, serviceWorkers: 'block' });
    const page = await app.newPage();
    await page.goto('/hi/office/complain');
    await page.waitForSelector('html[data-app="ready"]');
    const current = page.locator('.section-menu [aria-current="page"]');
    await expect(current).toHaveText('शिकायत दर्ज करें');
    await expect
      .poll(() =>
        current.evaluate((link) => {
          const box = link.closest('ul')!.getBoundingClientRect();
          const own = link.getBoundingClientRect();
          return own.left >= box.left && own.right <= box.right;
        }),
      )
      .toBe(true);
    await app.close();
  });
});
