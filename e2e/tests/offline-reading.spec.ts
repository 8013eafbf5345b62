import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/test';

// Offline reading with the service worker (shell/service-worker): a notice and its PDF opened once
// open again with no network; a page never opened answers the offline page in the site's frame, in
// the visitor's language. The other specs run with service workers blocked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (it is registered when the browser is idle after the app starts). */
async function untilControlled(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
}

interface NoticeWithFile {
  id: number;
  title: string;
  files?: { url: string; type: string }[];
}

test('a notice and its PDF read offline after one visit; a page never opened shows the offline page', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const { rows } = (await (await request.get('/api/notice/1/50')).json()) as { rows: NoticeWithFile[] };
  const notice = rows.find((row) => row.files?.some((file) => file.url.endsWith('.pdf')));
  expect(notice, 'a sample notice with a PDF').toBeTruthy();
  const pdf = notice!.files!.find((file) => file.url.endsWith('.pdf'))!.url;

  await page.goto('/notifications/notice');
  await untilControlled(page);
  // A page in Hindi too: the worker saves the offline page of each language a visitor reads.
  await page.goto('/hi/notifications/notice');
  // Opened while the worker is there: the page, then its PDF as the attachment button fetches it.
  await page.goto(`/notifications/notice/${notice!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const online = await page.evaluate(async (url) => (await fetch(url)).status, pdf);
  expect(online).toBe(200);

  await context.setOffline(true);
  await page.reload({ waitUntil: 'domcontentloaded' });
  const saved = page.locator('p.offline-saved');
  await expect(saved).toHaveText(/^Saved on this device on \d{1,2} [A-Z][a-z]+ 20\d\d/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice!.title);
  // The PDF from the kept copy: its bytes, as the attachment button would save them.
  const offlinePdf = await page.evaluate(async (url) => {
    const response = await fetch(url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), head: String.fromCharCode(...bytes.slice(0, 5)) };
  }, pdf);
  expect(offlinePdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });

  // Never opened: the offline page, in the site's frame (header and footer), in English and in Hindi.
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/offline (served for /about offline)');
  await page.goto('/hi/about', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आप ऑफ़लाइन हैं');

  // Back online: the live page again, without the saved line.
  await context.setOffline(false);
  await page.goto(`/notifications/notice/${notice!.id}`);
  await expect(page.locator('p.offline-saved')).toHaveCount(0);
});

test('the console and a grievance’s status are never kept', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await untilControlled(page);
  await page.goto('/about');
  await page.goto('/office/status');
  await page.goto('/admin');
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept).toContain('/about');
  // Only the offline page of the language read (English here): not all three on a first visit.
  expect(kept.filter((path) => path.endsWith('/offline'))).toEqual(['/offline']);
  expect(kept.filter((path) => /^\/(admin|office\/status|api\/)/.test(path))).toEqual([]);
  await context.setOffline(true);
  await page.goto('/office/status', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await context.setOffline(false);
});
