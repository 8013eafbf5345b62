import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { shellPages } from '../../shell/src/data/site-pages';
import { navigateInApp, trackNetworkQuiet } from '../support/console';

/** Every internal link (pages and documents) on a page, as absolute paths with their query. */
async function internalLinks(page: Page): Promise<string[]> {
  return page.$$eval('a[href]', (anchors) =>
    anchors
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname + url.search),
  );
}

test('walking every internal link and PDF of every shell page finds no 404', async ({ page, request }) => {
  test.setTimeout(600_000);
  const pagesToWalk = ['/', ...shellPages.map((p) => p.path)];
  const found = new Map<string, string>();
  for (const path of pagesToWalk) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    // The home page's widgets come after the first paint: wait for their links too.
    if (path === '/') await page.waitForLoadState('networkidle');
    for (const link of await internalLinks(page)) {
      // The language control's links are this page in Assamese and Hindi, loaded in full (another
      // router basename): shell-languages.spec.ts follows them; here they would be walked in English.
      if (/^\/(as|hi)(\/|$|\?)/.test(link)) continue;
      // Server calls, not pages of the router (the footer's Lite link sets a choice and leads back: lite-pages.spec.ts).
      if (link.startsWith('/api/')) continue;
      if (!found.has(link)) found.set(link, path);
    }
  }

  const broken: string[] = [];
  const documents = [...found.keys()].filter((link) => link.startsWith('/files/'));
  // Four at a time: the server streams each from disk.
  for (let i = 0; i < documents.length; i += 4) {
    await Promise.all(
      documents.slice(i, i + 4).map(async (link) => {
        const response = await request.get(link);
        const type = response.headers()['content-type'] ?? '';
        if (response.status() !== 200 || !type.includes('pdf')) broken.push(`${link} (from ${found.get(link)}): ${response.status()} ${type}`);
      }),
    );
  }

  const routes = [...found.keys()].filter((link) => !link.startsWith('/files/') && link !== '/404');
  const networkQuiet = trackNetworkQuiet(page);
  for (const link of routes) {
    const heading = page.locator('h1').first();
    // As a click on the link would: the router resolves it in the page (the server answers every
    // route with the same index.html, so a reload would test nothing more, at a second a link).
    await navigateInApp(page, link);
    await networkQuiet();
    await expect(heading.or(page.getByText(/is not available right now/)), link).toBeVisible({ timeout: 20_000 });
    if (!(await heading.isVisible())) {
      // A remote section that is being redeployed says so with a Retry (not a 404): load the page
      // again until the section is back.
      await expect(async () => {
        await page.goto(link);
        await expect(heading).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
    }
    await expect(heading, `${link}: its section could not be loaded`).toBeVisible();
    const text = (await heading.textContent()) ?? '';
    if (/404 Not Found/.test(text) || new URL(page.url()).pathname === '/404') broken.push(`${link} (from ${found.get(link)}): fallback page`);
  }

  expect(documents.length, 'documents found').toBeGreaterThan(60);
  expect(routes.length, 'pages found').toBeGreaterThan(80);
  expect(broken).toEqual([]);
});
