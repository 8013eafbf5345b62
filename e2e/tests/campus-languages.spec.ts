import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openInApp } from '../support/console';
import { expectAccessibleInItsLanguage, expectWrittenInTheirLanguage, unmarkedEnglish } from '../support/languages';

/**
 * docs/product/languages.md, mfe-campus: campus life, the library, hostels, clubs and the computing centre in
 * Assamese (/as/…) and Hindi (/hi/…): written so by the server, kept so by hydration, and every
 * fragment of English (sample stories, names) marked lang="en".
 */
const PAGES: [path: string, heading: string][] = [
  ['/as/campuslife', 'চৌহদৰ জীৱন'],
  ['/as/library', 'কেন্দ্ৰীয় পুথিভঁৰাল'],
  ['/as/hostel', 'ছাত্ৰাবাস'],
  ['/as/hostel/3/home', '৩ নং ছাত্ৰাবাস: মুখ্য পৃষ্ঠা'],
  ['/as/club', 'ছাত্ৰ-ছাত্ৰী কাৰ্যকলাপ কেন্দ্ৰ'],
  ['/as/club/CODING/team', 'কোডিং ক্লাব: দল'],
  ['/as/ccc', 'কেন্দ্ৰীয় কম্পিউটিং কেন্দ্ৰ'],
  ['/hi/campuslife', 'परिसर जीवन'],
  ['/hi/library', 'केंद्रीय पुस्तकालय'],
  ['/hi/hostel', 'छात्रावास'],
  ['/hi/hostel/3/home', 'छात्रावास 3: मुखपृष्ठ'],
  ['/hi/club', 'छात्र गतिविधि केंद्र'],
  ['/hi/club/CODING/team', 'कोडिंग क्लब: टीम'],
  ['/hi/ccc', 'केंद्रीय कंप्यूटिंग केंद्र'],
];

/** E-mail addresses and the clubs' codes (EDC) are names written in Latin letters. */
const CAMPUS_NAMES = { skip: 'a[href^="mailto:"], .entity-card__code' };
const unmarked = (page: Page) => unmarkedEnglish(page, CAMPUS_NAMES);

test.describe('campus pages in Assamese and Hindi', () => {
  test('each is written in its language by the server and taken over without a hydration error', async ({ page }) => {
    test.setTimeout(180_000);
    await expectWrittenInTheirLanguage(page, PAGES);
  });

  test('an Assamese page: no unmarked English, Assamese digits, and links that stay in Assamese', async ({ page }) => {
    await page.goto('/as/library');
    expect(await unmarked(page)).toEqual([]);
    await expect(page.getByRole('table', { name: 'শাখা অনুসৰি কিতাপ' }).locator('tfoot td')).toHaveText('৫৩,০১৮');
    await expect(page.getByRole('cell', { name: 'Dr. Mridula Devi (নমুনা)' }).locator('span[lang="en"]')).toHaveText('Dr. Mridula Devi');
    await page.locator('#main-content').getByRole('link', { name: 'চৌহদৰ জীৱন' }).click();
    await expect(page).toHaveURL(/\/as\/campuslife$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('চৌহদৰ জীৱন');

    await page.goto('/as/hostel');
    await page.getByRole('link', { name: '৩ নং ছাত্ৰাবাস চাওক' }).click();
    await expect(page).toHaveURL(/\/as\/hostel\/3\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('৩ নং ছাত্ৰাবাস: মুখ্য পৃষ্ঠা');
    await expect(page.getByText('৬৫ জন আবাসী')).toBeVisible();
  });

  test('the English sample stories of a hostel are marked lang="en" under a note in the page language', async ({ page }) => {
    await page.goto('/hi/hostel/3/testimonials');
    const note = page.locator('.campus-english__note');
    await expect(note).toHaveText('नीचे का भाग केवल अंग्रेज़ी में लिखा है।');
    await expect(page.locator('.campus-english > div[lang="en"] blockquote')).toHaveCount(2);
    expect(await unmarked(page)).toEqual([]);
  });

  test('a failed read in the browser is said in Assamese, with a Retry in Assamese', async ({ page }) => {
    let fail = true;
    await page.route('**/api/hostel/2', (route) => (fail ? route.fulfill({ status: 503, body: '{"error":"down"}' }) : route.fallback()));
    await openInApp(page, '/as/hostel/2/home', '/as/hostel');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("২ নং ছাত্ৰাবাসৰ বিৱৰণ খুলিব পৰা নগ'ল");
    await expect(alert).toContainText("মহাবিদ্যালয়ৰ চাৰ্ভাৰে উত্তৰ দিওঁতে সমস্যা হ'ল।");
    fail = false;
    await alert.getByRole('button', { name: 'পুনৰ চেষ্টা কৰক' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('region', { name: '২ নং ছাত্ৰাবাসলৈ স্বাগতম' }).locator('div[lang="en"] p').first()).not.toBeEmpty();
  });

  for (const path of ['/as/library', '/hi/hostel/3/home']) {
    test(`${path} has no serious accessibility violation, every fragment in its language`, async ({ page }) => {
      test.setTimeout(90_000);
      await expectAccessibleInItsLanguage(page, path, CAMPUS_NAMES);
    });
  }
});
