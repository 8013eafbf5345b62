// docs/product/languages.md in the staff console (mfe-notifications './publishing') against the real server: a
// publisher gives a notice an Assamese headline and a news item a Hindi one; the lists' filter
// "Missing a translation" shows the right items; the forms are axe-clean at 1280 and 390 px; the
// public answers carry the translations at once.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { deleteCreated, type CreatedItems } from '../support/created-items';
import { createStaffAccount, signInToConsole, type StaffCredentials } from '../support/staff';

const created: CreatedItems = [];
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)} (sample)`;
const idOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());
const shots = process.env.E2E_OUTPUT_DIR ?? 'test-results';

test.describe('staff console: content in Assamese and Hindi', () => {
  let publisher: StaffCredentials;

  test.beforeAll(async () => {
    publisher = await createStaffAccount('publisher');
  });
  test.afterEach(({ baseURL }) => deleteCreated(baseURL, publisher, created));

  test('an Assamese notice headline and a Hindi news headline: saved, filtered, public at once', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToConsole(page, publisher);

    // A notice with an Assamese headline.
    await page.goto('/admin/notices/new');
    // The first console screen loads the remote's chunks: on a busy machine that takes a while.
    await expect(page.getByRole('heading', { level: 1, name: 'New notice' })).toBeVisible({ timeout: 30_000 });
    const assamese = page.getByRole('textbox', { name: 'Headline in Assamese (অসমীয়া) (optional)' });
    await expect(assamese).toHaveAttribute('lang', 'as');
    await expect(page.getByRole('textbox', { name: 'Headline in Hindi (हिन्दी) (optional)' })).toHaveAttribute('lang', 'hi');
    // The translated message is written in the same rich-text editor as the English, in its language.
    await expect(page.getByRole('textbox', { name: 'Message in Assamese (অসমীয়া) (optional)' })).toHaveAttribute('lang', 'as');
    await expect(page.getByRole('textbox', { name: 'Message in Hindi (हिन्दी) (optional)' })).toHaveAttribute('contenteditable', 'true');
    // Side by side on a wide screen: the English headline and its two versions on one line.
    const english = page.getByRole('textbox', { name: 'Headline', exact: true });
    const [enBox, asBox] = [await english.boundingBox(), await assamese.boundingBox()];
    expect(Math.abs(enBox!.y - asBox!.y)).toBeLessThan(4);
    expect(asBox!.x).toBeGreaterThan(enBox!.x + enBox!.width);
    await expectNoSeriousA11yViolations(page, 'notice form with translations at 1280 px');
    await page.screenshot({ path: `${shots}/console-translations-notice-1280.png`, fullPage: true });

    // A translation too long is refused like any field: in the summary, which takes focus.
    const noticeTitle = unique('Holiday on Friday');
    await english.fill(noticeTitle);
    await assamese.fill('ক'.repeat(501));
    await page.getByRole('button', { name: 'Publish notice' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Headline in Assamese (অসমীয়া): A translated title must be at most 500 characters' }).click();
    await expect(assamese).toBeFocused();
    await assamese.fill('শুক্ৰবাৰে বন্ধ');
    await page.getByRole('button', { name: 'Publish notice' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The notice was published.' })).toBeVisible();
    const noticeId = idOf(page);
    created.push({ kind: 'notices', id: noticeId });
    await expect(assamese).toHaveValue('শুক্ৰবাৰে বন্ধ');

    // A news item with a Hindi headline, on a phone: the versions stacked under the English.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/news/new');
    const newsTitle = unique('Sports day');
    const newsEnglish = page.getByRole('textbox', { name: 'Headline', exact: true });
    const hindi = page.getByRole('textbox', { name: 'Headline in Hindi (हिन्दी) (optional)' });
    await newsEnglish.fill(newsTitle);
    await hindi.fill('खेल दिवस');
    const [enPhone, hiPhone] = [await newsEnglish.boundingBox(), await hindi.boundingBox()];
    expect(hiPhone!.y).toBeGreaterThan(enPhone!.y + enPhone!.height);
    await expectNoSeriousA11yViolations(page, 'news form with translations at 390 px');
    await page.screenshot({ path: `${shots}/console-translations-news-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Publish news item' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The news item was published.' })).toBeVisible();
    const newsId = idOf(page);
    created.push({ kind: 'news', id: newsId });

    // The lists' filter: the notice lacks its Hindi headline, so it is listed and marked; kept in the URL.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/notices?q=${encodeURIComponent(noticeTitle)}`);
    await page.getByRole('checkbox', { name: 'Missing a translation' }).check();
    await expect(page).toHaveURL(/missing=translation/);
    const noticeRow = page.getByRole('rowheader', { name: new RegExp(noticeTitle.replace(/[()]/g, '\\$&')) });
    await expect(noticeRow).toContainText('No Hindi headline');
    await expectNoSeriousA11yViolations(page, 'notices list filtered by missing translation');
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Missing a translation' })).toBeChecked();
    await expect(noticeRow).toBeVisible();

    // Once the news item has its Assamese headline too, the filter leaves it out.
    await page.goto(`/admin/news?missing=translation&q=${encodeURIComponent(newsTitle)}`);
    await expect(page.getByRole('rowheader', { name: new RegExp(newsTitle.replace(/[()]/g, '\\$&')) })).toContainText('No Assamese headline');
    await page.goto(`/admin/news/${newsId}`);
    await page.getByRole('textbox', { name: 'Headline in Assamese (অসমীয়া) (optional)' }).fill('খেল দিৱস');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The news item was saved.' })).toBeVisible();
    await page.goto(`/admin/news?missing=translation&q=${encodeURIComponent(newsTitle)}`);
    await expect(page.getByText('Nothing matches that search.')).toBeVisible();

    // The public answers carry the translations at once.
    const notice = (await (await page.request.get(`/api/notice/${noticeId}`)).json()) as { rows: Array<{ title: string; translations?: unknown }> };
    expect(notice.rows[0]).toMatchObject({ title: noticeTitle, translations: { as: { title: 'শুক্ৰবাৰে বন্ধ' } } });
    const news = (await (await page.request.get(`/api/news/${newsId}?lean=1`)).json()) as { rows: Array<{ translations?: unknown }> };
    expect(news.rows[0]!.translations).toEqual({ hi: { title: 'खेल दिवस' }, as: { title: 'খেল দিৱস' } });
  });
});
