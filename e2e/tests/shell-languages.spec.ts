import { expect, takenOver, test } from '../support/test';
import { collectPageErrors } from '../support/console';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * docs/product/languages.md: every public page in English (/…), Assamese (/as/…) and Hindi (/hi/…), rendered by the
 * server in its language, with a language control in the header that keeps the page.
 */
const HYDRATION = /hydrat|did not match|#418|#423|#425/i;

test.describe('the site in three languages', () => {
  for (const [path, lang, home, notices] of [
    ['/as/', 'as', 'মুখ্য পৃষ্ঠা', 'জাননী'],
    ['/hi/', 'hi', 'मुखपृष्ठ', 'सूचनाएँ'],
  ] as const) {
    test(`${path} is rendered in its language and taken over without a hydration error`, async ({ page }) => {
      // The home page is the largest there is (axe alone takes seconds on a busy machine).
      test.setTimeout(120_000);
      const errors = collectPageErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // The server's HTML is already in the language, before any script runs.
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
      expect(html).toContain(home);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const main = page.getByRole('navigation', { name: lang === 'as' ? 'মুখ্য' : 'मुख्य' });
      await expect(main.getByRole('link', { name: home })).toBeVisible();
      await expect(main.getByRole('link', { name: notices })).toHaveAttribute('href', `/${lang}/notifications`);
      await page.waitForLoadState('networkidle');
      expect(errors.filter((e) => HYDRATION.test(e))).toEqual([]);
      await expectNoSeriousA11yViolations(page, path);
    });
  }

  test('the language control leads to the same page in the other language, and back', async ({ page }) => {
    await page.goto('/notifications?from=test');
    const control = page.getByRole('navigation', { name: 'Language' });
    await expect(control.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(control.getByRole('link', { name: 'অসমীয়া' })).toHaveAttribute('lang', 'as');

    // Each language link is a full page load: the next click waits until React has taken the new page over.
    const interactive = () => takenOver(page);
    await control.getByRole('link', { name: 'অসমীয়া' }).click();
    await expect(page).toHaveURL(/\/as\/notifications\?from=test$/);
    await interactive();
    await expect(page.locator('html')).toHaveAttribute('lang', 'as');
    // Navigation inside the app keeps the language.
    const controlAs = page.getByRole('navigation', { name: 'ভাষা' });
    await expect(controlAs.getByRole('link', { name: 'অসমীয়া' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('navigation', { name: 'মুখ্য' }).getByRole('link', { name: 'আমাৰ বিষয়ে' }).click();
    await expect(page).toHaveURL(/\/as\/about$/);
    await interactive();

    await page.getByRole('navigation', { name: 'ভাষা' }).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/about$/);
    await interactive();
    await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The choice is remembered, and a first visit to an English page is not redirected.
    expect(await page.evaluate(() => localStorage.getItem('aec-language'))).toBe('en');
  });

  test('an English page offers Assamese to an Assamese browser in one line, and never redirects', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'as-IN' });
    const page = await context.newPage();
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/notifications$/);
    const offer = page.getByRole('region', { name: 'Language' });
    await expect(offer).toContainText('এই পৃষ্ঠাটো অসমীয়াতো পঢ়িব পাৰে।');
    await expect(offer.getByRole('link', { name: 'অসমীয়াত পঢ়ক' })).toHaveAttribute('href', '/as/notifications');
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Language' })).toHaveCount(0);
    await context.close();
  });

  test('every page names its alternates with hreflang; an unknown page in Assamese is a 404 in Assamese', async ({ request }) => {
    const page = await (await request.get('/hi/notifications')).text();
    const alternates = [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], new URL(m[2]!).pathname]);
    expect(alternates).toEqual([
      ['en', '/notifications'],
      ['as', '/as/notifications'],
      ['hi', '/hi/notifications'],
      ['x-default', '/notifications'],
    ]);
    expect(page).toMatch(/<link rel="canonical" href="[^"]*\/hi\/notifications">/);

    const missing = await request.get('/as/no-such-page');
    expect(missing.status()).toBe(404);
    const body = await missing.text();
    expect(body).toContain('<html lang="as"');
    expect(body).toContain("পৃষ্ঠাটো পোৱা নগ'ল");
  });

  test('every remote is written in Assamese: no section of theirs is marked English as a whole', async ({ request }) => {
    // A remote release without the page language would be wrapped lang="en" with a note (jest:
    // shell/src/federation/remote-section.test.tsx); all five now say they have Assamese and Hindi.
    for (const path of ['/as/notifications', '/as/department/cse/home', '/as/office/complain', '/as/project/teqip/home', '/as/hostel']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<html lang="as"');
      // (The inlined stylesheet names the class; the markup must not use it.)
      expect(html, path).not.toMatch(/class="section-language(-note)?"/);
    }
  });
});
