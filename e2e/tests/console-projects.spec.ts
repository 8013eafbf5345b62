import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { E2E_PORT } from '../support/browser';
import { collectPageErrors } from '../support/console';
import { holdRequests } from '../support/held-requests';
import { createStaffAccount, signInToConsole, type StaffCredentials } from '../support/staff';

// NEQIP: the microsite pages spec checks TEQIP's minutes and RUSA's home text, and only looks at NEQIP's.
const CODE = 'neqip';
const NAME = 'NEQIP';

async function minutesPdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 780, size: 16, font });
  page.drawText('Present: the nodal officer and the members of the IPU.', { x: 50, y: 740, size: 11, font });
  return Buffer.from(await doc.save());
}

/** The staff API as an account, outside the browser (cookie and CSRF token). */
async function staffApi(credentials: StaffCredentials) {
  const context = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const signedIn = await context.post('/api/staff/sign-in', { data: { email: credentials.email, password: credentials.password } });
  expect(signedIn.status()).toBe(200);
  const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
  return { context, headers: { 'x-csrf-token': csrfToken } };
}

/** The project as the public API answers it now. */
async function publicProject(page: Page) {
  const res = await page.request.get(`/api/project/${CODE}`);
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as {
      rows: Array<{ project_homepage: string; documents: Array<{ id: number; kind: string; project_title: string; project_file: string }> }>;
    }
  ).rows[0]!;
}

async function openEditor(page: Page) {
  await page.goto(`/admin/projects/${CODE}`);
  await expect(page.locator('h1')).toHaveText(`${NAME}: project content`);
  await expect(page.getByRole('heading', { name: 'Add a document' })).toBeVisible();
}

test.describe('project content in the staff console', () => {
  let publisher: StaffCredentials;
  let originalHome = '';

  test.beforeAll(async () => {
    publisher = await createStaffAccount('publisher');
    const api = await staffApi(publisher);
    originalHome = ((await (await api.context.get(`/api/staff/projects/${CODE}`)).json()) as { homepageHtml: string }).homepageHtml;
    await api.context.dispose();
  });

  test.afterAll(async () => {
    // Leaves the sample text as it was for the other specs (its h2 headings are kept).
    const api = await staffApi(publisher);
    await api.context.put(`/api/staff/projects/${CODE}/home`, { headers: api.headers, data: { homepageHtml: originalHome, translations: { as: {}, hi: {} } } });
    await api.context.dispose();
  });

  test('a publisher edits the home text and it shows on the microsite (axe on the list and the editor)', async ({ page }) => {
    test.setTimeout(120_000);
    await signInToConsole(page, publisher);
    // From here on (the console's session check before signing in answers 401 by design).
    const errors = collectPageErrors(page);
    await page.goto('/admin/projects');
    await expect(page.locator('h1')).toHaveText('Project content');
    const card = page.locator('li', { has: page.getByRole('heading', { name: NAME, exact: true }) });
    await expect(card.getByText('Minutes', { exact: true })).toBeVisible();
    // docs/product/languages.md: no Assamese or Hindi home text yet.
    await expect(card.getByText('Assamese/Hindi missing')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'project content list');

    await card.getByRole('link', { name: `Edit content of ${NAME}` }).click();
    await expect(page.locator('h1')).toHaveText(`${NAME}: project content`);
    await expect(page).toHaveTitle(new RegExp(`${NAME}: project content`));
    const editor = page.getByRole('textbox', { name: `Home text of ${NAME}`, exact: true });
    await expect(editor).toContainText('Sample text');
    await expectNoSeriousA11yViolations(page, 'project content editor');

    const sentence = `Admissions to the skill programme open on 1 December (e2e ${Date.now()}).`;
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type(sentence);
    await expect(page.getByRole('group', { name: 'Preview in English' }).locator('.project-homepage')).toContainText(sentence);
    // The Assamese version beside it (docs/product/languages.md), typed into an area that says it is Assamese.
    const assamese = page.getByRole('textbox', { name: `Home text of ${NAME} in Assamese`, exact: true });
    await expect(assamese).toHaveAttribute('lang', 'as');
    await expect(page.getByRole('textbox', { name: `Home text of ${NAME} in Hindi`, exact: true })).toHaveAttribute('lang', 'hi');
    const asomiya = 'দক্ষতা পাঠ্যক্ৰমত নামভৰ্তি ১ ডিচেম্বৰৰ পৰা আৰম্ভ হ’ব (নমুনা)।';
    await assamese.click();
    await page.keyboard.insertText(asomiya);
    await expect(page.getByRole('group', { name: 'Preview in Assamese' }).locator('.project-homepage')).toContainText(asomiya);
    await page.getByRole('button', { name: 'Save the home text' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Saved at' });
    await expect(saved).toContainText(`The ${NAME} home page shows it now`);
    expect((await publicProject(page)).project_homepage).toContain(sentence);

    await saved.getByRole('link', { name: `open /project/${CODE}` }).click();
    await expect(page.locator('h1')).toHaveText(`${NAME}: Home`);
    await expect(page.locator('.project-homepage')).toContainText(sentence);
    await expect(page.locator('.project-homepage')).not.toContainText('Sample text');
    // A fresh load of the microsite (no copy kept in the tab) shows it as well.
    await page.reload();
    await expect(page.locator('.project-homepage')).toContainText(sentence);
    // The Assamese page shows the Assamese version.
    await page.goto(`/as/project/${CODE}/home`);
    await expect(page.locator('.project-homepage')).toHaveText(asomiya);
    expect(errors).toEqual([]);
  });

  test('a publisher adds a minutes PDF, it shows and downloads on the microsite, and deleting it removes it', async ({ page }) => {
    test.setTimeout(120_000);
    const title = `Minutes of the IPU meeting (e2e ${Date.now()})`;
    await signInToConsole(page, publisher);
    const errors = collectPageErrors(page);
    await openEditor(page);

    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Add a document' }) });
    // Nothing filled in: each problem is said beside its field, and nothing is sent.
    await form.getByLabel('Title').fill('');
    await form.getByRole('button', { name: 'Upload and add' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByText('Choose the PDF file')).toBeVisible();
    await expect(form.getByLabel('Title')).toBeFocused();

    await form.getByLabel('List').selectOption({ label: 'Minutes' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Date of the document').fill('2026-11-20');
    await form.getByLabel('PDF file').setInputFiles({ name: 'ipu-minutes.pdf', mimeType: 'application/pdf', buffer: await minutesPdf(title) });
    // The progress bar shows while the PDF goes up (held until seen).
    const upload = await holdRequests(page, '**/api/staff/files');
    await form.getByRole('button', { name: 'Upload and add' }).click();
    await expect(form.getByRole('progressbar', { name: /Uploading ipu-minutes\.pdf/ })).toBeVisible();
    upload.release();
    await expect(page.getByRole('status').filter({ hasText: `Added “${title}” to Minutes` })).toBeVisible({ timeout: 15_000 });
    await expect(form.getByRole('progressbar')).toHaveCount(0);
    const minutesList = page.locator('section', { has: page.getByRole('heading', { name: /^Minutes \(\d+\)$/ }) });
    await expect(minutesList.getByRole('listitem').filter({ hasText: title })).toBeVisible();

    // On the microsite: in the minutes list, readable in the viewer, and a real PDF download.
    const added = (await publicProject(page)).documents.find((d) => d.project_title === title);
    expect(added?.kind).toBe('minutes');
    const pdf = await page.request.get(added!.project_file);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.goto(`/project/${CODE}/minutes`);
    await expect(page.locator('h1')).toHaveText(`${NAME}: Minutes`);
    await page.getByRole('button', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }).click();
    await expect(page.locator('.project-minutes__heading')).toHaveText(title);
    await expect(page.locator('.pdf-viewer__status')).toHaveText('Page 1 of 1', { timeout: 20_000 });

    // Delete, after a question that names the document.
    await openEditor(page);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this document?' });
    await expect(dialog).toContainText(`“${title}”`);
    await dialog.getByRole('button', { name: 'Delete the document' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `Deleted “${title}”` })).toBeVisible();
    await expect(minutesList.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
    expect((await publicProject(page)).documents.some((d) => d.project_title === title)).toBe(false);
    await page.goto(`/project/${CODE}/minutes`);
    await expect(page.locator('h1')).toHaveText(`${NAME}: Minutes`);
    await expect(page.locator('#main-content .state--loading')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByText(title)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a grievance officer gets 403 from the API and the console’s cannot-open page', async ({ page }) => {
    const officer = await createStaffAccount('grievance_officer');
    const api = await staffApi(officer);
    expect((await api.context.get('/api/staff/projects')).status()).toBe(403);
    expect((await api.context.put(`/api/staff/projects/${CODE}/home`, { headers: api.headers, data: { homepageHtml: '<p>x</p>' } })).status()).toBe(403);
    await api.context.dispose();

    await signInToConsole(page, officer);
    await page.goto(`/admin/projects/${CODE}`);
    await expect(page.locator('h1')).toHaveText('Project content');
    await expect(page.getByText('cannot open the project content')).toBeVisible();
    await expect(page.getByRole('textbox', { name: `Home text of ${NAME}`, exact: true })).toHaveCount(0);
  });
});
