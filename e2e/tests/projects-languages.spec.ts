import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { MAIN_CONTENT, expectNoSeriousA11yViolations } from '../support/axe';
import { collectPageErrors } from '../support/console';
import { HYDRATION, expectWrittenInTheirLanguage, unmarkedEnglish } from '../support/languages';
import { bodyOf, subjectOf } from '../support/mail';
import { freePort, OwnApiServer, startSmtpSink } from '../support/office-servers';
import { createStaffAccount, staffApiSession } from '../support/staff';

/**
 * docs/product/languages.md, mfe-projects: the project microsites in Assamese (/as/…) and Hindi (/hi/…), written so
 * by the server and kept so by hydration; the home text staff wrote in Assamese, or the English
 * marked lang="en"; tender alerts mailed in the language they were asked for in.
 */

const PAGES: [path: string, heading: string][] = [
  ['/as/project/teqip/home', 'TEQIP-III: মুখ্য পৃষ্ঠা'],
  ['/as/project/teqip/tender', 'TEQIP-III: নিবিদা'],
  ['/as/project/teqip/minutes', 'TEQIP-III: কাৰ্যবিৱৰণী'],
  ['/as/project/neqip/notice', 'NEQIP: জাননী'],
  ['/as/project/rusa/downloads', 'RUSA: ডাউনলোড'],
  ['/hi/project/teqip/home', 'TEQIP-III: मुखपृष्ठ'],
  ['/hi/project/teqip/tender', 'TEQIP-III: निविदाएँ'],
  ['/hi/project/teqip/progri', 'TEQIP-III: खरीद संबंधी शिकायत'],
  ['/hi/project/rusa/minutes', 'RUSA: कार्यवृत्त'],
];

/**
 * Names written in Latin letters in every language: the projects (TEQIP-III, NEQIP, RUSA), tender
 * numbers, and the example of a grievance registration number (AEC-7KQ2-M9XD) in the office's form.
 * The kit's PDF viewer names its document (an English title) inside its own sentences, where no
 * element can mark it; the title shown above it is marked.
 */
const LATIN_NAMES = { names: /\b(TEQIP-III|TEQIP|NEQIP|RUSA|AEC\/[\w/-]+|AEC(?:-\w{4}){2,4})\b/g, skip: '.pdf-viewer' };
const unmarked = (page: Page) => unmarkedEnglish(page, LATIN_NAMES);

test.describe('project microsites in Assamese and Hindi', () => {
  test('each page is written in its language by the server and taken over without a hydration error', async ({ page }) => {
    test.setTimeout(180_000);
    await expectWrittenInTheirLanguage(page, PAGES, LATIN_NAMES);
  });

  test('/as/project/teqip/home: Assamese interface, the English home text marked lang="en", links that stay in Assamese; axe', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/as/project/teqip/home');
    await expect(page.getByRole('navigation', { name: 'TEQIP-IIIৰ মেনু' })).toBeVisible();
    await expect(page.locator('.page-header__lead')).toHaveText('কাৰিকৰী শিক্ষাৰ মান উন্নয়ন কাৰ্যসূচী, তৃতীয় পৰ্যায়');
    await expectNoSeriousA11yViolations(page, '/as/project/teqip/home', MAIN_CONTENT);
    await page.getByRole('navigation', { name: 'TEQIP-IIIৰ মেনু' }).getByRole('link', { name: 'নিবিদা' }).click();
    await expect(page).toHaveURL(/\/as\/project\/teqip\/tender$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TEQIP-III: নিবিদা');
    // The list date (docs/product/figures.md), in Assamese digits and months.
    await expect(page.locator('.project-item__meta time').first()).toHaveText(/^[০-৯]{2} \S+ [০-৯]{4}$/);
    await page.getByRole('searchbox', { name: 'শিৰোনামেৰে নিবিদা সন্ধান কৰক' }).fill('zzz');
    await expect(page.locator('.project-search__count')).toContainText('খনত “zzz” আছে');
    await expect(page.getByText('কোনো নিবিদাৰ শিৰোনামত “zzz” নাই।')).toBeVisible();
  });

  test('/hi/project/teqip/tender: the subscribe box checks the address in Hindi; axe', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/hi/project/teqip/tender');
    await page.getByRole('button', { name: 'सदस्यता लें' }).click();
    await expect(page.getByText('ईमेल पता आवश्यक है')).toBeVisible();
    await page.getByRole('textbox', { name: 'ईमेल पता', exact: true }).fill('not-an-address');
    await page.getByRole('button', { name: 'सदस्यता लें' }).click();
    await expect(page.getByText('एक सही ईमेल पता लिखें')).toBeVisible();
    expect(await unmarked(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page, '/hi/project/teqip/tender', MAIN_CONTENT);
  });

  test.describe('the home text written in Assamese by staff', () => {
    let api: Awaited<ReturnType<typeof staffApiSession>>;
    let english = '';

    test.beforeAll(async () => {
      const publisher = await createStaffAccount('publisher');
      api = await staffApiSession(publisher);
      english = ((await (await api.context.get('/api/staff/projects/teqip')).json()) as { homepageHtml: string }).homepageHtml;
    });
    test.afterAll(async () => {
      // The other specs see TEQIP as it was: English only.
      await api?.context.put('/api/staff/projects/teqip/home', { headers: api.headers, data: { homepageHtml: english, translations: { as: {}, hi: {} } } });
      await api?.context.dispose();
    });

    test('shows on /as/project/teqip/home, and /hi/… shows the English marked lang="en"', async ({ page }) => {
      const saved = await api.context.put('/api/staff/projects/teqip/home', {
        headers: api.headers,
        data: { homepageHtml: english, translations: { as: { homepage: '<h2>প্ৰকল্পটোৰ পৰিচয়</h2><p>মহাবিদ্যালয়ৰ শিক্ষাৰ মান উন্নয়নৰ প্ৰকল্প (নমুনা)।</p>' } } },
      });
      expect(saved.status(), await saved.text()).toBe(200);

      const errors = collectPageErrors(page);
      const assamese = await page.goto('/as/project/teqip/home');
      expect(await assamese?.text()).toContain('<h2>প্ৰকল্পটোৰ পৰিচয়</h2>');
      await expect(page.getByRole('heading', { level: 2, name: 'প্ৰকল্পটোৰ পৰিচয়' })).toBeVisible();
      await expect(page.locator('.project-homepage')).not.toContainText('Sample text');
      expect(await unmarked(page)).toEqual([]);

      await page.goto('/hi/project/teqip/home');
      const home = page.locator('.project-homepage');
      await expect(home).toContainText('Sample text');
      await expect(page.locator('div[lang="en"] > .project-homepage')).toHaveCount(1);
      expect(await unmarked(page)).toEqual([]);
      expect(errors.filter((e) => HYDRATION.test(e))).toEqual([]);
    });
  });

  test.describe('tender alerts asked for in Assamese (real SMTP sink)', () => {
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    let server: OwnApiServer;

    test.beforeAll(async () => {
      sink = await startSmtpSink();
      const port = await freePort();
      server = new OwnApiServer(port, { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, AEC_RATE_LIMIT_MAX: '100000', AEC_PUBLIC_URL: `http://127.0.0.1:${port}` });
      await server.start();
    });
    test.afterAll(async () => {
      await server?.dispose();
      await sink?.stop();
    });

    test('the confirmation mail is in Assamese, and its link confirms on an Assamese page', async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectPageErrors(page);
      const email = 'asomiya.supplier@example.org';
      await page.goto(`${server.url}/as/project/rusa/tender`);
      await page.getByRole('textbox', { name: 'ই-মেইল ঠিকনা', exact: true }).fill(email);
      await page.getByRole('button', { name: 'গ্ৰাহকভুক্ত হওক' }).click();
      await expect(page.locator('.subscribe-box .message--success')).toContainText(`প্ৰায় হৈ গ'ল: ${email}লৈ`);

      await expect.poll(() => sink.mails.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
      const mail = sink.mails.find((m) => m.to.includes(email))!;
      expect(subjectOf(mail)).toBe('RUSAৰ নিবিদাৰ খবৰ পাবলৈ নিশ্চিত কৰক');
      const body = bodyOf(mail);
      expect(body).toMatch(/^নমস্কাৰ,/);
      expect(body).toContain("RUSAৰ কোনো নিবিদা প্ৰকাশ হ'লে");
      expect(body).toContain('এই মেইলবোৰ বন্ধ কৰিবলৈ');
      expect(body).not.toMatch(/Hello|tender|Assam Engineering College/);
      const confirmLink = mail.text.match(/https?:\/\/\S+\/subscription\/confirm\?token=[A-Za-z0-9_-]{32}/)?.[0];
      expect(confirmLink).toMatch(new RegExp(`^${server.url}/as/project/rusa/subscription/confirm\\?token=`));

      await page.goto(confirmLink!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('RUSA: নিবিদাৰ খবৰ নিশ্চিত কৰক');
      await expect(page.locator('.subscription-outcome')).toContainText("ধন্যবাদ: আপোনাৰ গ্ৰাহকভুক্তি নিশ্চিত কৰা হ'ল।");
      expect(await unmarked(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
