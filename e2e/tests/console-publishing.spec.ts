// The staff console's publishing screens (mfe-notifications './publishing') against the real server:
// what a publisher publishes shows on the public site at once, sanitised, with its files.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { deleteCreated, type CreatedItems } from '../support/created-items';
import { createStaffAccount, signInToConsole, type StaffCredentials } from '../support/staff';

// A real 1×1 PNG: the server checks the bytes, not the name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const REFUSED = 'Only PDF files and images (PNG, JPEG, WebP, GIF) can be uploaded; this file is neither, whatever its name says.';

async function samplePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await pdf.save());
}

// What a test published, deleted after it (support/created-items.ts).
const created: CreatedItems = [];
const remember = (kind: string, id: number) => {
  created.push({ kind, id });
  return id;
};

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)} (sample)`;
const idOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/** A write through the staff API with the page's own session (its cookie and CSRF token). */
async function staffCall(page: Page, method: 'POST' | 'PUT', path: string, data: unknown) {
  const me = await page.request.get('/api/staff/me');
  expect(me.status()).toBe(200);
  const { csrfToken } = (await me.json()) as { csrfToken: string };
  const response = await page.request.fetch(`/api/staff${path}`, { method, data, headers: { 'x-csrf-token': csrfToken } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { id: number };
}

async function publishedMessage(page: Page, what: string) {
  const saved = page.getByRole('status').filter({ hasText: `The ${what} was published.` });
  await expect(saved).toBeVisible();
  return saved.getByRole('link', { name: 'see it on the public site' });
}

test.describe('staff console: publishing', () => {
  let publisher: StaffCredentials;

  test.beforeAll(async () => {
    publisher = await createStaffAccount('publisher');
  });
  test.afterEach(({ baseURL }) => deleteCreated(baseURL, publisher, created));

  test('a publisher publishes a flash AEC notice with a PDF: on /notifications, the home page, and its PDF downloads', async ({ page }) => {
    await signInToConsole(page, publisher);
    await page.goto('/admin/notices');
    await expect(page.getByRole('heading', { level: 1, name: 'Notices and flash news' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'notices list');

    await page.getByRole('link', { name: 'New notice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New notice' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'new notice form');

    // Nothing typed is lost when the form is refused.
    await page.getByRole('button', { name: 'Publish notice' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Headline is required' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Headline', exact: true })).toHaveAttribute('aria-invalid', 'true');

    const title = unique('Semester registration notice');
    const pdf = await samplePdf(title);
    await page.getByLabel('Type').selectOption('AEC');
    await page.getByRole('textbox', { name: 'Headline', exact: true }).fill(title);
    const editor = page.getByRole('textbox', { name: 'Message (optional)' });
    await editor.click();
    await page.keyboard.type('Students must register by Friday.');
    await page.getByLabel('Flash news').check();
    await page.getByLabel('Add files').setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: pdf });
    const fileRow = page.locator('.pub-attachment').filter({ hasText: 'registration.pdf' });
    await expect(fileRow).toContainText('PDF');
    await expect(fileRow.getByRole('link', { name: 'registration.pdf' })).toBeVisible();

    // An HTML page named .pdf is refused by its bytes, with the server's sentence.
    await page
      .getByLabel('Add files')
      .setInputFiles({ name: 'evil.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
    await expect(page.getByText(`“evil.pdf” was not uploaded. ${REFUSED}`)).toBeVisible();
    await page.getByRole('button', { name: 'Remove evil.pdf' }).click();
    await expect(page.getByRole('textbox', { name: 'Headline', exact: true })).toHaveValue(title);

    await page.getByRole('button', { name: 'Publish notice' }).click();
    const publicLink = await publishedMessage(page, 'notice');
    const id = remember('notices', idOf(page));
    await expect(publicLink).toHaveAttribute('href', `/notifications/notice/${id}`);

    await page.goto('/notifications');
    await expect(page.getByText(title).first()).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Flash news' }).getByText(title).first()).toBeAttached();
    await expect(page.getByRole('region', { name: 'Notices' }).getByRole('link', { name: title })).toBeVisible();

    await page.goto(`/notifications/notice/${id}`);
    await expect(page.locator('.nt-detail__message')).toHaveText('Students must register by Friday.');
    const downloadStarted = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /Attachment 1/ })
      .first()
      .click();
    const download = await downloadStarted;
    expect((await readFile((await download.path())!)).equals(pdf)).toBe(true);
    const notice = (await (await page.request.get(`/api/notice/${id}`)).json()) as { rows: Array<{ files: Array<{ url: string }> }> };
    const file = await page.request.get(notice.rows[0]!.files[0]!.url);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);
    const attachment = await page.request.get(`/api/notice/attachment/${id}/0`);
    expect(attachment.headers()['content-type']).toContain('application/pdf');
    expect(Buffer.from(await attachment.body()).equals(pdf)).toBe(true);
  });

  test('a message with <script> and <img onerror> shows sanitised on the public detail page', async ({ page }) => {
    await signInToConsole(page, publisher);
    const title = unique('Markup notice');
    const { id } = await staffCall(page, 'POST', '/notices', {
      title,
      type: 'AEC',
      // Expired at once: its detail page still answers, and the public lists (other specs count them) stay as seeded.
      validUntil: '2020-01-01T00:00:00Z',
      message: '<p>Plain <b>bold</b></p><script>window.__pwned = 1; alert(1)</script><img src="x" onerror="window.__pwned = 2; alert(2)">',
    });
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    remember('notices', id);
    await page.goto(`/notifications/notice/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.nt-detail__message b')).toHaveText('bold');
    // Every image of the page has loaded or failed by its load event, so an onerror would have run by now.
    await page.waitForLoadState('load');
    expect(dialogs).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('[onerror]').count()).toBe(0);
    expect(await page.locator('main script').count()).toBe(0);
  });

  test('unpublish hides a notice from /notifications; the list shows it unpublished', async ({ page }) => {
    await signInToConsole(page, publisher);
    const title = unique('Hostel notice');
    remember('notices', (await staffCall(page, 'POST', '/notices', { title, type: 'AEC' })).id);
    await page.goto('/notifications');
    await expect(page.getByText(title).first()).toBeVisible();

    await page.goto(`/admin/notices?q=${encodeURIComponent(title)}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Unpublish “${title}”` }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” was unpublished` })).toBeVisible();
    await expect(row.getByText('Unpublished', { exact: true })).toBeVisible();

    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);

    // Delete asks first, naming the item.
    await page.goto(`/admin/notices?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Delete “${title}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this notice?' });
    await expect(dialog).toContainText(title);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Delete notice' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” was deleted` })).toBeVisible();
  });

  test('a tender with a corrigendum shows on its public page', async ({ page }) => {
    await signInToConsole(page, publisher);
    await page.goto('/admin/tenders');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenders' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'tenders list');
    await page.getByRole('link', { name: 'New tender' }).click();
    await expectNoSeriousA11yViolations(page, 'new tender form');
    const title = unique('Supply of laboratory benches');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByLabel('Tender number').fill(`AEC/T/E2E/${Date.now()}`);
    await page.getByLabel('Submissions close').fill('2030-05-10T10:00');
    await page.getByLabel('Bids open').fill('2030-05-11T11:00');
    // An old publication date keeps the tender below the seed's in the public list (other specs count on it).
    await page.getByLabel('Publication date').fill('2020-01-10');
    await page.getByLabel('Add files').setInputFiles({ name: 'tender.pdf', mimeType: 'application/pdf', buffer: await samplePdf(title) });
    await expect(page.locator('.pub-attachment').filter({ hasText: 'tender.pdf' }).getByRole('link')).toBeVisible();
    await page.getByRole('button', { name: 'Publish tender' }).click();
    await publishedMessage(page, 'tender');
    const id = remember('tenders', idOf(page));

    await page.getByLabel('Corrigendum title').fill('Corrigendum 1: closing date extended (sample)');
    await page.getByLabel('What changes').fill('Submissions now close on 20 May.');
    await page.getByRole('button', { name: 'Publish corrigendum' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was published with the tender' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Corrigenda' }).getByRole('listitem').filter({ hasText: 'Corrigendum 1: closing date extended (sample)' }),
    ).toBeVisible();

    await page.goto(`/notifications/tender/${id}`);
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.getByText('Corrigendum 1: closing date extended (sample)').first()).toBeVisible();
  });

  test('news with an image shows on its public page, the image with its alt text', async ({ page }) => {
    await signInToConsole(page, publisher);
    await page.goto('/admin/news');
    await expectNoSeriousA11yViolations(page, 'news list');
    await page.getByRole('link', { name: 'New news item' }).click();
    await expectNoSeriousA11yViolations(page, 'new news form');
    const title = unique('Robotics team wins');
    await page.getByRole('textbox', { name: 'Headline', exact: true }).fill(title);
    await page.getByLabel('Summary (optional)', { exact: true }).fill('The college team won the regional robotics contest.');
    await page.getByLabel('Date (optional)').fill('2020-01-15');
    await page.getByLabel('Add images').setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('Alt text for team.png').fill('The robotics team with their trophy');
    // HTML bytes named .png are refused too.
    await page
      .getByLabel('Add images')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html><img src=x onerror=alert(1)></html>') });
    await expect(page.getByText(`“fake.png” was not uploaded. ${REFUSED}`)).toBeVisible();
    await page.getByRole('button', { name: 'Remove fake.png' }).click();
    await page.getByRole('button', { name: 'Publish news item' }).click();
    await publishedMessage(page, 'news item');
    const id = remember('news', idOf(page));

    await page.goto(`/news/newslist/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The robotics team with their trophy' }).first()).toBeAttached();
  });

  test('an event shows on its public page with date, time and venue', async ({ page }) => {
    await signInToConsole(page, publisher);
    await page.goto('/admin/events');
    await expectNoSeriousA11yViolations(page, 'events list');
    await page.getByRole('link', { name: 'New event' }).click();
    await expectNoSeriousA11yViolations(page, 'new event form');
    const title = unique('Alumni meet');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    // In the past and long ago: the seed's upcoming and latest events stay first.
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill('2019-06-01');
    await page.getByLabel('Time (optional)', { exact: true }).fill('10:30 AM');
    await page.getByLabel('Venue (optional)', { exact: true }).fill('Main auditorium');
    await page.getByRole('button', { name: 'Publish event' }).click();
    await publishedMessage(page, 'event');
    const id = remember('events', idOf(page));

    await page.goto(`/events/eventlist/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Main auditorium').first()).toBeVisible();
  });

  test('a department notification shows on the department notice board', async ({ page }) => {
    await signInToConsole(page, publisher);
    await page.goto('/admin/department-notifications');
    await expectNoSeriousA11yViolations(page, 'department notifications list');
    await page.getByRole('link', { name: 'New department notification' }).click();
    await expectNoSeriousA11yViolations(page, 'new department notification form');
    const title = unique('Programming lab timetable');
    await page.getByRole('combobox', { name: 'Department', exact: true }).selectOption('cse');
    await page.getByRole('textbox', { name: 'Headline', exact: true }).fill(title);
    await page.getByLabel('Date (optional)').fill('2020-02-01');
    await page.getByLabel('Add files').setInputFiles({ name: 'timetable.pdf', mimeType: 'application/pdf', buffer: await samplePdf(title) });
    await expect(page.locator('.pub-attachment').filter({ hasText: 'timetable.pdf' }).getByRole('link')).toBeVisible();
    await page.getByRole('button', { name: 'Publish department notification' }).click();
    const publicLink = await publishedMessage(page, 'department notification');
    await expect(publicLink).toHaveAttribute('href', '/department/cse/notice');
    remember('department-notifications', idOf(page));

    await page.goto('/department/cse/notice');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  test('a grievance officer cannot open the publishing screens (API 403)', async ({ page }) => {
    const officer = await createStaffAccount('grievance_officer');
    await signInToConsole(page, officer);
    for (const kind of ['notices', 'tenders', 'news', 'events', 'department-notifications']) {
      expect((await page.request.get(`/api/staff/${kind}`)).status()).toBe(403);
    }
    await page.goto('/admin/notices');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New notice' })).toHaveCount(0);
  });
});
