import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createStaffAccount, staffApiSession, type StaffCredentials } from '../support/staff';

/**
 * docs/product/search.md, "Words inside the documents": a word only inside a PDF attachment finds the notice
 * with its attachment and page, and its result opens the viewer at that page; a scanned page's word is found
 * once OCR has read it; "Read as text" reads with JavaScript off, each page in its language, axe clean; so do
 * the viewer page and an event's "Read as text".
 */
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
const INSIDE = `quillwort${suffix}`;
const SCANNED = 'Marmoset';

test.describe('words inside attachments', () => {
  let publisher: StaffCredentials;
  let noticeId = 0;
  let eventId = 0;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    // A text PDF whose second page alone holds the word, and a scan: words drawn by Chromium, put in a PDF as an image.
    const text = await PDFDocument.create();
    const font = await text.embedFont(StandardFonts.Helvetica);
    text.addPage().drawText('Hostel allotment list (sample)', { x: 50, y: 760, size: 14, font });
    text.addPage().drawText(`Room register ${INSIDE} for block C (sample)`, { x: 50, y: 760, size: 14, font });
    const page = await browser.newPage({ viewport: { width: 1000, height: 300 } });
    await page.setContent(`<body style="margin:40px;background:#fff;color:#000;font:56px sans-serif"><p>${SCANNED} hostel register</p></body>`);
    const png = await page.screenshot();
    await page.close();
    const scan = await PDFDocument.create();
    const image = await scan.embedPng(png);
    scan.addPage([image.width / 2, image.height / 2]).drawImage(image, { x: 0, y: 0, width: image.width / 2, height: image.height / 2 });

    publisher = await createStaffAccount('publisher');
    const { context, headers } = await staffApiSession(publisher);
    const fileIds: number[] = [];
    for (const [name, bytes] of [
      ['allotment.pdf', await text.save()],
      ['scan.pdf', await scan.save()],
    ] as const) {
      const uploaded = await context.post('/api/staff/files', {
        headers,
        data: { name, type: 'application/pdf', dataBase64: Buffer.from(bytes).toString('base64') },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      fileIds.push(((await uploaded.json()) as { id: number }).id);
    }
    const created = await context.post('/api/staff/notices', {
      headers,
      data: { title: `Hostel allotment ${suffix} (sample)`, type: 'AEC', message: '<p>See the list.</p>', fileIds },
    });
    expect(created.status(), await created.text()).toBe(201);
    noticeId = ((await created.json()) as { id: number }).id;
    // An event with the same text PDF after a picture: its text page counts the picture ("Attachment 2").
    const picture = await context.post('/api/staff/files', { headers, data: { name: 'poster.png', type: 'image/png', dataBase64: png.toString('base64') } });
    expect(picture.status(), await picture.text()).toBe(201);
    const event = await context.post('/api/staff/events', {
      headers,
      data: {
        title: `Hostel day ${suffix} (sample)`,
        eventDate: '2030-04-02',
        time: '10:30 AM',
        venue: 'Hostel 1',
        description: 'Rooms shown.',
        message: '<p>All welcome.</p>',
        fileIds: [((await picture.json()) as { id: number }).id, fileIds[0]],
      },
    });
    expect(event.status(), await event.text()).toBe(201);
    eventId = ((await event.json()) as { id: number }).id;
    await context.dispose();
  });

  test.afterAll(async () => {
    const { context, headers } = await staffApiSession(publisher);
    await context.delete(`/api/staff/notices/${noticeId}`, { headers });
    await context.delete(`/api/staff/events/${eventId}`, { headers });
    await context.dispose();
  });

  test('a word only inside an attachment finds the notice, at its attachment and page; a scanned page’s word after OCR', async ({ page, request }) => {
    test.setTimeout(150_000);
    const found = async (q: string) =>
      ((await (await request.get(`/api/search?q=${q}&kind=notice`)).json()) as { results: Array<{ id: number; attachment?: unknown }> }).results.find(
        (r) => r.id === noticeId,
      );
    await expect.poll(() => found(INSIDE), { timeout: 30_000 }).toMatchObject({ attachment: { index: 0, page: 2 } });
    await page.goto(`/search?q=${INSIDE}`);
    const result = page.locator('.nt-result').filter({ hasText: 'Attachment 1, page 2' });
    await expect(result).toHaveCount(1);
    // Its link opens the site's PDF viewer at that page.
    await expect(result.getByRole('link')).toHaveAttribute('href', `/notifications/notice/${noticeId}/attachment/1?page=2`);
    await result.getByRole('link').click();
    await expect(page).toHaveURL(`/notifications/notice/${noticeId}/attachment/1?page=2`);
    await expect(page.locator('.pdf-viewer__status')).toHaveText('Page 2 of 2', { timeout: 20_000 });
    await expect(page.getByText('Opened at page 2')).toBeVisible();
    // The scan: read by tesseract in the background (one page, a few seconds here; more on a busy machine).
    await expect.poll(() => found(SCANNED), { timeout: 120_000, intervals: [2_000] }).toMatchObject({ attachment: { index: 1, page: 1 } });
  });

  test('"Read as text" reads with JavaScript off, each page in its language; axe clean at 390 and 1280 px', async ({ browser, page, request }) => {
    const url = (prefix: string) => `${prefix}/notifications/notice/${noticeId}/attachment/1/text`;
    await expect.poll(async () => (await request.get(url(''))).status(), { timeout: 30_000 }).toBe(200);
    const reads = async (target: typeof page, prefix: '' | '/as') => {
      await target.goto(url(prefix));
      await expect(target.locator('html')).toHaveAttribute('lang', prefix ? 'as' : 'en');
      await expect(target.getByRole('heading', { level: 1 })).toContainText(`Hostel allotment ${suffix} (sample)`);
      const second = target.locator('section').nth(1);
      await expect(second).toHaveAttribute('lang', 'en');
      await expect(second).toContainText(INSIDE);
    };
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const noScript = await context.newPage();
      for (const prefix of ['', '/as'] as const) await reads(noScript, prefix);
    } finally {
      await context.close();
    }
    // axe runs as a script: with it on.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const prefix of ['', '/as'] as const) {
        await reads(page, prefix);
        await expectNoSeriousA11yViolations(page, `${url(prefix)} at ${width}px`);
        await page.screenshot({ path: test.info().outputPath(`read-as-text${prefix.replace('/', '-')}-${width}.png`), fullPage: true });
      }
    }
  });

  test('the viewer page: rendered by the server at its page, its links work without JavaScript; axe clean at 390 and 1280 px', async ({ browser, page }) => {
    const url = (prefix: string) => `${prefix}/notifications/notice/${noticeId}/attachment/1?page=2`;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const noScript = await context.newPage();
      await noScript.goto(url('/hi'));
      await expect(noScript.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(`Hostel allotment ${suffix} (sample)`);
      await expect(noScript.getByRole('link', { name: 'सूचना पर वापस जाएँ' })).toHaveAttribute('href', `/hi/notifications/notice/${noticeId}`);
      const pdf = noScript.getByRole('link', { name: 'PDF को पृष्ठ 2 पर खोलें' });
      await expect(pdf).toHaveAttribute('href', /^\/files\/[0-9a-f]{64}\.pdf#page=2$/);
      // "Read as text" leads to that page's heading of the text, which reads without JavaScript.
      await noScript.locator('a.nt-attachment__text').click();
      await expect(noScript).toHaveURL(`/hi/notifications/notice/${noticeId}/attachment/1/text#page-2`);
      await expect(noScript.locator('#page-2')).toHaveText('पृष्ठ 2');
      await expect(noScript.locator('section').nth(1)).toContainText(INSIDE);
    } finally {
      await context.close();
    }
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(url(''));
      await expect(page.locator('.pdf-viewer__status')).toHaveText('Page 2 of 2', { timeout: 20_000 });
      await expectNoSeriousA11yViolations(page, `${url('')} at ${width}px`);
      await page.screenshot({ path: test.info().outputPath(`viewer-${width}.png`), fullPage: true });
    }
  });

  test('the viewer opens a page past the end at the last page, and no number at the first; its three links on one baseline', async ({ page }) => {
    const viewer = (asked: string) => `/notifications/notice/${noticeId}/attachment/1?page=${asked}`;
    for (const [asked, opened] of [
      ['99', 2],
      ['abc', 1],
    ] as const) {
      await page.goto(viewer(asked));
      await expect(page.locator('.pdf-viewer__status')).toHaveText(`Page ${opened} of 2`, { timeout: 20_000 });
      await expect(page.locator('.pdf-viewer__note')).toHaveText(`Opened at page ${opened}`);
      await expect(page.getByRole('link', { name: `Open the PDF at page ${opened}` })).toHaveAttribute('href', new RegExp(`#page=${opened}$`));
      await expect(page.locator('a.nt-attachment__text')).toHaveAttribute('href', `/notifications/notice/${noticeId}/attachment/1/text#page-${opened}`);
    }
    // Where each link's words sit: the bottom of their text, links of one row alike (the narrow screen wraps the third).
    const textBottoms = () =>
      page.locator('.nt-page-links > a').evaluateAll((links) =>
        links.map((link) => {
          const range = document.createRange();
          range.selectNodeContents(link.firstChild!);
          return Math.round(range.getBoundingClientRect().bottom);
        }),
      );
    for (const [width, row] of [
      [1280, 3],
      [390, 2],
    ] as const) {
      await page.setViewportSize({ width, height: 844 });
      const bottoms = await textBottoms();
      expect(new Set(bottoms.slice(0, row)).size, `${width}px: ${bottoms.join(', ')}`).toBe(1);
      await page.screenshot({ path: test.info().outputPath(`viewer-links-${width}.png`) });
    }
  });

  test("an event's PDF reads as text with JavaScript off, from the event's page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const noScript = await context.newPage();
      await expect.poll(async () => (await noScript.request.get(`/events/eventlist/${eventId}/attachment/2/text`)).status(), { timeout: 30_000 }).toBe(200);
      await noScript.goto(`/events/eventlist/${eventId}`);
      await noScript.getByRole('link', { name: 'Read as text (Attachment 2)' }).click();
      await expect(noScript).toHaveURL(`/events/eventlist/${eventId}/attachment/2/text`);
      await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(`Attachment 2 of “Hostel day ${suffix} (sample)” as text`);
      await expect(noScript.locator('section').nth(1)).toContainText(INSIDE);
      await expect(noScript.getByRole('link', { name: 'Back to the event' })).toHaveAttribute('href', `/events/eventlist/${eventId}`);
    } finally {
      await context.close();
    }
  });
});
