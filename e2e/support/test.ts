import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Pages arrive rendered by the server and become interactive when React has taken them over
 * (<html data-app="ready">), after their first paint. A person would see the page and wait a moment
 * before a button works; a test clicks at once. So every full load of a page waits for that mark
 * (an answer that is not a page, or a page without JavaScript, returns at once).
 */
async function untilInteractive(page: Page, response: Response | null): Promise<void> {
  if (!response || !/text\/html/.test(response.headers()['content-type'] ?? '')) return;
  await takenOver(page);
}

/**
 * Waits until React has taken the page now shown over, tapping it first if it starts its app at a tap: for a full
 * load a click caused (a language link, a form posted without the app), which goto and reload do not see.
 */
export async function takenOver(page: Page): Promise<void> {
  const ready = page.locator('html[data-app="ready"]');
  // A lite page starts its app at the visitor's first tap on a button or key (decision 115): it is ready as it arrives.
  // Any other page marked data-app-start="tap" (AEC_APP_START=tap, decision 197) is tapped on a neutral spot, its
  // <main> outside any link, as a visitor would, and is ready when its app has taken it over.
  const scripted = await page
    .evaluate(() => {
      const root = document.documentElement;
      // A page that runs script has the inline first-screen script (a bare <script>, decision 200); data blocks are typed.
      if (!document.querySelector('script:not([type])') || root.hasAttribute('data-lite')) return false;
      if (root.getAttribute('data-app-start') === 'tap')
        (document.querySelector('main') ?? document.body).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      return true;
    })
    .catch(() => false);
  if (scripted) await ready.waitFor({ state: 'attached', timeout: 30_000 });
}

/** A page whose full loads (goto, reload) wait until React has taken the page over. */
function waitingForReact(page: Page): Page {
  if ((page as { waitsForReact?: boolean }).waitsForReact) return page;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilInteractive(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilInteractive(page, response);
    return response;
  };
  (page as { waitsForReact?: boolean }).waitsForReact = true;
  return page;
}

/** So do the pages a test opens itself (browser.newPage, or a context's newPage). */
function contextWaitingForReact(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitingForReact(await newPage());
  return context;
}

export const test = base.extend<object, object>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForReact(page));
  },
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? context : contextWaitingForReact(context));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      // With JavaScript off nothing takes the page over: such pages return at once.
      const scripted = (options?: { javaScriptEnabled?: boolean }) => options?.javaScriptEnabled !== false;
      browser.newContext = async (options) => (scripted(options) ? contextWaitingForReact(await newContext(options)) : newContext(options));
      browser.newPage = async (options) => (scripted(options) ? waitingForReact(await newPage(options)) : newPage(options));
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
