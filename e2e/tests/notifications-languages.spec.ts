import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/console';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * docs/product/languages.md: the notices, tenders, news, events, archive, BIS Corner, TV screen and home widgets of
 * mfe-notifications in Assamese (/as/…) and Hindi (/hi/…): written in the page's language by the
 * server, taken over without a hydration error, links keeping the language, the interface never marked
 * English. The notices themselves (database content) are shown in English when they have no
 * translation, marked lang="en" (docs/product/languages.md, console-content-languages.spec.ts).
 */
const HYDRATION = /hydrat|did not match|#418|#423|#425/i;
/** Interface parts of the section (panel headings, labels, buttons, leads, dates and counts) marked with a language of their own. */
const INTERFACE_MARKED_ENGLISH =
  '#main-content :is(.nt-panel__head, label, button, .page-header__lead, .nt-item__meta, .nt-search__summary)[lang], #main-content :is(.nt-panel__head, .nt-item__meta) [lang]';

const LANGUAGES = [
  {
    lang: 'as',
    headings: {
      '/notifications': 'জাননী',
      '/notifications/notice': 'জাননী ফলক',
      '/notifications/tender': 'নিবিদাসমূহ',
      '/notifications-all': 'সকলো জাননী',
      '/notifications/archive': 'অভিলেখাগাৰত সন্ধান',
      '/news': 'বাতৰি',
      '/events': 'অনুষ্ঠান',
      '/bis-corner': 'বি আই এছ কৰ্ণাৰ',
    },
    board: 'জাননীসমূহ',
    search: 'শিৰোনামেৰে জাননী সন্ধান কৰক',
    matching: /^[০-৯,]+খন জাননীৰ [০-৯,]+খন মিলিছে$/,
    posted: 'প্ৰকাশৰ তাৰিখ',
    flash: 'শেহতীয়া জাননী',
    pause: 'ৰখাওক',
    play: 'চলাওক',
    photos: 'ছবিত বাতৰি',
    moreNews: 'মহাবিদ্যালয়ৰ অধিক বাতৰি',
    live: 'AEC লাইভ',
    screenNews: 'বাতৰি',
  },
  {
    lang: 'hi',
    headings: {
      '/notifications': 'सूचनाएँ',
      '/notifications/notice': 'सूचना पट्ट',
      '/notifications/tender': 'निविदाएँ',
      '/notifications-all': 'सभी सूचनाएँ',
      '/notifications/archive': 'अभिलेखागार में खोजें',
      '/news': 'समाचार',
      '/events': 'कार्यक्रम',
      '/bis-corner': 'बीआईएस कॉर्नर',
    },
    board: 'सूचनाएँ',
    search: 'शीर्षक से सूचनाएँ खोजें',
    matching: /^[0-9,]+ में से [0-9,]+ सूचनाएँ मेल खाती हैं$/,
    posted: 'प्रकाशन तिथि',
    flash: 'ताज़ा सूचनाएँ',
    pause: 'रोकें',
    play: 'चलाएँ',
    photos: 'चित्रों में समाचार',
    moreNews: 'महाविद्यालय के और समाचार',
    live: 'AEC लाइव',
    screenNews: 'समाचार',
  },
] as const;

for (const language of LANGUAGES) {
  const { lang } = language;

  test.describe(`mfe-notifications in ${lang}`, () => {
    test(`the section's pages in /${lang}/ are written in it by the server and hydrate cleanly`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectPageErrors(page);
      for (const [path, heading] of Object.entries(language.headings)) {
        const response = await page.goto(`/${lang}${path}`);
        expect(response?.status(), path).toBe(200);
        const html = (await response?.text()) ?? '';
        expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
        expect(html, path).toContain(`<h1 class="page-header__title">${heading}</h1>`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
        // Written in the page's language: the shell's "this page is in English" note is not there,
        // and nothing of the interface speaks with an English voice (only untranslated content does).
        await expect(page.locator('.section-language-note')).toHaveCount(0);
        await expect(page.locator(INTERFACE_MARKED_ENGLISH)).toHaveCount(0);
      }
      expect(errors.filter((e) => HYDRATION.test(e))).toEqual([]);
    });

    test(`/${lang}/notifications/notice: the search works in ${lang} after hydration and links keep the language`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(`/${lang}/notifications/notice`);
      const board = page.getByRole('region', { name: language.board, exact: true });
      await expect(board.getByRole('article')).toHaveCount(20);
      await page.getByRole('searchbox', { name: language.search }).pressSequentially('exam', { delay: 20 });
      await expect(board.locator('.nt-search__summary')).toHaveText(language.matching);

      const first = board.getByRole('article').first().getByRole('link').first();
      await expect(first).toHaveAttribute('href', new RegExp(`^/${lang}/notifications/notice/\\d+$`));
      await first.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/notifications/notice/\\d+$`));
      await expect(page.locator('.nt-detail dt').first()).toHaveText(language.posted);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(errors.filter((e) => HYDRATION.test(e))).toEqual([]);
    });

    test(`the home widgets of /${lang}/ speak ${lang}, and their motion still pauses`, async ({ page }) => {
      await page.goto(`/${lang}/`);
      const flash = page.getByRole('region', { name: language.flash });
      await expect(flash.locator('.nt-flash__list:not(.nt-flash__list--copy) li')).toHaveCount(10);
      await flash.getByRole('button', { name: new RegExp(language.pause) }).click();
      await expect(flash.getByRole('button', { name: new RegExp(language.play) })).toBeVisible();
      const carousel = page.getByRole('region', { name: language.photos });
      await carousel.getByRole('button', { name: language.pause }).click();
      await expect(carousel.getByRole('button', { name: language.play })).toBeVisible();
      await expect(page.getByRole('link', { name: language.moreNews })).toHaveAttribute('href', `/${lang}/news`);
      await expect(page.locator('[data-widget] :is(h2, button, .nt-flash__label, .nt-home-section__more)[lang]')).toHaveCount(0);
    });

    test(`/${lang}/screen: the TV screen's headings and clock in ${lang}`, async ({ page }) => {
      await page.goto(`/${lang}/screen`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.live);
      await expect(page.getByRole('heading', { name: language.screenNews, exact: true })).toBeVisible();
      const clock = page.locator('.nt-screen__clock');
      await expect(clock).toHaveText(/\d|[০-৯]/);
      await expect(clock).not.toHaveText(/[A-Za-z]/);
    });
  });
}

test('axe on /as/notifications and /hi/news/{id}: no serious violation, the page and its section in one language', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/as/notifications');
  await expect(page.locator('html')).toHaveAttribute('lang', 'as');
  await expectNoSeriousA11yViolations(page, '/as/notifications');

  await page.goto('/hi/news');
  const card = page.locator('.nt-news-card').first();
  await expect(card).toHaveAttribute('href', /^\/hi\/news\/newslist\/\d+$/);
  const path = (await card.getAttribute('href'))!;
  await page.goto(path);
  await expect(page.getByRole('link', { name: 'सभी समाचार' })).toHaveAttribute('href', '/hi/news');
  // The sample news item has no Hindi: its English title is marked; the page's own words are not.
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(page.locator('#main-content .nt-item__meta')).toHaveJSProperty('lang', '');
  await expect(page.locator(INTERFACE_MARKED_ENGLISH)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, path);
});
