import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createStaffAccount, staffApiSession, type StaffCredentials } from '../support/staff';

/**
 * docs/product/search.md: the header's search box on every page (a GET form, JavaScript off too), and
 * /search in three languages: a notice published with a Hindi headline is found from /hi/ by one word
 * of it, its title shown in Hindi and the word highlighted whole.
 */
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// A word of the Hindi headline with a vowel sign, a virama and a nukta in it.
const HINDI_WORD = 'प्रवेश-फ़ॉर्म';
const NOTICE = { title: `Admission forms ${suffix} (sample)`, hindi: `${HINDI_WORD} परीक्षाफल ${suffix} (नमूना)` };

test.describe('site search', () => {
  let publisher: StaffCredentials;
  let noticeId = 0;

  test.beforeAll(async () => {
    publisher = await createStaffAccount('publisher');
    const { context, headers } = await staffApiSession(publisher);
    const response = await context.post('/api/staff/notices', {
      headers,
      data: { title: NOTICE.title, type: 'AEC', message: '<p>Forms are out.</p>', translations: { hi: { title: NOTICE.hindi } } },
    });
    expect(response.status(), await response.text()).toBe(201);
    noticeId = ((await response.json()) as { id: number }).id;
    await context.dispose();
  });

  test.afterAll(async () => {
    const { context, headers } = await staffApiSession(publisher);
    await context.delete(`/api/staff/notices/${noticeId}`, { headers });
    await context.dispose();
  });

  test('from /hi/: a word of the Hindi headline finds the notice, titled in Hindi, the word marked whole; axe clean in three languages at two widths', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`/hi/search?q=${encodeURIComponent('परीक्षाफल')}`);
    const result = page.locator('.nt-result').filter({ has: page.getByRole('link', { name: NOTICE.hindi }) });
    await expect(result).toHaveCount(1);
    // Titled in the page's language: not marked as another one.
    await expect(result.locator('h2')).not.toHaveAttribute('lang', /./);
    await expect(result.getByRole('link')).toHaveAttribute('href', `/hi/notifications/notice/${noticeId}`);

    // The API marks the whole word, vowel signs, virama and nukta included.
    const api = await page.request.get(`/api/search?q=${encodeURIComponent(HINDI_WORD.split('-')[0]!)}&lang=hi`);
    const { results } = (await api.json()) as { results: Array<{ id: number; title: string; snippet: string; lang: string }> };
    expect(results.find((r) => r.id === noticeId)).toMatchObject({ title: NOTICE.hindi, lang: 'hi' });
    const hit = await page.request.get(`/api/search?q=${encodeURIComponent('परीक्षाफल')}&lang=hi&kind=notice`);
    const found = ((await hit.json()) as { results: Array<{ id: number; snippet: string }> }).results.find((r) => r.id === noticeId);
    expect(found?.snippet).toContain('<mark>परीक्षाफल</mark>');
    await expect(result.locator('mark')).toHaveText(['परीक्षाफल']);

    for (const [prefix, q] of [
      ['', 'admission'],
      ['/as', 'admission'],
      ['/hi', 'परीक्षाफल'],
    ] as const) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(`${prefix}/search?q=${encodeURIComponent(q)}`);
        await expect(page.locator('.nt-result').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${prefix}/search at ${width}px`);
        await page.screenshot({ path: test.info().outputPath(`search${prefix.replace('/', '-')}-${width}.png`), fullPage: true });
      }
    }
  });

  test('a query of signs alone is refused with a sentence', async ({ request }) => {
    const response = await request.get(`/api/search?q=${encodeURIComponent('ि ्')}`);
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/letters or digits/) });
  });

  test('the header search box works with JavaScript off, from any page, in the page language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto('/hi/about');
      const box = page.getByRole('search').getByRole('searchbox', { name: 'वेबसाइट में खोजें' });
      await box.fill('परीक्षाफल');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/hi\/search\?q=/);
      await expect(page.getByRole('link', { name: NOTICE.hindi })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('search-no-js-390.png') });
    } finally {
      await context.close();
    }
  });
});
