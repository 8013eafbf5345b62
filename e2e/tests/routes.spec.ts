import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectPageErrors, navigateInApp } from '../support/console';
import { subSiteMatrices, topLevelRoutes } from '../support/routes';

test.describe('every route of docs/product/ renders its title', () => {
  // One page for the whole list: every route is still a full load from the server, but the
  // browser keeps the hashed scripts as a visitor's would (a fresh context per route cost a second each).
  let page: Page;
  let errors: string[];
  test.beforeAll(async ({ browser }, testInfo) => {
    page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  });
  test.afterAll(async () => {
    await page.close();
  });

  for (const [path, heading] of topLevelRoutes) {
    test(`${path} shows "${heading}"`, async () => {
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      errors = collectPageErrors(page);
      await page.goto(path);
      await expect(page.locator('h1').first()).toHaveText(heading);
      if (path !== '/404') expect(page.url(), 'no redirect to /404').not.toMatch(/\/404$/);
      await expect(page).toHaveTitle(/Assam Engineering College|TV display/);
      // /404 itself answers HTTP 404, which the browser reports for the document.
      expect(errors.filter((e) => path !== '/404' || !/status of 404/.test(e))).toEqual([]);
    });
  }
});

test.describe('every sub-site id × sub-route renders inside its sub-site', () => {
  for (const matrix of subSiteMatrices) {
    test(`${matrix.name}: ${matrix.ids.length} ids × ${matrix.subRoutes.length} sub-routes`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectPageErrors(page);
      await page.goto(`${matrix.base}/${matrix.ids[0]}/${matrix.subRoutes[1] ?? ''}`);
      for (const id of matrix.ids) {
        for (const sub of matrix.subRoutes) {
          const path = `${matrix.base}/${id}${sub ? `/${sub}` : ''}`;
          await navigateInApp(page, path);
          await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[/-]/g, '\\$&')}$`));
          await expect(page.locator('.section-layout__heading'), path).toHaveText(matrix.band);
          await expect(page.locator('h1').first(), path).not.toBeEmpty();
        }
      }
      expect(errors).toEqual([]);
    });
  }
});
