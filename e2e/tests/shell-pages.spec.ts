import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { collectPageErrors } from '../support/console';
import { HOME_DESCRIPTION, shellPages } from '../../shell/src/data/site-pages';

const pages = [
  { path: '/', title: 'Assam Engineering College', description: HOME_DESCRIPTION },
  ...shellPages,
  { path: '/404', title: 'OOPS! 404 Not Found', description: '' },
];

test.describe('every page of the shell: heading, title, description, lang, last updated, accessibility', () => {
  // One browser page for the list (each route still a full load; hashed scripts come from the cache).
  let browser: Page;
  test.beforeAll(async ({ browser: chromium }, testInfo) => {
    browser = await chromium.newPage({ baseURL: testInfo.project.use.baseURL });
  });
  test.afterAll(async () => {
    await browser.close();
  });

  for (const page of pages) {
    test(page.path, async () => {
      test.setTimeout(120_000);
      browser.removeAllListeners('console');
      browser.removeAllListeners('pageerror');
      const errors = collectPageErrors(browser);
      await browser.goto(page.path);
      await expect(browser.locator('h1')).toHaveCount(1);
      await expect(browser.locator('h1')).toHaveText(page.title);
      await expect(browser).toHaveTitle(page.path === '/' ? 'Assam Engineering College' : new RegExp(`\\| Assam Engineering College$`));
      if (page.description) await expect(browser.locator('meta[name="description"]')).toHaveAttribute('content', page.description);
      await expect(browser.locator('html')).toHaveAttribute('lang', 'en');
      await expect(browser.locator('.last-updated:not([data-testid="last-reviewed"])')).toContainText(/Last updated: \d{1,2} \w+ \d{4}/);
      await expectNoSeriousA11yViolations(browser, page.path);
      // /404 answers HTTP 404 (no soft 404), which Chromium reports for the document itself.
      const expected = page.path === '/404' ? ['console: Failed to load resource: the server responded with a status of 404 (Not Found)'] : [];
      expect(errors).toEqual(expected);
    });
  }
});

test('the pages at 390 px wide have no serious accessibility violation and no sideways scroll', async ({ browser }) => {
  test.setTimeout(420_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const { path } of [{ path: '/' }, ...shellPages]) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, `${path} at 390 px`);
  }
  await context.close();
});
