import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * Lite pages for a slow, paid-for network: a browser that sends `Save-Data: on` (or a visitor who
 * chose Lite in the footer) downloads no web font and no image until one is tapped, sees no
 * carousel, and reads every language.
 */

/** Every font and image the page asks for, from its first request. */
function heavyRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request: Request) => {
    if (['font', 'image'].includes(request.resourceType())) asked.push(`${request.resourceType()} ${request.url()}`);
  });
  return asked;
}

test.describe('lite pages', () => {
  let context: BrowserContext;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'Save-Data': 'on' } });
  });
  test.afterAll(() => context.close());

  for (const path of ['/', '/as/notifications', '/hi/', '/notifications']) {
    test(`Save-Data: ${path} loads no font and no image, and axe finds nothing at 390 and 1280 px`, async () => {
      const page = await context.newPage();
      const asked = heavyRequests(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-lite', '');
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      // Read as the server drew it: the app's scripts wait for the visitor's first tap on a button, or key.
      // (The first-screen script is inline in the page, decision 200: no file is asked for.)
      expect(scripts).toEqual([]);
      await expectNoSeriousA11yViolations(page, `${path} (lite, 390 px)`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoSeriousA11yViolations(page, `${path} (lite, 1280 px)`);
      expect(asked).toEqual([]);
      await page.close();
    });
  }

  test('Save-Data: the home page has no carousel, and its banner is a button that shows the picture when tapped', async () => {
    const page = await context.newPage();
    const asked = heavyRequests(page);
    await page.goto('/');
    await expect(page.locator('.nt-carousel-lite li a').first()).toBeVisible();
    await expect(page.locator('.nt-carousel--home')).toHaveCount(0);
    const banner = page.locator('.home-banner .aec-lite-image');
    await expect(banner).toHaveText(/^Show image: /);
    // The first tap starts the page's app; once it has taken the page over, a tap shows the picture.
    await banner.click();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    if (await banner.isVisible()) await banner.click();
    await expect(page.locator('img.home-banner__image')).toBeVisible();
    expect(asked).toEqual([expect.stringMatching(/^image .*\/banner-desktop\.svg$/)]);
    await page.close();
  });
});

/**
 * Every picture of the site's pages is drawn through LiteImage: on a lite page the galleries, the club
 * and hostel pages, campus life, the union, the office gallery, project and event pages ask for no
 * image until one is tapped; the full page still draws them. `tap` names the picture tapped there
 * (none: the page's pictures are decorative and left out, or the union's members have no photo yet).
 */
const PICTURE_PAGES: { path: string; tap?: RegExp }[] = [
  { path: '/campuslife', tap: /^Show image: / },
  { path: '/hostel/1' },
  { path: '/hostel/1/gallery', tap: /^Show image: / },
  { path: '/club/EDC', tap: /^Show image: / },
  { path: '/club/EDC/gallery', tap: /^Show image: / },
  { path: '/office/gallery', tap: /^Show image: / },
  { path: '/har-ghar-tiranga', tap: /^Show image: / },
  { path: '/project/teqip/home' },
  { path: '/aecsu/present' },
  { path: '/department/cse/home' },
];

test.describe('lite pages: no picture anywhere until tapped', () => {
  let lite: BrowserContext;
  let full: BrowserContext;
  test.beforeAll(async ({ browser }) => {
    lite = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'Save-Data': 'on' } });
    full = await browser.newContext({ viewport: { width: 390, height: 844 } });
  });
  test.afterAll(async () => {
    await lite.close();
    await full.close();
  });

  for (const { path, tap } of PICTURE_PAGES) {
    test(`Save-Data: ${path} asks for no image${tap ? ', a tap shows one' : ''}, axe finds nothing; the full page draws its pictures`, async () => {
      const page = await lite.newPage();
      const asked = heavyRequests(page);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-lite', '');
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      await expect(page.locator('#main-content img')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `${path} (lite, 390 px)`);
      if (tap) {
        const button = page.locator('#main-content .aec-lite-image').first();
        await expect(button).toHaveText(tap);
        const alt = (await button.textContent())!.replace(/^Show image: /, '');
        // The first tap starts the page's app; once it has taken the page over, a tap shows the picture.
        await button.click();
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
        const stillThere = page.locator('#main-content .aec-lite-image', { hasText: alt }).first();
        if (await stillThere.isVisible()) await stillThere.click();
        await expect(page.getByRole('img', { name: alt, exact: true }).first()).toBeVisible();
        await expect.poll(() => asked.filter((r) => r.startsWith('image ')).length).toBe(1);
        expect(asked.filter((r) => r.startsWith('font '))).toEqual([]);
      }
      await page.close();

      const normal = await full.newPage();
      await normal.goto(path);
      await expect(normal.locator('html')).not.toHaveAttribute('data-lite');
      await expect(normal.locator('#main-content .aec-lite-image')).toHaveCount(0);
      if (tap) expect(await normal.locator('#main-content img').count()).toBeGreaterThan(0);
      await normal.close();
    });
  }
});

test('the footer Lite link is remembered: the next pages are lite in that language until it is turned off', async ({ page, browser }) => {
  await page.goto('/hi/notifications');
  await expect(page.locator('html')).not.toHaveAttribute('data-lite');
  await page.getByRole('link', { name: 'लाइट पेज: कम डेटा, टैप करने पर ही चित्र' }).click();
  await page.waitForURL(/\/hi\/notifications$/);
  await expect(page.locator('html')).toHaveAttribute('data-lite', '');
  // The choice as the browser keeps it, in a browser of its own (this one's cache holds the fonts of the first page).
  const later = await browser.newContext({ storageState: await page.context().storageState() });
  const next = await later.newPage();
  const asked = heavyRequests(next);
  await next.goto('/hi/');
  await expect(next.locator('html')).toHaveAttribute('data-lite', '');
  await next.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await next.getByRole('link', { name: 'लाइट पेज चालू हैं: पूरे पेज दिखाएँ' }).click();
  await next.waitForURL(/\/hi\/$/);
  await expect(next.locator('html')).not.toHaveAttribute('data-lite');
  await later.close();
});

test('an English page draws অসমীয়া, हिन्दी and অসম চৰকাৰ with their own glyphs on a device without those scripts’ fonts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  for (const selector of ['.language-control [lang="as"]', '.language-control [lang="hi"]', '.gov-bar__owner [lang="as"]']) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    expect(nodeId, selector).toBeTruthy();
    // The faces that drew the node's text: ours, or the device's own font of the script (local()); any other
    // system face (DejaVu Sans on a Linux without those fonts) draws boxes, and may draw only the spaces.
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const spaces = (await page.locator(selector).textContent())!.split(' ').length - 1;
    expect(fonts.length, selector).toBeGreaterThan(0);
    const others = fonts.filter((font) => !font.isCustomFont && !/Bengali|Devanagari/.test(font.familyName));
    expect(
      others.reduce((glyphs, font) => glyphs + font.glyphCount, 0),
      `${selector}: ${JSON.stringify(fonts)}`,
    ).toBe(spaces);
  }
});
