import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page } from '@playwright/test';
import { HTMLCS_FALSE_POSITIVES } from './htmlcs-false-positives';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// The axe-core that @axe-core/playwright itself runs (its own dependency, so both paths agree).
const axeSource: string = createRequire(require.resolve('@axe-core/playwright'))('axe-core').source;

// HTML_CodeSniffer's built file: the sniffs of every standard and their English texts in one script.
const htmlcsSource = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

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
  // A constructed stylesheet, not a <style> element: the site's CSP allows only its own inlined styles (by hash),
  // and a <style> added here would be refused and reported as the page's console error.
  const marker = 'aecAxeShowSkippedContent';
  const sheets = document.adoptedStyleSheets.filter((sheet) => !(marker in sheet));
  if (show) {
    const sheet = Object.assign(new CSSStyleSheet(), { [marker]: true });
    sheet.replaceSync('* { content-visibility: visible !important; }');
    sheets.push(sheet);
  }
  document.adoptedStyleSheets = sheets;
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

export interface HtmlcsError {
  /** The sniff's message code, e.g. 'WCAG2AA.Principle3.Guideline3_2.3_2_2.H32.2'. */
  code: string;
  message: string;
  /** The element, as tag#id.class, or 'document'. */
  element: string;
  /** The reason of the listed false positive (support/htmlcs-false-positives.ts) it is, if it is one. */
  falsePositive?: string;
}

type ListedHere = { code: string; selector: string; reason: string }[];

/**
 * HTML_CodeSniffer's WCAG2AA errors (type 1; warnings and notices ask a person to judge) in the page
 * as it is now, or in the part `within` selects, and in the same-origin frames there. Like axe-core,
 * injected once per document and run in place.
 */
export async function htmlcsErrorsOf(page: Page, within?: string): Promise<HtmlcsError[]> {
  const pathname = new URL(page.url()).pathname;
  const listed: ListedHere = HTMLCS_FALSE_POSITIVES.filter(({ page: p }) => (typeof p === 'string' ? p === pathname : p.test(pathname))).map(
    ({ code, selector, reason }) => ({ code, selector, reason }),
  );
  const errors = await htmlcsErrorsIn(page.mainFrame(), within, listed);
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || !(await checkedFrame(page, frame, within))) continue;
    errors.push(...(await htmlcsErrorsIn(frame, undefined, listed)));
  }
  return errors;
}

/** A frame of the page's own (same origin or srcdoc/blank), inside `within` when it is given. */
async function checkedFrame(page: Page, frame: Frame, within?: string): Promise<boolean> {
  const url = frame.url();
  if (!url.startsWith('about:') && new URL(url).origin !== new URL(page.url()).origin) return false;
  if (!within) return true;
  let top = frame;
  while (top.parentFrame() && top.parentFrame() !== page.mainFrame()) top = top.parentFrame()!;
  const element = await top.frameElement();
  return element.evaluate((el, selector) => (el as Element).closest(selector) !== null, within);
}

async function htmlcsErrorsIn(frame: Frame, within: string | undefined, listed: ListedHere): Promise<HtmlcsError[]> {
  const loaded = await frame.evaluate(() => typeof (window as unknown as { HTMLCS?: unknown }).HTMLCS === 'object');
  if (!loaded) await frame.evaluate(htmlcsSource);
  return frame.evaluate(
    ([selector, listed]) =>
      new Promise<HtmlcsError[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element | Document };
        const w = window as unknown as {
          HTMLCS: { process(standard: string, root: Node, done: () => void, failed: () => void, language: string): void; getMessages(): Message[] };
          translation: { en: Record<string, string> };
        };
        // HTMLCS 2.5.1 reports an autocomplete value that does not fit its control with texts its English catalogue
        // lacks, and throws on the missing text: give each one, so the error is reported instead.
        for (const kind of ['Text', 'Multiline', 'Password', 'Url', 'Telephone', 'Numeric', 'Month', 'Date']) {
          w.translation.en[`1_3_5_H98.InvalidAutoComplete_${kind}`] ??= `The autocomplete value "{{x}}" is not one for this kind of control (${kind} only).`;
        }
        const root = selector ? document.querySelector(selector) : document;
        if (!root) {
          reject(new Error(`HTMLCS: nothing matches ${selector}`));
          return;
        }
        const describe = (el: Element | Document) =>
          el instanceof Element ? `${el.localName}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}` : 'document';
        const done = () =>
          resolve(
            w.HTMLCS.getMessages()
              .filter((m) => m.type === 1)
              .map((m) => ({
                code: m.code,
                message: m.msg,
                element: describe(m.element),
                falsePositive: listed.find((l) => l.code === m.code && m.element instanceof Element && m.element.matches(l.selector))?.reason,
              })),
          );
        try {
          w.HTMLCS.process('WCAG2AA', root, done, () => reject(new Error('HTMLCS could not load its WCAG2AA standard')), 'en');
        } catch (err) {
          reject(err);
        }
      }),
    [within, listed] as const,
  );
}

/**
 * axe-core and HTML_CodeSniffer on the page as it is now: no serious or critical axe violation
 * (WCAG 2.1 AA rules) and no HTMLCS WCAG2AA error beyond the listed false positives.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url(), { within }: A11yCheckOptions = {}): Promise<void> {
  const serious = (await violationsOf(page, within))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  const htmlcs = (await htmlcsErrorsOf(page, within)).filter((e) => !e.falsePositive).map((e) => `HTMLCS ${e.code}: ${e.message} — ${e.element}`);
  expect([...serious, ...htmlcs], `accessibility violations on ${label}`).toEqual([]);
}

/**
 * The same checks on a page as a browser with JavaScript off shows it (a form's answer page).
 * axe-core and HTML_CodeSniffer are scripts, and a context with JavaScript off runs none: Playwright's
 * evaluate waits forever there, and turning scripts back on by CDP leaves it without a context. So
 * the document as it stands (read by CDP, which needs no script) is opened at its own address in a
 * second, script-enabled context whose page scripts are all refused: the same DOM with the same
 * styles and fonts, nothing hydrated or changed by the app, and the checkers injected as usual.
 */
export async function expectNoSeriousA11yViolationsWithoutScript(page: Page, label = page.url(), options: A11yCheckOptions = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 1 });
  const html = root.children?.find((node) => node.nodeName === 'HTML');
  if (!html) throw new Error(`no <html> element on ${label}`);
  const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId: html.nodeId });
  await cdp.detach();
  const url = page.url();
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route('**/*', (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.url() === url) {
        return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: `<!doctype html>${outerHTML}` });
      }
      return request.resourceType() === 'script' ? route.abort() : route.continue();
    });
    await copy.goto(url, { waitUntil: 'load' });
    await copy.evaluate(() => document.fonts.ready);
    await expectNoSeriousA11yViolations(copy, `${label} (JavaScript off)`, options);
  } finally {
    await context.close();
  }
}
