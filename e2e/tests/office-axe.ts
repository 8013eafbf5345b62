import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect } from '../support/test';

/**
 * axe-core (WCAG 2.1 AA rules) on the page's main content, which the office remote renders: the
 * shell's header and footer are judged by the shell's own tests, so a fault there does not hide ours.
 */
export async function expectNoSeriousViolationsInMain(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).include('#main-content').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `accessibility violations on ${label}`).toEqual([]);
}
