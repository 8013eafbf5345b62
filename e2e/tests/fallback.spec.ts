import { expect, test } from '../support/test';
import { expectNotFound } from '../support/not-found';

test('/404 says OOPS! 404 Not Found with a button to the homepage', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('OOPS! 404 Not Found');
  await page.getByRole('link', { name: 'Go to the homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assam Engineering College');
});

test('an unknown path shows the fallback page, keeping its URL', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('OOPS! 404 Not Found');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

// '/department/CSE/home' is a variant of the cse page's address: it moves there (canonical-address.spec).
for (const path of [
  '/department/xyz/home',
  '/department/cse/nonsense',
  '/club/NOPE/home',
  '/club/edc/nonsense',
  '/project/abc',
  '/project/abc/home',
  '/hostel/99/home',
  '/hostel/0/home',
]) {
  test(`unknown id or sub-route ${path} answers 404 with the fallback page`, async ({ page }) => {
    await expectNotFound(page, path, { inApp: false });
  });
}

test('club ids are case-insensitive', async ({ page }) => {
  await page.goto('/club/edc/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrepreneurship Development Cell: Home');
});

test('navigation scrolls to the top on every route change', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/hostel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostels');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Office' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Office of the Principal');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
