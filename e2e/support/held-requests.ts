import type { Page } from '@playwright/test';

/**
 * Holds the page's requests to `url` (a route pattern) until the test releases them, so a waiting
 * state (a spinner, 'Downloading...', a progress bar) stays on screen until the test has seen it,
 * however fast or slow the machine. Requests after the release go through at once.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
