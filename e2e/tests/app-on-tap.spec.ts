import type { Page } from '@playwright/test';
// Playwright's own test: the project's taps a page marked data-app-start="tap" as it arrives, which is what is tested here.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { freePort, OwnApiServer } from '../support/office-servers';

/**
 * AEC_APP_START=tap (decision 197): a server-rendered page is read as the server drew it, and its app's scripts
 * come at the visitor's first act that needs them. Against our own server in that mode, at 390 px (a phone).
 */
test.describe('the app starts at the first tap (AEC_APP_START=tap)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let api: OwnApiServer;
  test.beforeAll(async () => {
    // The server's start (its sample data) and its first renders, on a busy machine.
    test.setTimeout(240_000);
    api = new OwnApiServer(await freePort(), { AEC_APP_START: 'tap', AEC_RATE_LIMIT_MAX: '100000' });
    await api.start();
    // A fresh server's first renders may time out on a busy machine and be drawn in the browser (unmarked):
    // each page is asked for until the server draws it.
    for (const path of ['/notifications', '/as/notifications', '/office/complain']) {
      await expect
        .poll(() => fetch(`${api.url}${path}`).then((r) => r.text()), { timeout: 60_000, message: `${path} rendered by the server` })
        .toContain('data-ssr data-app-start="tap"');
    }
  });
  test.afterAll(async () => {
    await api?.dispose();
  });

  /** The scripts the page asks for (their paths), from its first request. */
  function scriptsOf(page: Page): string[] {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
    });
    return asked;
  }
  /** Of those, the app's: any but the service worker's own, which is no page's (the first-screen script is inline, decision 200). */
  const appScripts = (asked: string[]) => asked.filter((path) => path !== '/sw.js');

  test('no app script before a tap; one tap on Menu starts the app and opens the menu; the staff console and TV screen are not marked', async ({
    page,
    request,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto(`${api.url}/notifications`);
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'tap');
    // After paint (the default) the app would be on its way by now: the load event has passed and the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(appScripts(scripts)).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');

    // One tap: it starts the app, and is pressed again once the app has taken the page over.
    await page.locator('button.menu-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
    await expect(page.locator('button.menu-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu')).toHaveClass(/site-menu--open/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(appScripts(scripts).length).toBeGreaterThan(0);

    // Drawn in the browser, they wait for nothing: never marked.
    // (The inline first-screen script names the attribute: the <html> element must not carry it.)
    for (const path of ['/admin', '/screen']) expect(await (await request.get(`${api.url}${path}`)).text()).not.toMatch(/<html[^>]*data-app-start/);
  });

  /** A slow network: the app's entry arrives 2 s after it is asked for. */
  const slowEntry = (page: Page) =>
    page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });

  test('the phone menu opens at the tap, before the app has come, and the app takes it over open (decision 206)', async ({ page }) => {
    await slowEntry(page);
    await page.goto(`${api.url}/as/notifications`);
    const menu = page.locator('button.menu-toggle');
    const nav = page.locator('#site-menu nav').first();
    await expect(nav).toBeHidden();
    await menu.click();
    // At once: open, drawn as a cross, not busy, while the app is still on its way.
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(menu).not.toHaveAttribute('aria-busy');
    expect(await menu.locator('.menu-toggle__icon').evaluate((icon) => getComputedStyle(icon, '::before').transform)).not.toBe('none');
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
    await expectNoSeriousA11yViolations(page, 'menu opened before the app came');
    // A second tap closes it again, still before the app; a third opens it.
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(nav).toBeVisible();
    // The app comes and finds it open: its state says so (the label, the class), and the next tap closes it.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
    await expect(page.locator('#site-menu')).toHaveClass(/site-menu--open/);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveText('বন্ধ কৰক');
    await expect(nav).toBeVisible();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(page.locator('#site-menu')).not.toHaveClass(/site-menu--open/);
  });

  test('a menu opened and closed again before the app comes stays closed; "More" opens at the tap too', async ({ page }) => {
    await slowEntry(page);
    await page.goto(`${api.url}/notifications`);
    const menu = page.locator('button.menu-toggle');
    await menu.click();
    const more = page.locator('.more-menu > button');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.more-menu > ul')).toBeVisible();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#site-menu nav').first()).toBeHidden();
    await expect(menu).toHaveText('Menu');
    // The app took "More" over open, as it was left (inside the closed menu): its list is no longer `hidden`.
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.more-menu > ul')).not.toHaveAttribute('hidden');
  });

  test('any other tapped button turns, busy, while the app comes, and is pressed once it is ready', async ({ page }) => {
    await slowEntry(page);
    await page.goto(`${api.url}/as/notifications`);
    const contrast = page.locator('button.display-controls__contrast');
    await expect(contrast).not.toHaveAttribute('aria-busy');
    await contrast.click();
    await expect(contrast).toHaveAttribute('aria-busy', 'true');
    // The spinner: a turning ring after the button's label (@aec/ui's styles).
    expect(await contrast.evaluate((button) => getComputedStyle(button, '::after').animationName)).toBe('spin');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await expect(contrast).toHaveAttribute('aria-pressed', 'true');
    await expect(contrast).not.toHaveAttribute('aria-busy');
    await expectNoSeriousA11yViolations(page, 'high contrast pressed after the app came');
  });

  test("a visitor's text size and contrast show pressed in the header's buttons before the app comes", async ({ page }) => {
    // The server draws the buttons with the defaults ("A" pressed); first-screen.js corrects them from the cookie.
    const scripts = scriptsOf(page);
    await page.context().addCookies([{ name: 'aec_display', value: 'large.high', url: api.url }]);
    await page.goto(`${api.url}/as/notifications`);
    await page.waitForLoadState('networkidle');
    expect(appScripts(scripts)).toEqual([]);
    // Each button by its visible letters: the script goes by position, so a reordered header must fail here.
    const sizes = await page
      .locator('.display-controls__group button')
      .evaluateAll((buttons) => buttons.map((button) => [button.firstChild?.textContent, button.getAttribute('aria-pressed')]));
    expect(sizes).toEqual([
      ['A-', 'false'],
      ['A', 'false'],
      ['A+', 'true'],
    ]);
    await expect(page.locator('button.display-controls__contrast')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
    await expectNoSeriousA11yViolations(page, 'large text and high contrast before the app');
  });

  test('a link is a plain page load without the app; focus into the search field starts it', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto(`${api.url}/as/notifications`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as { before?: boolean }).before = true));
    await page.locator('#main-content a[href^="/as/"]').first().click();
    // The next address, loaded (its load event): a new document, what the window held is gone, and still no app.
    await page.waitForURL((url) => url.pathname !== '/as/notifications');
    expect(await page.evaluate(() => (window as { before?: boolean }).before)).toBeUndefined();
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'tap');
    await page.waitForLoadState('networkidle');
    expect(appScripts(scripts)).toEqual([]);

    await page.locator('#site-search-q').focus();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
    await expect(page.locator('#site-search-q')).toBeFocused();
  });

  test('the service worker is registered after load without the app, and controls the next visit', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${api.url}/office/complain`);
    const activeWorker = () => page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.active?.scriptURL ?? 'none'));
    await expect.poll(activeWorker, { timeout: 30_000 }).toBe(`${api.url}/sw.js`);
    expect(appScripts(scripts)).toEqual([]);
    await page.goto(`${api.url}/office/complain`);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.close();
  });
});
