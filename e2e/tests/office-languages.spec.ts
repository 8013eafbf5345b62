import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations, MAIN_CONTENT } from '../support/axe';
import { collectPageErrors } from '../support/console';
import { REG_ID } from '../support/registration-number';

/**
 * docs/product/languages.md: the office's pages and the grievance flow in Assamese (/as/…) and Hindi (/hi/…), in the
 * server's HTML and after hydration, with the section written in the page's language (not marked English).
 */
const HYDRATION = /hydrat|did not match|#418|#423|#425/i;

const pages = [
  { path: '/as/office', lang: 'as', h1: 'অধ্যক্ষৰ কাৰ্যালয়', text: 'অধ্যক্ষৰ বাৰ্তা', menu: 'অভিযোগৰ স্থিতি' },
  { path: '/as/office/complain', lang: 'as', h1: 'অভিযোগ দাখিল কৰক', text: '২টা পদক্ষেপৰ ১ম: পঞ্জীয়ন', menu: 'অভিযোগৰ স্থিতি' },
  { path: '/as/office/status', lang: 'as', h1: 'অভিযোগৰ স্থিতি', text: 'পঞ্জীয়ন নম্বৰ', menu: 'অভিযোগ দাখিল কৰক' },
  { path: '/hi/office', lang: 'hi', h1: 'प्राचार्य का कार्यालय', text: 'प्राचार्य का संदेश', menu: 'शिकायत की स्थिति' },
  { path: '/hi/office/complain', lang: 'hi', h1: 'शिकायत दर्ज करें', text: 'चरण 1 / 2: पंजीकरण', menu: 'शिकायत की स्थिति' },
  { path: '/hi/office/status', lang: 'hi', h1: 'शिकायत की स्थिति', text: 'पंजीकरण संख्या', menu: 'शिकायत दर्ज करें' },
] as const;

/**
 * The page's main content as text, without the English words that are names: people's names as the
 * records write them (marked lang="en", docs/glossary.md), e-mail addresses, the registration number's example.
 */
async function latinWordsIn(page: Page): Promise<string[]> {
  const text = await page.locator('#main-content').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang="en"], script, style').forEach((element) => element.remove());
    return copy.textContent ?? '';
  });
  return (
    text
      .replace(/\S+@\S+/g, '')
      .replace(/AEC-7KQ2-M9XD/g, '')
      .match(/[A-Za-z]{2,}/g) ?? []
  ).filter((word) => word !== 'AEC');
}

test.describe('the office in Assamese and Hindi', () => {
  for (const { path, lang, h1, text, menu } of pages) {
    test(`${path}: written by the server in its language and taken over without a hydration error`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
      expect(html).toContain(text);
      // The section is written in the page's language: the shell does not mark it English.
      expect(html).not.toContain('class="section-language"');

      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toHaveText(h1);
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      // Links inside the section keep the language.
      await expect(page.locator('.section-menu').getByRole('link', { name: menu })).toHaveAttribute('href', new RegExp(`^/${lang}/office/`));
      expect(await latinWordsIn(page)).toEqual([]);
      expect(errors.filter((e) => HYDRATION.test(e))).toEqual([]);
    });
  }

  for (const path of ['/as/office/complain', '/hi/office/status']) {
    test(`axe on ${path}: no serious violation, the language of every part right`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Nothing in the section is marked English (the shell's footer lists English documents, marked so).
      await expect(page.locator('#main-content [lang="en"]')).toHaveCount(0);
      await expect(page.locator('#main-content .grievance, #main-content .grievance-status').first()).toHaveAttribute('lang', path.slice(1, 3));
      await expectNoSeriousA11yViolations(page, path, MAIN_CONTENT);
    });
  }

  test('a grievance filed on the Assamese page: errors, registration, final submit and its status, all in Assamese', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/as/office/complain');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'পঞ্জীয়ন কৰক' }).click();
    await expect(page.locator('.field__error', { hasText: 'নাম দিয়াটো বাধ্যতামূলক' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'এটা সমস্যা হৈছে' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'নাম', exact: true })).toBeFocused();

    await page.getByRole('textbox', { name: 'নাম', exact: true }).fill('ৰীনা দাস');
    await page.getByRole('textbox', { name: 'ই-মেইল', exact: true }).fill('rina.das.as@example.org');
    await page.getByRole('button', { name: 'পঞ্জীয়ন কৰক' }).click();
    const green = page.locator('.message--success').first();
    await expect(green).toContainText('আপোনাৰ অভিযোগ পঞ্জীয়ন কৰা হৈছে');
    const number = (await green.textContent())?.match(REG_ID)?.[0];
    expect(number, 'registration number on screen').toBeTruthy();
    await expect(page.getByRole('heading', { name: '২টা পদক্ষেপৰ ২য়: চূড়ান্ত দাখিল' })).toBeVisible();

    await page.getByRole('textbox', { name: 'বিষয়', exact: true }).fill('৩ নং ছাত্ৰাবাসত খোৱাপানী নাই');
    await page.getByRole('textbox', { name: 'অভিযোগৰ বিৱৰণ', exact: true }).fill('সোমবাৰৰ পৰা তলৰ মহলাৰ পানী বিশোধন যন্ত্ৰটো বন্ধ হৈ আছে।');
    await page.getByRole('button', { name: 'চূড়ান্ত দাখিল কৰক' }).click();
    await expect(page.locator('.message--success')).toContainText('আপোনাৰ সহযোগৰ বাবে ধন্যবাদ');

    // The thank-you's button keeps the language and looks the number up at once, posting it (never in the address).
    await page.getByRole('button', { name: 'এতিয়াই স্থিতি চাওক' }).click();
    await expect(page).toHaveURL(/\/as\/office\/status$/);
    const result = page.locator('.grievance-result');
    await expect(result.getByRole('heading', { name: 'প্ৰাপ্ত' })).toBeVisible();
    await expect(result).toContainText('কাৰ্যালয়ৰ প্ৰত্যুত্তৰ');
    // The date in Assamese: month name and digits.
    await expect(result).toContainText(/[০-৯]{4}/);

    // The statistics count it, months and numbers in Assamese, drawn alike by the server and the browser.
    const response = await page.goto('/as/office/grievance-statistics');
    expect(await response?.text()).toContain('stats-month--short');
    await page.waitForLoadState('networkidle');
    const table = page.getByRole('table', { name: 'মাহ অনুসৰি অভিযোগ, শেহতীয়াখিনি প্ৰথমে' });
    await expect(table.locator('tbody th').first()).toHaveText(/^[\u0980-\u09FF’ ]+ [০-৯]{4}$/);
    await expect(table.locator('tfoot td').first()).toHaveText(/^[১-৯][০-৯]*$/);
    await expect(page.getByRole('img', { name: /প্ৰতি মাহে পোৱা অভিযোগ/ })).toBeVisible();
    expect(await latinWordsIn(page)).toEqual([]);
    expect(errors.filter((e) => HYDRATION.test(e))).toEqual([]);
  });

  test('a number that is no registration number, said in Hindi', async ({ page }) => {
    await page.goto('/hi/office/status');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'स्थिति देखें' }).click();
    await expect(page.locator('.field__error', { hasText: 'पंजीकरण संख्या आवश्यक है' })).toBeVisible();
    await page.getByRole('textbox', { name: 'पंजीकरण संख्या', exact: true }).fill('AEC-0000-0000');
    await page.getByRole('button', { name: 'स्थिति देखें' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'पंजीकरण संख्या नहीं मिली' })).toBeVisible();
  });

  test('people are named as the records write them, marked English, on Assamese and Hindi pages; designations translated', async ({ page }) => {
    await page.goto('/as/office/timeline');
    await expect(page.locator('.principal-timeline__name').first()).toHaveText('Prof. Hemendra Nath Barooah (নমুনা)');
    await expect(page.locator('.principal-timeline__name span[lang="en"]').first()).toHaveText('Prof. Hemendra Nath Barooah');
    await page.goto('/hi/aecsu/present');
    const president = page.locator('.member-card').first();
    await expect(president.getByRole('heading', { level: 2 })).toHaveText('Rituraj Borah (नमूना)');
    await expect(president.locator('h2 span[lang="en"]')).toHaveText('Rituraj Borah');
    await expect(president.locator('.member-card__designation')).toHaveText('अध्यक्ष');
  });

  test('numbered lists count in Assamese digits on Assamese pages, except an English list; Hindi pages count 1, 2, 3', async ({ page }) => {
    const markerOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((list) => getComputedStyle(list).listStyleType);
    await page.goto('/as/office/rti');
    expect(await markerOf('#main-content ol.prose')).toBe('bengali');
    // A list without markers keeps none; a list marked English counts in Latin digits.
    await page.goto('/as/office/timeline');
    expect(await markerOf('#main-content ol.principal-timeline')).toBe('none');
    await page
      .locator('#main-content')
      .evaluate((main) =>
        main.insertAdjacentHTML(
          'beforeend',
          '<div lang="en"><ol start="3" id="english-list"><li>Three</li></ol></div><ol start="3" id="assamese-list"><li>তিনি</li></ol>',
        ),
      );
    expect(await markerOf('#english-list')).toBe('decimal');
    expect(await markerOf('#assamese-list')).toBe('bengali');
    await page.goto('/hi/office/rti');
    expect(await markerOf('#main-content ol.prose')).toBe('decimal');
  });

  test("the union's and the association's pages are in Assamese too, their English documents marked so", async ({ page }) => {
    await page.goto('/as/aecsu/present');
    await expect(page.locator('h1')).toHaveText('বৰ্তমানৰ কাৰ্যনিৰ্বাহী');
    await expect(page.getByText('বৰ্তমানৰ সভাৰ ১৬গৰাকী বিষয়ববীয়া', { exact: false })).toBeVisible();
    expect(await latinWordsIn(page)).toEqual([]);

    await page.goto('/as/ecta/resources');
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('নথিবোৰ ইংৰাজীত আছে।', { exact: false })).toBeVisible();
    const title = page.getByRole('heading', { name: 'Constitution of the Association (sample)' });
    await expect(title).toHaveAttribute('lang', 'en');
    await expectNoSeriousA11yViolations(page, '/as/ecta/resources', MAIN_CONTENT);
  });
});
