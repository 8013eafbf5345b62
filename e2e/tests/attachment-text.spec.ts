import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createStaffAccount, staffApiSession, type StaffCredentials } from '../support/staff';

/**
 * docs/product/search.md, "Words inside the documents": a word only inside a PDF attachment finds the notice
 * with its attachment and page; a scanned page's word is found once OCR has read it; "Read as text" reads
 * with JavaScript off, each page in its language, axe clean.
 */
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
const INSIDE = `quillwort${suffix}`;
const SCANNED = 'Marmoset';

test.describe('words inside attachments', () => {
  let publisher: StaffCredentials;
  let noticeId = 0;

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
    await context.dispose();
  });

  test.afterAll(async () => {
    const { context, headers } = await staffApiSession(publisher);
    await context.delete(`/api/staff/notices/${noticeId}`, { headers });
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
    await expect(result.getByRole('link')).toHaveAttribute('href', `/notifications/notice/${noticeId}`);
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
});
