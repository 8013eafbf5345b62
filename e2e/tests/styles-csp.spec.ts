import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { navigateInApp } from '../support/console';

// SECURITY.md (decisions 052, 053): pages are styled under a CSP whose style-src has no
// 'unsafe-inline' (each page's inlined stylesheets are allowed by their hashes), and the
// Permissions-Policy is one Chromium reads without complaint.

/**
 * Style CSP violations and Permissions-Policy complaints of a page, collected from its first byte.
 * (Not script-src: a library's probe for eval, caught by itself, reports one on some pages.)
 */
async function watch(page: Page): Promise<{ violations: () => Promise<string[]>; warnings: string[] }> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/Refused to apply|style-src|Permissions-Policy/i.test(message.text())) warnings.push(`${message.type()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.effectiveDirective.startsWith('style-src')) seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  return { violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), warnings };
}

/** Every <style> of the document that has text is applied (a style the CSP blocked has no rules). */
const unappliedStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style')]
      .filter((style) => (style.textContent ?? '').trim() !== '' && !(style.sheet && style.sheet.cssRules.length > 0))
      .map((style) => style.dataset.href ?? style.outerHTML.slice(0, 80)),
  );

// Server-rendered pages with and without remote sections, a page the server answers 404, and the
// client-drawn document of the staff console (the shell's index.html).
for (const path of ['/', '/notifications', '/department/cse/home', '/office', '/hostel/1/home', '/no/such/page', '/admin']) {
  test(`${path}: its inlined styles apply under a CSP without 'unsafe-inline', and nothing is blocked`, async ({ page }) => {
    const watched = await watch(page);
    const response = await page.goto(path);
    const csp = response!.headers()['content-security-policy'] ?? '';
    const styleSrc = csp.split(';').find((directive) => directive.trim().startsWith('style-src '));
    expect(styleSrc).toBeDefined();
    expect(styleSrc).not.toContain("'unsafe-inline'");
    expect(response!.headers()['permissions-policy']).toContain('camera=()');
    expect(await unappliedStyles(page)).toEqual([]);
    expect(await watched.violations()).toEqual([]);
    expect(watched.warnings).toEqual([]);
  });
}

test("moving between pages in the browser loads the other sections' stylesheets without a CSP violation", async ({ page }) => {
  const watched = await watch(page);
  await page.goto('/');
  for (const path of ['/department/cse/home', '/office', '/notifications', '/hostel/1/home']) {
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Assam Engineering College');
  }
  expect(await unappliedStyles(page)).toEqual([]);
  expect(await watched.violations()).toEqual([]);
  expect(watched.warnings).toEqual([]);
});
