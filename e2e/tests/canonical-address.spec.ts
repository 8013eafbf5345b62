// One page, one address. A variant of a page's address (a trailing slash, capitals,
// leading zeros in an id, under /as/ and /hi/ too) moves for good (301, same origin, relative) to the
// one address, which the page names as its canonical URL.
import { expect, test } from '../support/test';

const variants: Array<[string, string]> = [
  ['/about/', '/about'],
  ['/ABOUT/HISTORY', '/about/history'],
  ['/Notifications/Notice/1', '/notifications/notice/1'],
  ['/news/newslist/01', '/news/newslist/1'],
  ['/as/About/History/', '/as/about/history'],
  ['/hi', '/hi/'],
  // Case in the leading segments the site names (a department's, a project's page), not in what follows.
  ['/department/CSE/home', '/department/cse/home'],
  ['/Project/TEQIP/Home', '/project/teqip/home'],
];

test('URL variants move (301) to the one address, relative', async ({ request }) => {
  for (const [variant, address] of variants) {
    const answer = await request.get(variant, { maxRedirects: 0 });
    expect(answer.status(), variant).toBe(301);
    expect(answer.headers().location, variant).toBe(address);
  }
});

test('a visitor at a variant lands on the one address, which the page declares canonical', async ({ page }) => {
  const response = await page.goto('/ABOUT/HISTORY/');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/about/history');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe('/about/history');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('History');
});

test('what follows the segments the site names keeps its case: a club code is no variant', async ({ request }) => {
  const club = await request.get('/club/EDC/home', { maxRedirects: 0 });
  expect(club.status()).toBe(200);
});
