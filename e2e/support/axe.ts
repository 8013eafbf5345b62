import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// The axe-core that @axe-core/playwright itself runs (its own dependency, so both paths agree).
const axeSource: string = createRequire(require.resolve('@axe-core/playwright'))('axe-core').source;

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Violations of the page as it is now. A page without frames is checked by axe-core injected once
 * per document and run in place (AxeBuilder injects it again and opens a blank page on every call:
 * ten times slower over the hundreds of pages the suite checks); a page with frames goes through
 * AxeBuilder, which checks inside them too.
 */
async function violationsOf(page: Page, within?: string): Promise<Violation[]> {
  await page.evaluate(showSkippedContent, true);
  try {
    return await checkPage(page, within);
  } finally {
    await page.evaluate(showSkippedContent, false).catch(() => undefined);
  }
}

/**
 * Content below the fold is `content-visibility: auto` (not laid out or painted until near the
 * viewport). axe-core judges colour contrast by what is painted at a point, so text there is read
 * against whatever happens to be painted in its place (dequelabs/axe-core#2768): for the check
 * only, everything is laid out and painted as it is once scrolled to.
 */
function showSkippedContent(show: boolean): void {
  const id = 'aec-axe-show-skipped-content';
  document.getElementById(id)?.remove();
  if (!show) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = '* { content-visibility: visible !important; }';
  document.head.append(style);
}

async function checkPage(page: Page, within?: string): Promise<Violation[]> {
  const hasFrames = await page.evaluate(() => document.querySelector('iframe, frame, object[data], embed') !== null);
  if (hasFrames) {
    const builder = new AxeBuilder({ page }).withTags(TAGS);
    return (await (within ? builder.include(within) : builder).analyze()).violations;
  }
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    ([tags, selector]) =>
      (window as unknown as { axe: { run: (context: Document | { include: string[] }, options: object) => Promise<{ violations: Violation[] }> } }).axe
        .run(selector ? { include: [selector] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) }))),
    [TAGS, within] as const,
  );
}

export interface A11yCheckOptions {
  /**
   * Only this part of the page (a CSS selector), e.g. '#main-content' for the content a remote
   * renders: the shell's header and footer are judged by the shell's own tests, so a fault there
   * does not hide the remote's.
   */
  within?: string;
}

/** The content a remote renders, without the shell's header and footer. */
export const MAIN_CONTENT: A11yCheckOptions = { within: '#main-content' };

/** axe-core on the page as it is now: no serious or critical violation (WCAG 2.1 AA rules). */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url(), { within }: A11yCheckOptions = {}): Promise<void> {
  const serious = (await violationsOf(page, within))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `accessibility violations on ${label}`).toEqual([]);
}
