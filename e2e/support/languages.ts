import type { Page } from '@playwright/test';
import { expect } from './test';
import { collectPageErrors } from './console';
import { MAIN_CONTENT, expectNoSeriousA11yViolations } from './axe';

/** What React says when the browser's first render differs from the server's HTML. */
export const HYDRATION = /hydrat|did not match|#418|#423|#425/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface UnmarkedOptions {
  /** Elements whose Latin text is a name, not a word of the interface (an e-mail link, a club's code). */
  skip?: string;
  /** Names written in Latin letters in every language, removed from the text before it is checked. */
  names?: RegExp;
}

/**
 * Text of the page's main content with Latin words that is not inside a lang="en" element: English
 * left in the interface of an Assamese or Hindi page (docs/product/languages.md).
 */
export function unmarkedEnglish(page: Page, { skip, names }: UnmarkedOptions = {}): Promise<string[]> {
  return page.locator('#main-content').evaluate(
    (main, [skipSelector, namesSource, namesFlags]) => {
      const found: string[] = [];
      const nameWords = namesSource ? new RegExp(namesSource, namesFlags) : null;
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = nameWords ? (node.textContent ?? '').replace(nameWords, '') : (node.textContent ?? '');
        const element = node.parentElement!;
        if (!/[A-Za-z]{2,}/.test(text) || (skipSelector && element.closest(skipSelector))) continue;
        if (element.closest('[lang]')?.getAttribute('lang') !== 'en') found.push(text.trim());
      }
      return found;
    },
    [skip ?? '', names?.source ?? '', names?.flags ?? ''] as const,
  );
}

/**
 * Each page, opened at /as/… or /hi/…, is written in its language by the server (html lang, its h1,
 * the section not marked English by the shell) and taken over by the browser with the same h1 and no
 * hydration error; with `unmarked`, no English is left unmarked either.
 */
export async function expectWrittenInTheirLanguage(page: Page, pages: [path: string, heading: string][], unmarked?: UnmarkedOptions): Promise<void> {
  for (const [path, heading] of pages) {
    const errors = collectPageErrors(page);
    const lang = path.slice(1, 3);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html, path).toMatch(new RegExp(`<html lang="${lang}"`));
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${escape(heading)}</h1>`));
    // Written in the page language: the shell does not mark the section English.
    expect(html, path).not.toContain('class="section-language"');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    if (unmarked) expect(await unmarkedEnglish(page, unmarked), path).toEqual([]);
    expect(
      errors.filter((e) => HYDRATION.test(e)),
      path,
    ).toEqual([]);
  }
}

/** An /as/ or /hi/ page with no serious accessibility violation in its main content and no English left unmarked there. */
export async function expectAccessibleInItsLanguage(page: Page, path: string, unmarked: UnmarkedOptions): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  expect(await unmarkedEnglish(page, unmarked), path).toEqual([]);
  await expectNoSeriousA11yViolations(page, path, MAIN_CONTENT);
}
