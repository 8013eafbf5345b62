import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/console';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createStaffAccount, staffApiSession, type StaffCredentials } from '../support/staff';

/**
 * docs/product/languages.md, content in three languages: a notice published through the staff API with an
 * Assamese title shows that title on /as/ pages (in the page's language, so not marked) and its
 * English, marked lang="en", on /hi/ pages (it has no Hindi); a news item with no translation shows
 * its English marked lang="en" on /as/news. The page head of the notice is Assamese on /as/.
 */
const HYDRATION = /hydrat|did not match|#418|#423|#425/i;
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NOTICE = { title: `Holiday on Raas Purnima ${suffix} (sample)`, assamese: `ৰাস পূৰ্ণিমাৰ বন্ধ ${suffix} (নমুনা)` };
const NEWS = { title: `Robotics team wins ${suffix} (sample)` };

/** The language an element is read in: its nearest lang attribute, and whether that is its own or the page's. */
const readIn = (element: Locator) =>
  element.evaluate((e) => {
    const marked = e.closest('[lang]');
    return { lang: marked?.getAttribute('lang') ?? null, from: marked?.tagName.toLowerCase() ?? null };
  });

/** The page at a desktop's and a phone's width, `item` in view, kept with the test's output to look at. */
async function screenshots(page: Page, name: string, item: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('content in the page language', () => {
  let publisher: StaffCredentials;
  const created: Array<{ kind: string; id: number }> = [];
  let noticeId = 0;

  test.beforeAll(async () => {
    publisher = await createStaffAccount('publisher');
    const { context, headers } = await staffApiSession(publisher);
    const publish = async (kind: string, data: unknown) => {
      const response = await context.post(`/api/staff/${kind}`, { headers, data });
      expect(response.status(), await response.text()).toBe(201);
      const { id } = (await response.json()) as { id: number };
      created.push({ kind, id });
      return id;
    };
    noticeId = await publish('notices', {
      title: NOTICE.title,
      type: 'AEC',
      message: '<p>The college stays closed on Raas Purnima.</p>',
      translations: { as: { title: NOTICE.assamese, message: '<p>ৰাস পূৰ্ণিমাত মহাবিদ্যালয় বন্ধ থাকিব।</p>' } },
    });
    await publish('news', { title: NEWS.title, description: 'The college robotics team won.', message: '<p>The team won the national contest.</p>' });
    await context.dispose();
  });

  test.afterAll(async () => {
    const { context, headers } = await staffApiSession(publisher);
    for (const { kind, id } of created.splice(0)) await context.delete(`/api/staff/${kind}/${id}`, { headers });
    await context.dispose();
  });

  test('/as/notifications shows the Assamese title unmarked; /hi/notifications the English inside lang="en"; axe clean; no hydration error', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);

    const response = await page.goto('/as/notifications');
    expect(await response!.text()).toContain(NOTICE.assamese);
    const assamese = page.getByRole('link', { name: NOTICE.assamese, exact: true });
    await expect(assamese).toBeVisible();
    await expect(assamese).not.toHaveAttribute('lang');
    expect(await readIn(assamese)).toEqual({ lang: 'as', from: 'html' });
    await expect(page.getByText(NOTICE.title)).toHaveCount(0);
    await expect(page.getByText('ৰাস পূৰ্ণিমাত মহাবিদ্যালয় বন্ধ থাকিব।')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/as/notifications');
    await screenshots(page, 'as-notifications', assamese);

    await page.goto('/hi/notifications');
    const english = page.getByRole('link', { name: NOTICE.title, exact: true });
    await expect(english).toBeVisible();
    expect(await readIn(english)).toEqual({ lang: 'en', from: 'a' });
    // Marked once: no element marked English inside another.
    await expect(page.locator('#main-content [lang="en"] [lang="en"]')).toHaveCount(0);
    await expect(page.getByText(NOTICE.assamese)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/hi/notifications');

    expect(errors.filter((e) => HYDRATION.test(e))).toEqual([]);
  });

  test("the notice's own page in /as/: Assamese h1, <title> and og:title; the same in /hi/ is English, marked", async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const response = await page.goto(`/as/notifications/notice/${noticeId}`);
    const html = await response!.text();
    expect(html).toMatch(new RegExp(`<title>${NOTICE.assamese.replace(/[()]/g, '\\$&')} \\| `));
    expect(html).toContain(`<meta property="og:title" content="${NOTICE.assamese}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(NOTICE.assamese);
    await expect(h1).not.toHaveAttribute('lang');
    await expect(page).toHaveTitle(new RegExp(`^${NOTICE.assamese.replace(/[()]/g, '\\$&')} \\| `));
    await expectNoSeriousA11yViolations(page, `/as/notifications/notice/${noticeId}`);
    await screenshots(page, 'as-notice', h1);

    await page.goto(`/hi/notifications/notice/${noticeId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOTICE.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(new RegExp(`^${NOTICE.title.replace(/[()]/g, '\\$&')} \\| `));
    expect(errors.filter((e) => HYDRATION.test(e))).toEqual([]);
  });

  test('/as/news: a news item without translations shows its English title inside lang="en"; axe clean', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await page.goto('/as/news');
    const title = page.getByRole('heading', { name: NEWS.title, exact: true });
    await expect(title).toBeVisible();
    await expect(title).toHaveAttribute('lang', 'en');
    await expectNoSeriousA11yViolations(page, '/as/news');
    expect(errors.filter((e) => HYDRATION.test(e))).toEqual([]);
  });
});
