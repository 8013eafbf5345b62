import { expect, type Page } from '@playwright/test';

/**
 * An unknown id or sub-route (docs/product/README.md): opened directly, the server answers HTTP 404 with the
 * not-found page at the address as typed; reached inside the app, the browser goes to /404.
 */
export async function expectNotFound(page: Page, path: string, { inApp = true }: { inApp?: boolean } = {}): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 404`).toBe(404);
  expect(new URL(page.url()).pathname, 'the address stays as typed').toBe(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('OOPS! 404 Not Found');
  if (!inApp) return;
  await page.goto('/');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('OOPS! 404 Not Found');
}
