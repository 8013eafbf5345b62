import { expect, test } from '../support/test';
import { remoteSitemapPages, shellPages } from '../../shell/src/data/site-pages';

test.describe('GIGW furniture', () => {
  test('text size A-/A/A+ and high contrast are remembered across reloads and pages', async ({ page }) => {
    await page.goto('/about');
    const html = page.locator('html');
    const baseSize = await html.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

    await page.getByRole('button', { name: /Larger text/i }).click();
    await expect(html).toHaveAttribute('data-text-size', 'large');
    await expect(page.getByRole('button', { name: /Larger text/i })).toHaveAttribute('aria-pressed', 'true');
    expect(await html.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThan(baseSize);

    await page.getByRole('button', { name: 'High contrast' }).click();
    await expect(html).toHaveAttribute('data-contrast', 'high');

    await page.reload();
    await expect(html).toHaveAttribute('data-text-size', 'large');
    await expect(html).toHaveAttribute('data-contrast', 'high');
    await expect(page.getByRole('button', { name: 'High contrast' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/admission');
    await expect(html).toHaveAttribute('data-text-size', 'large');

    await page.getByRole('button', { name: /Smaller text/i }).click();
    await expect(html).toHaveAttribute('data-text-size', 'small');
    await page.getByRole('button', { name: 'High contrast' }).click();
    await page.reload();
    await expect(html).toHaveAttribute('data-text-size', 'small');
    await expect(html).not.toHaveAttribute('data-contrast', 'high');

    await page.getByRole('button', { name: /Normal text size/i }).click();
    await page.reload();
    await expect(html).not.toHaveAttribute('data-text-size');
  });

  test('a text size and contrast an earlier release kept in localStorage move into the cookie', async ({ page }) => {
    await page.addInitScript(() => {
      if (!document.cookie.includes('aec_display')) localStorage.setItem('aec.display', JSON.stringify({ textSize: 'large', contrast: 'high' }));
    });
    await page.goto('/about');
    const html = page.locator('html');
    // The app reads it (the page painted with the defaults first) and writes the cookie first-screen.js reads. A click
    // outside a link starts the app on a page that waits for the visitor's first act.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(html).toHaveAttribute('data-app', 'ready');
    await expect(html).toHaveAttribute('data-text-size', 'large');
    await expect(html).toHaveAttribute('data-contrast', 'high');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'aec_display')?.value).toBe('large.high');
    expect(await page.evaluate(() => localStorage.getItem('aec.display'))).toBeNull();
    await page.reload();
    await expect(html).toHaveAttribute('data-text-size', 'large');
  });

  test('the first Tab reaches "Skip to main content", which moves focus to the main content', async ({ page }) => {
    await page.goto('/academics');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' }).first();
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('Screen Reader Access is linked from the header of every page', async ({ page }) => {
    await page.goto('/nirf');
    await page.locator('.gov-bar').getByRole('link', { name: 'Screen Reader Access' }).click();
    await expect(page.locator('h1')).toHaveText('Screen Reader Access');
    await expect(page.getByRole('region', { name: 'Screen readers' }).getByRole('table')).toBeVisible();
  });

  test('the policy pages are linked from the footer', async ({ page }) => {
    await page.goto('/');
    // The pre-rendered home page is drawn before React runs; its buttons work once React has it.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const footer = page.locator('footer');
    for (const [name, heading] of <[string, string][]>[
      ['Copyright policy', 'Copyright Policy'],
      ['Hyperlinking policy', 'Hyperlinking Policy'],
      ['Privacy policy', 'Privacy Policy'],
      ['Terms and conditions', 'Terms and Conditions'],
      ['Accessibility statement', 'Accessibility Statement'],
      ['Sitemap', 'Sitemap'],
    ]) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page.locator('h1')).toHaveText(heading);
    }
  });

  test('the HTML sitemap links every shell page and the main page of every section', async ({ page }) => {
    await page.goto('/sitemap');
    await expect(page.locator('h1')).toHaveText('Sitemap');
    const hrefs = await page.locator('.sitemap a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const p of shellPages.filter((p) => p.inSitemap !== false)) expect(hrefs).toContain(p.path);
    for (const p of remoteSitemapPages) expect(hrefs).toContain(p.path);
  });

  test("/sitemap.xml and /robots.txt are served, at the site's public address", async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/undergraduate/disciplines</loc>`);
    // Published notices are listed with the date they last changed.
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/notifications/notice/\\d+</loc><lastmod>\\d{4}-\\d{2}-\\d{2}`));
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('every page says when it was last updated', async ({ page }) => {
    await page.goto('/antiragging');
    await expect(page.locator('.last-updated:not([data-testid="last-reviewed"]) time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await page.goto('/departments');
    await expect(page.locator('.last-updated:not([data-testid="last-reviewed"])')).toContainText('Last updated:');
  });
});

test.describe('header and navigation', () => {
  test('external links open in a new tab and say so to screen readers', async ({ page }) => {
    await page.goto('/');
    // The pre-rendered home page is drawn before React runs; its buttons work once React has it.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const external = page.locator('header a[target="_blank"]');
    await expect(external.first()).toBeAttached();
    expect(await external.count()).toBeGreaterThanOrEqual(6);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toContainText('(opens in a new tab)');
    }
  });

  test('the header links of docs/product/institutional-pages.md are there', async ({ page }) => {
    await page.goto('/');
    // The pre-rendered home page is drawn before React runs; its buttons work once React has it.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const quick = page.getByRole('navigation', { name: 'Quick links' });
    for (const name of ['BIS Corner', 'Faculty Profiles', 'NIRF', 'Students', 'Faculty & Staff', 'Alumni', 'AICTE Mandatory Disclosures', 'Digital India']) {
      await expect(quick.getByRole('link', { name: new RegExp(`^${name.replace(/[&]/g, '\\$&')}`) })).toBeVisible();
    }
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Academics', 'Admission', 'Campus Life', 'Notifications', 'Contact']) {
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('the More menu works from the keyboard', async ({ page }) => {
    await page.goto('/');
    // The pre-rendered home page is drawn before React runs; its buttons work once React has it.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const more = page.getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Audit Reports' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Service Rules' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Audit Reports' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('h1')).toHaveText('Audit Reports');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a phone the menu button opens and closes the navigation', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    // The pre-rendered home page is drawn before React runs; its buttons work once React has it.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await expect(main).toBeVisible();
    await main.getByRole('link', { name: 'Academics' }).click();
    await expect(page.locator('h1')).toHaveText('Academics');
    await expect(main).toBeHidden();
    await context.close();
  });

  test('the footer links the PDFs with their type and size', async ({ page, request }) => {
    await page.goto('/');
    // The pre-rendered home page is drawn before React runs; its buttons work once React has it.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const documents = page.locator('footer .document-link');
    await expect(documents).toHaveCount(4);
    for (const link of await documents.all()) {
      await expect(link).toContainText(/\(PDF, \d+ KB/);
      const response = await request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
    }
  });
});
