import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { navigateInApp } from '../support/console';
import { CLUB_IDS, CLUB_SUB_ROUTES, HOSTEL_IDS, HOSTEL_SUB_ROUTES } from '../support/routes';

/** First view of a page: the shell, then this remote, load over the network; allow a slow, busy machine. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** Every route of mfe-campus, checked with axe-core once its content has arrived. */
const pages = ['/campuslife', '/hostel', '/club', '/library', '/ccc', '/ccc/aboutus', '/ccc/gallery', '/ccc/contact'];

test('campus landing pages, the library and the computing centre have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of pages) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expectNoSeriousA11yViolations(page, path);
  }
});

for (const [base, ids, subRoutes] of [
  ['/hostel', HOSTEL_IDS, HOSTEL_SUB_ROUTES],
  ['/club', CLUB_IDS, CLUB_SUB_ROUTES],
] as const) {
  test(`every ${base} sub-site page has no serious accessibility violation`, async ({ page }) => {
    test.setTimeout(300_000);
    await open(page, `${base}/${ids[0]}/home`);
    for (const id of ids) {
      for (const sub of subRoutes) {
        const path = `${base}/${id}/${sub}`;
        await navigateInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(':');
        // The hostel home's description arrives from the API: check the page as a visitor sees it.
        await expect(page.getByRole('status')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page, path);
      }
    }
  });
}

test('an open lightbox has no serious accessibility violation', async ({ page }) => {
  await open(page, '/hostel/1/gallery');
  await page.locator('.gallery__thumb').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'lightbox on /hostel/1/gallery');
});
