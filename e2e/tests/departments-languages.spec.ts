import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/console';
import { HYDRATION, expectAccessibleInItsLanguage, expectWrittenInTheirLanguage, unmarkedEnglish } from '../support/languages';
import { MAIN_CONTENT, expectNoSeriousA11yViolations } from '../support/axe';
import { createStaffAccount, staffApiSession, type StaffCredentials } from '../support/staff';

/**
 * docs/product/languages.md, mfe-departments: /departments, /schools, /all-faculty and the department sites in
 * Assamese (/as/…) and Hindi (/hi/…): written so by the server, kept so by hydration, the
 * departments' own English texts marked lang="en" under one line saying so, and a department notice
 * published with translations shown in the page's language.
 */
const PAGES: [path: string, heading: string][] = [
  ['/as/departments', 'বিভাগসমূহ'],
  ['/as/schools', 'স্কুলসমূহ'],
  ['/as/all-faculty', 'মহাবিদ্যালয়ৰ শিক্ষকবৃন্দ'],
  ['/as/department/civil/home', 'অসামৰিক অভিযান্ত্ৰিক'],
  ['/as/department/civil/aboutus', 'বিভাগৰ পৰিচিতি'],
  ['/as/department/cse/course', 'পাঠ্যসূচীৰ গাঁথনি'],
  ['/as/department/civil/tlist', 'শিক্ষকবৃন্দ'],
  ['/as/department/cse/notice', 'জাননী'],
  ['/hi/departments', 'विभाग'],
  ['/hi/all-faculty', 'महाविद्यालय के शिक्षक'],
  ['/hi/department/electrical/home', 'इलेक्ट्रिकल इंजीनियरिंग'],
  ['/hi/department/civil/programmes', 'शैक्षणिक कार्यक्रम'],
  ['/hi/department/ete/events', 'कार्यक्रम'],
  ['/hi/department/mechanical/notice', 'सूचनाएँ'],
];

/**
 * Latin text that is a name, not a word: e-mail addresses, file names, initials screen readers skip, and a file's
 * format and units (PDF, KB, MB), written so in every language (docs/glossary.md).
 * And the text of an English PDF's page, which @aec/ui's viewer shows without lang="en" for now (reported).
 */
const NAMES = { skip: 'a[href^="mailto:"], [aria-hidden="true"], .pdf-viewer__text p', names: /\S+\.(pdf|in)\b|\b(PDF|KB|MB)\b/g };
const unmarked = (page: Page) => unmarkedEnglish(page, NAMES);

test.describe('department pages in Assamese and Hindi', () => {
  test('each is written in its language by the server and taken over without a hydration error', async ({ page }) => {
    test.setTimeout(240_000);
    await expectWrittenInTheirLanguage(page, PAGES, NAMES);
  });

  test('an Assamese department site: its menu, band, figures and links stay in Assamese; its own texts English under a note', async ({ page }) => {
    await page.goto('/as/department/civil/home');
    const menu = page.getByRole('navigation', { name: 'অসামৰিক অভিযান্ত্ৰিক বিভাগৰ মেনু' });
    await expect(menu.getByRole('link')).toHaveText(['মুখ্য পৃষ্ঠা', 'পৰিচিতি', 'পাঠ্যক্ৰম', 'পাঠ্যসূচী', 'শিকনৰ ফলাফল', 'শিক্ষকবৃন্দ', 'স্ব-মূল্যায়ন', 'জাননী']);
    await expect(page.locator('[data-stat="estd"] dd')).toHaveText('১৯৫৫');
    await expect(page.locator('.dept-english-note')).toHaveText('তলত দিয়া বিভাগৰ নিজা লেখাসমূহ কেৱল ইংৰাজীত লিখা আছে।');
    await expect(page.locator('.dept-banner p[lang="en"]')).toContainText('Building the roads');
    await expect(page).toHaveTitle(/^অসামৰিক অভিযান্ত্ৰিক বিভাগ \| /);

    await menu.getByRole('link', { name: 'শিক্ষকবৃন্দ' }).click();
    await expect(page).toHaveURL(/\/as\/department\/civil\/tlist$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('শিক্ষকবৃন্দ');
    await expect(page.getByText('বিভাগীয় মুৰব্বী', { exact: true })).toBeVisible();
    expect(await unmarked(page)).toEqual([]);
  });

  test('the faculty list filters in Hindi, counting with a plural', async ({ page }) => {
    await page.goto('/hi/all-faculty?dept=cse');
    await expect(page.getByRole('combobox', { name: 'विभाग' })).toHaveValue('cse');
    const count = page.locator('.faculty-count');
    await expect(count).toHaveText(/^कुल \d+ शिक्षकों में से \d+ दिखाए गए$/);
    await page.getByRole('searchbox', { name: 'नाम' }).fill('no such teacher');
    await expect(page.getByText('इन शर्तों से मेल खाता कोई शिक्षक नहीं मिला।')).toBeVisible();
    await expect(page).toHaveURL(/\/hi\/all-faculty\?/);
  });

  for (const path of ['/as/department/civil/home', '/hi/department/cse/course']) {
    test(`${path} has no serious accessibility violation, every fragment in its language`, async ({ page }) => {
      test.setTimeout(90_000);
      await expectAccessibleInItsLanguage(page, path, NAMES);
    });
  }
});

test.describe('a department notice published in three languages', () => {
  // Digits only: the Assamese and Hindi titles carry no Latin letters.
  const suffix = `${Date.now() % 1e9}${Math.floor(Math.random() * 1000)}`;
  const NOTICE = {
    title: `Viva voce schedule ${suffix} (sample)`,
    assamese: `মৌখিক পৰীক্ষাৰ সময়সূচী ${suffix} (নমুনা)`,
    assameseMessage: 'মৌখিক পৰীক্ষা সোমবাৰৰ পৰা আৰম্ভ হ’ব।',
    hindi: `मौखिक परीक्षा समय-सारणी ${suffix} (नमूना)`,
  };
  let publisher: StaffCredentials;
  let id = 0;

  test.beforeAll(async () => {
    publisher = await createStaffAccount('publisher');
    const { context, headers } = await staffApiSession(publisher);
    const response = await context.post('/api/staff/department-notifications', {
      headers,
      data: {
        department: 'mca',
        title: NOTICE.title,
        message: '<p>The viva voce starts on Monday.</p>',
        translations: { as: { title: NOTICE.assamese, message: `<p>${NOTICE.assameseMessage}</p>` }, hi: { title: NOTICE.hindi } },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ({ id } = (await response.json()) as { id: number });
    await context.dispose();
  });

  test.afterAll(async () => {
    const { context, headers } = await staffApiSession(publisher);
    await context.delete(`/api/staff/department-notifications/${id}`, { headers });
    await context.dispose();
  });

  test('/as/ shows its Assamese title and message unmarked; /hi/ the Hindi title with the English message marked lang="en"; English pages the English', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto('/as/department/mca/notice');
    expect(await response!.text()).toContain(NOTICE.assamese);
    const item = page.locator('.notice-item').filter({ hasText: NOTICE.assamese });
    await expect(item.getByRole('heading', { level: 2 })).toHaveText(NOTICE.assamese);
    await expect(item.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    await expect(item.getByText(NOTICE.assameseMessage)).toBeVisible();
    await expect(item.locator('[lang="en"] .prose')).toHaveCount(0);
    await expect(page.getByText(NOTICE.title)).toHaveCount(0);
    expect(await unmarked(page)).toEqual([]);

    await page.goto('/hi/department/mca/notice');
    const hindi = page.locator('.notice-item').filter({ hasText: NOTICE.hindi });
    await expect(hindi.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    await expect(hindi.locator('div[lang="en"] .prose')).toHaveText('The viva voce starts on Monday.');
    await expectNoSeriousA11yViolations(page, '/hi/department/mca/notice', MAIN_CONTENT);

    await page.goto('/department/mca/notice');
    await expect(page.getByRole('heading', { level: 2, name: NOTICE.title })).toBeVisible();
    await expect(page.getByText(NOTICE.assamese)).toHaveCount(0);
    expect(errors.filter((e) => HYDRATION.test(e))).toEqual([]);
  });
});
