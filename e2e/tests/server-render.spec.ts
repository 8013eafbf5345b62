import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/console';
import { topLevelRoutes } from '../support/routes';

/**
 * docs/product/performance.md: every public page arrives rendered by the server (readable with JavaScript off), with
 * its own head and real status, and React takes it over without a hydration error.
 */

test.describe('server-rendered pages', () => {
  test('with JavaScript off, the notice board and a department page read correctly', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
    // The first page of notices is in the HTML: rows with a title link each.
    await expect(page.locator('main a[href^="/notifications/notice/"]').first()).toBeVisible();
    await expect(page).toHaveTitle(/Notifications \| Assam Engineering College/);

    await page.goto('/department/cse/home');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Computer Science');
    await expect(page.getByRole('navigation', { name: /menu/i }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.close();
  });

  test('each page names itself in its head, with an absolute canonical address and a preview', async ({ request, baseURL }) => {
    const html = await (await request.get('/hostel/1/home')).text();
    expect(html).toContain('<title>Hostel 1: Home | Assam Engineering College</title>');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/hostel/1/home">`);
    expect(html).toMatch(/<meta property="og:title" content="Hostel 1: Home">/);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/`));
    const home = await (await request.get('/')).text();
    const ld = [...home.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(ld.find((d) => d['@type'] === 'CollegeOrUniversity')?.url).toBe(`${baseURL}/`);
  });

  test("when the app starts, the shell's and the section's files are asked for side by side, each once", async ({ page }) => {
    const requests: { url: string; at: number }[] = [];
    page.on('request', (request) => requests.push({ url: new URL(request.url()).pathname, at: Date.now() }));
    await page.goto('/news');
    const askedFor = (pattern: RegExp) => requests.filter((r) => pattern.test(r.url));
    const main = askedFor(/^\/main\.[0-9a-f]+\.js$/);
    const remote = askedFor(/^\/remotes\/mfe-notifications\/(remoteEntry\.js|mf-manifest\.json|[^/]+\.js)$/);
    expect(main).toHaveLength(1);
    // The manifest, the entry and the exposed module's scripts: listed by the server, preloaded by
    // first-screen.js, and not fetched a second time by the federation runtime.
    expect(remote.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/remotes/mfe-notifications/mf-manifest.json', '/remotes/mfe-notifications/remoteEntry.js']),
    );
    expect(new Set(remote.map((r) => r.url)).size).toBe(remote.length);
    // Asked for with main.js, not one round trip after another: without the list the federation
    // runtime could only ask for the manifest after reading /remotes.json, and for the entry after that.
    const registry = askedFor(/^\/remotes\.json$/);
    expect(registry).toHaveLength(1);
    for (const r of remote.filter((r) => /remoteEntry|mf-manifest|__federation_expose_routes/.test(r.url))) {
      expect(requests.indexOf(r)).toBeLessThan(requests.indexOf(registry[0]!));
    }
  });

  test('unknown addresses and ids answer HTTP 404 with the not-found page', async ({ request, page }) => {
    for (const path of ['/no-such-page', '/department/zzz/home', '/hostel/1/no-such-page', '/club/NOPE/home']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('OOPS! 404 Not Found');
    }
    const notice = await request.get('/notifications/notice/424242');
    expect(notice.status()).toBe(404);
    expect(await notice.text()).toContain('Notice 424242 was not found');

    // In the browser the address stays as typed, the page says so, and it has no Retry.
    await page.goto('/notifications/notice/424242');
    await expect(page.getByText('Notice 424242 was not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/notifications\/notice\/424242$/);
  });

  test('React takes over every public route without a hydration error', async ({ page }) => {
    test.setTimeout(240_000);
    const errors = collectPageErrors(page);
    for (const [path] of topLevelRoutes) {
      if (path === '/screen') continue; // drawn in the browser only
      errors.length = 0;
      await page.goto(path);
      await expect(page.locator('html[data-app="ready"]'), path).toHaveCount(1, { timeout: 20_000 });
      // Sections hydrate when their remote's code has arrived.
      await page.waitForLoadState('networkidle');
      expect(
        errors.filter((e) => /hydrat|did not match|#418|#423|#425/i.test(e)),
        path,
      ).toEqual([]);
    }
  });
});
