import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { navigateInApp } from '../support/console';
import { DEPARTMENT_IDS, DEPARTMENT_SUB_ROUTES } from '../support/routes';

/** Waits until what the page loads (notices, PDFs, the faculty list) has settled, so axe sees the real page. */
async function settled(page: Page) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('.state--loading')).toHaveCount(0);
  await expect(page.getByText('Loading document…')).toHaveCount(0);
}

test.describe('accessibility of every route of the departments remote (axe: no serious or critical violation)', () => {
  for (const path of ['/departments', '/schools', '/all-faculty']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  // Every department's menu pages; the sub-routes no menu links to render the same components for
  // every department, so they are checked once, for cse.
  for (const id of DEPARTMENT_IDS) {
    test(`/department/${id}/* (${id === 'cse' ? 'every sub-route' : 'its menu pages'})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`/department/${id}/home`);
      const menuPaths = await page.locator('nav.section-menu a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      const paths = id === 'cse' ? DEPARTMENT_SUB_ROUTES.filter(Boolean).map((sub) => `/department/${id}/${sub}`) : menuPaths;
      for (const path of paths) {
        await navigateInApp(page, path);
        await settled(page);
        await expectNoSeriousA11yViolations(page, path);
      }
    });
  }
});
