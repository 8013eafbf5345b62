import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import AxeBuilder from '@axe-core/playwright';
import { collectPageErrors, navigateInApp, openInApp } from '../support/console';
import { holdRequests } from '../support/held-requests';

test.describe('notice board and tender panel', () => {
  test('/notifications shows tenders and notices side by side, stacked on a phone', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/notifications');
    const tenders = page.getByRole('region', { name: 'Tenders', exact: true });
    const notices = page.getByRole('region', { name: 'Notice Board', exact: true });
    await expect(tenders.getByRole('article').first()).toBeVisible();
    await expect(notices.getByRole('article').first()).toBeVisible();
    const [t, n] = [await tenders.boundingBox(), await notices.boundingBox()];
    expect(Math.abs(t!.y - n!.y), 'same row on a desktop').toBeLessThan(5);
    expect(n!.x).toBeGreaterThan(t!.x + t!.width - 1);

    await page.setViewportSize({ width: 390, height: 844 });
    const [t2, n2] = [await tenders.boundingBox(), await notices.boundingBox()];
    expect(n2!.y, 'stacked on a phone').toBeGreaterThan(t2!.y + t2!.height - 1);
    expect(errors).toEqual([]);
  });

  test('notice search filters live by title, in any case', async ({ page }) => {
    await page.goto('/notifications/notice');
    const board = page.getByRole('region', { name: 'Notices', exact: true });
    await expect(board.getByRole('article')).toHaveCount(20);
    const search = page.getByLabel('Search notices by title');
    await search.pressSequentially('EXAMINATION', { delay: 20 });
    const titles = board.getByRole('article').getByRole('heading');
    await expect(titles.first()).toBeVisible();
    const shown = await titles.allTextContents();
    expect(shown.length).toBeGreaterThan(1);
    for (const title of shown) expect(title.toLowerCase()).toContain('examination');
    await search.fill('no notice has this title');
    await expect(board.getByText(/No notice title contains/)).toBeVisible();
    await search.fill('');
    // Searching loaded every page so the filter covered all notices; clearing it shows them all.
    await expect(board.getByText(/^Showing (\d+) of \1 notices$/)).toBeVisible();
  });

  test('tender search filters live by title; a tender shows number, status and dates', async ({ page }) => {
    await page.goto('/notifications/tender');
    const panel = page.getByRole('region', { name: 'Tenders', exact: true });
    const first = panel.getByRole('article').first();
    await expect(first).toBeVisible();
    await expect(first.getByText(/Tender No\. /)).toBeVisible();
    await expect(first.locator('.nt-badge:not(.nt-badge--new)').first()).toHaveText(/^(Open|Closing soon|Closed|Awarded)/);
    await expect(first.getByText('Closing', { exact: true })).toBeVisible();
    await expect(first.getByText('Opening', { exact: true })).toBeVisible();

    await page.getByLabel('Search tenders by title').pressSequentially('HOSTEL', { delay: 20 });
    const titles = panel.getByRole('article').getByRole('heading');
    await expect(titles.first()).toContainText(/hostel/i);
    for (const title of await titles.allTextContents()) expect(title.toLowerCase()).toContain('hostel');
  });

  test('a tender with a corrigendum shows it under the tender', async ({ page, request }) => {
    const { rows } = (await (await request.get('/api/tender/1/100?lean=1')).json()) as { rows: { id: number; corrigenda: { title: string }[] }[] };
    const amended = rows.find((r) => r.corrigenda.length > 0);
    expect(amended, 'the seed has a tender with a corrigendum').toBeTruthy();
    await page.goto(`/notifications/tender/${amended!.id}`);
    await expect(page.getByRole('heading', { name: 'Corrigenda' })).toBeVisible();
    await expect(page.locator('.nt-detail .nt-corrigenda__title')).toContainText(amended!.corrigenda[0]!.title);
  });

  test('an attachment downloads as a PDF named after the headline, saying Downloading... meanwhile', async ({ page }) => {
    await page.goto('/notifications/notice');
    const item = page.getByRole('region', { name: 'Notices', exact: true }).getByRole('article').first();
    const headline = (await item.getByRole('heading').getByRole('link').textContent())!.trim();
    // The file is held back until the button's waiting state has been seen.
    const file = await holdRequests(page, '**/files/**');
    // Located by position: its name changes to 'Downloading...' while the file comes.
    const button = item.locator('.nt-attachment__button').first();
    await expect(button).toContainText('Attachment 1');
    const download = page.waitForEvent('download');
    await button.click();
    await expect(button).toContainText('Downloading...');
    file.release();
    const downloaded = await download;
    expect(downloaded.suggestedFilename()).toBe(
      `${headline
        .replace(/[\\/:*?"<>|]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}.pdf`,
    );
    const bytes = await readFile((await downloaded.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(button).toContainText('Attachment 1');
  });

  test('a failed attachment download says so', async ({ page }) => {
    await page.goto('/notifications/notice');
    await page.route('**/files/**', (route) => route.fulfill({ status: 500, body: 'no' }));
    const item = page.getByRole('region', { name: 'Notices', exact: true }).getByRole('article').first();
    await item.getByRole('button', { name: /^Attachment 1/ }).click();
    await expect(item.getByRole('alert')).toContainText('could not be downloaded');
  });

  test('a failed list says what went wrong, and Retry loads it', async ({ page }) => {
    let fail = true;
    await page.route('**/api/notice/1/20*', (route) => (fail ? route.fulfill({ status: 503, json: { error: 'down' } }) : route.continue()));
    // Reached inside the app: the browser reads the list (a full load has it in the HTML).
    await openInApp(page, '/notifications/notice', '/about');
    await expect(page.getByRole('alert')).toContainText('The notices could not be loaded');
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('region', { name: 'Notices', exact: true }).getByRole('article')).toHaveCount(20);
  });

  test('/notifications-all pages 20 at a time to the last page and back', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/notifications-all');
    const previous = page.getByRole('button', { name: 'Previous Page' });
    const next = page.getByRole('button', { name: 'Next Page' });
    await expect(previous).toHaveCount(2);
    await expect(next).toHaveCount(2);
    await expect(page.locator('.nt-list--paged > li')).toHaveCount(20);
    for (const b of await previous.all()) await expect(b).toBeDisabled();
    const where = page.locator('.nt-pager__where').first();
    const lastPage = Number((await where.textContent())!.match(/of (\d+)/)![1]);
    expect(lastPage).toBeGreaterThan(1);
    const firstTitle = await page.locator('.nt-list--paged h3').first().textContent();

    for (let p = 2; p <= lastPage; p += 1) {
      await next.last().click();
      await expect(where).toHaveText(`Page ${p} of ${lastPage}`);
      await expect(page).toHaveURL(new RegExp(`page=${p}$`));
    }
    await expect(page.locator('.nt-list--paged > li').first()).toBeVisible();
    for (const b of await next.all()) await expect(b).toBeDisabled();
    await expect(page.locator('.nt-list--paged h3').first()).not.toHaveText(firstTitle!);

    for (let p = lastPage - 1; p >= 1; p -= 1) {
      await previous.first().click();
      await expect(where).toHaveText(`Page ${p} of ${lastPage}`);
    }
    for (const b of await previous.all()) await expect(b).toBeDisabled();
    await expect(page.locator('.nt-list--paged h3').first()).toHaveText(firstTitle!);
    expect(errors).toEqual([]);
  });

  test('notice and tender details sit beside the list and follow the id', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/notifications/notice/2');
    const h1 = page.locator('h1');
    await expect(h1).not.toHaveText('Notice');
    const second = await h1.textContent();
    await expect(page.getByRole('complementary', { name: 'Other notices' }).locator('[aria-current="page"]')).toHaveText(second!);
    await navigateInApp(page, '/notifications/notice/3');
    await expect(h1).not.toHaveText(second!);
    await expect(h1).not.toHaveText('Notice');

    await page.goto('/notifications/tender/1');
    await expect(h1).toHaveText(/computers/);
    await expect(page.getByText('Last date for bids')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tender documents' })).toBeVisible();
    await page.goto('/notifications/tender/999999');
    await expect(page.getByRole('alert')).toContainText('could not be found');
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });
});

test.describe('accessibility of every route of mfe-notifications', () => {
  const routes = [
    '/notifications',
    '/notifications/notice',
    '/notifications/tender',
    '/notifications/notice/1',
    '/notifications/tender/1',
    '/notifications-all',
    '/notifications/archive?q=examination',
    '/news',
    '/news/newslist/1',
    '/events',
    '/events/eventlist/1',
    '/events/eventlist/15',
    '/bis-corner',
    '/screen',
  ];
  for (const route of routes) {
    test(`axe: ${route}`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('[role="status"].state--loading')).toHaveCount(0);
      // This remote's part of the page; the shell's header and footer are checked by the shell's tests.
      const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} — ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        );
      expect(serious, `accessibility violations on ${route}`).toEqual([]);
    });
  }
});
