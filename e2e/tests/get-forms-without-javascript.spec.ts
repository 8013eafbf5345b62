import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** A page in a browser with JavaScript off (closed with its context at the end of the test). */
async function withoutScripts(browser: Browser, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * The site's GET filter and search forms work before the scripts have run, or without them: each
 * has a submit button, and its fields are named as the page reads its address, so the browser's own
 * submission brings back the page the server renders for those filters.
 */
test.describe('GET forms with JavaScript off', () => {
  test('/all-faculty: the department and name filters, submitted by the button, show the filtered list', ({ browser }) =>
    withoutScripts(browser, async (page) => {
      await page.goto('/all-faculty');
      const all = await page.locator('.faculty-group').count();
      expect(all).toBeGreaterThanOrEqual(13);
      const form = page.getByRole('search', { name: 'Filter the faculty list' });
      await form.getByLabel('Department', { exact: true }).selectOption('maths');
      await form.getByRole('button', { name: 'Filter' }).click();
      await expect(page).toHaveURL(/\/all-faculty\?dept=maths&q=$/);
      await expect(page.locator('.faculty-group h2')).toHaveText(['Mathematics']);
      // The server's page keeps the chosen filter in the form.
      await expect(page.getByLabel('Department', { exact: true })).toHaveValue('maths');

      // A part of one teacher's name, in other letters' case, leaves that teacher.
      const name = (await page.locator('.faculty-group tbody th').first().textContent())!.trim();
      const part = name.slice(-5).toUpperCase();
      await page.getByLabel('Department', { exact: true }).selectOption('');
      await page.getByLabel('Name', { exact: true }).fill(part);
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?dept=&q=${encodeURIComponent(part)}$`));
      await expect(page.locator('.faculty-group tbody th').filter({ hasText: name })).toHaveCount(1);
      expect(await page.locator('.faculty-group tbody tr').count()).toBeLessThan(20);
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(part);
    }));

  test('/hi/all-faculty: the Hindi page submits to itself, in Hindi', ({ browser }) =>
    withoutScripts(browser, async (page) => {
      await page.goto('/hi/all-faculty');
      const form = page.getByRole('search');
      await form.getByRole('combobox', { name: 'विभाग' }).selectOption('physics');
      await form.getByRole('button', { name: 'छाँटें' }).click();
      await expect(page).toHaveURL(/\/hi\/all-faculty\?dept=physics&q=$/);
      await expect(page.locator('.faculty-group')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    }));

  test('/notifications/archive: words, kind and year, submitted by the button, show the results', ({ browser }) =>
    withoutScripts(browser, async (page) => {
      await page.goto('/notifications/archive');
      // The archive's own form (every page's header has a search box of its own).
      const form = page.locator('#main-content');
      await form.getByLabel('Words to find').fill('examination');
      await form.getByLabel('Kind').selectOption('notice');
      await form.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/notifications\/archive\?q=examination&kind=notice&year=$/);
      await expect(page.locator('.nt-result').first()).toBeVisible();
      await expect(page.getByText(/^\d+ results? for “examination”$/)).toBeVisible();
      // The kind chosen is applied: notices only.
      const kinds = await page.locator('.nt-result .nt-tag').allTextContents();
      expect(kinds.length).toBeGreaterThan(0);
      expect(new Set(kinds)).toEqual(new Set(['Notice']));
      await expect(page.getByLabel('Words to find')).toHaveValue('examination');
    }));
});
