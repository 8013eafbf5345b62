// The grievance desk of the staff console (mfe-office './grievance-desk' at /admin/grievances) and
// the public grievance statistics (/office/grievance-statistics), against the production server.
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { FIRST_ADMIN, createStaffAccount, signInToConsole, type StaffCredentials } from '../support/staff';
import { freePort, OwnApiServer, startSmtpSink } from '../support/office-servers';
import { REG_ID } from '../support/registration-number';

const requireFromRoot = createRequire(path.resolve(__dirname, '../../package.json'));
const unique = `${process.pid}${Date.now().toString(36)}`.toUpperCase();

/** A grievance filed the way the public form files it: register, then the final submit. */
async function fileGrievance(baseURL: string, filer: { name: string; email: string; subject: string; message: string }): Promise<string> {
  const registered = await fetch(`${baseURL}/api/complain`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: filer.email, info: [{ name: filer.name, address: 'Jalukbari, Guwahati', type: 'GENERAL' }] }),
  });
  expect(registered.ok, await registered.clone().text()).toBe(true);
  const { registration_id } = (await registered.json()) as { registration_id: string };
  const submitted = await fetch(`${baseURL}/api/complain/edit/${registration_id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subject: filer.subject, message: filer.message, status: 0, feedback_message: '' }),
  });
  expect(submitted.ok, await submitted.clone().text()).toBe(true);
  return registration_id;
}

/** The college's month (India time) as the statistics table names it, e.g. 'November 2026'. */
const thisMonth = () => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date());

async function receivedThisMonth(browser: Browser, baseURL: string): Promise<{ received: number; text: string }> {
  // A fresh context each time: the statistics are cacheable for a few minutes.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/office/grievance-statistics');
  await expect(page.locator('h1')).toHaveText('Grievance Statistics');
  await expect(page.getByText(/within \d+ days of its details being submitted/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Grievances by month, newest first' });
  const empty = page.getByText('No grievances have been submitted yet');
  await expect(table.or(empty)).toBeVisible();
  let received = 0;
  if (await table.isVisible()) {
    const row = table.getByRole('row', { name: new RegExp(`^${thisMonth()}`) });
    received = Number(await row.getByRole('cell').first().textContent());
  }
  const text = (await page.locator('main').textContent()) ?? '';
  await context.close();
  return { received, text };
}

test.describe('grievance desk, end to end with a real SMTP sink', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let api: OwnApiServer;
  let officer: StaffCredentials;

  test.beforeAll(async () => {
    sink = await startSmtpSink();
    api = new OwnApiServer(await freePort(), {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: FIRST_ADMIN.initialPassword,
      AEC_RATE_LIMIT_MAX: '100000',
    });
    await api.start();
    officer = await createStaffAccount('grievance_officer', api.port);
  });
  test.afterAll(async () => {
    await api?.dispose();
    await sink?.stop();
  });

  const officerPage = async (browser: Browser): Promise<Page> => {
    const context = await browser.newContext({ baseURL: api.url });
    const page = await context.newPage();
    await signInToConsole(page, officer);
    return page;
  };

  test('public statistics: the month rises after a grievance, and no personal data is shown', async ({ browser }) => {
    const before = await receivedThisMonth(browser, api.url);
    const filer = {
      name: 'Pallavi Hazarika',
      email: `pallavi.${unique.toLowerCase()}@example.org`,
      subject: `Bus pass ${unique}`,
      message: 'My bus pass was not renewed.',
    };
    const reg = await fileGrievance(api.url, filer);
    const after = await receivedThisMonth(browser, api.url);
    expect(after.received).toBe(before.received + 1);
    for (const personal of [filer.name, filer.email, reg, filer.subject]) expect(after.text).not.toContain(personal);
    expect(after.text).not.toMatch(REG_ID);

    const answer = await (await fetch(`${api.url}/api/grievance-stats`)).text();
    for (const personal of [filer.name, filer.email, reg, filer.subject]) expect(answer).not.toContain(personal);

    const context = await browser.newContext({ baseURL: api.url });
    const page = await context.newPage();
    await page.goto('/office/status');
    await page.getByRole('link', { name: 'Grievance statistics' }).click();
    await expect(page).toHaveURL(/\/office\/grievance-statistics$/);
    await expect(page.getByRole('table', { name: 'Grievances by month, newest first' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Grievances received per month' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'grievance statistics');
    await context.close();
  });

  test('a filer files, the officer finds it, sets Pending then Disposed; mails and the status page follow', async ({ browser }) => {
    const email = `rupam.${unique.toLowerCase()}@example.org`;
    const subject = `Projector broken PRJ${unique}`;

    // The filer, through the public form.
    const filerContext = await browser.newContext({ baseURL: api.url });
    const filerPage = await filerContext.newPage();
    await filerPage.goto('/office/complain');
    await filerPage.getByLabel('Name').fill('Rupam Baruah');
    await filerPage.getByLabel('Email').fill(email);
    await filerPage.getByRole('button', { name: 'Register' }).click();
    const green = filerPage.locator('.message--success').first();
    await expect(green).toContainText('Your grievance is registered');
    const reg = (await green.textContent())?.match(REG_ID)?.[0];
    expect(reg, 'registration number on screen').toBeTruthy();
    await filerPage.getByLabel('Subject').fill(subject);
    await filerPage.getByLabel('Message').fill('The projector in room 101 of the mechanical block has not worked for a week.');
    await filerPage.getByRole('button', { name: 'Final Submit' }).click();
    await expect(filerPage.locator('.message--success')).toContainText('Thank you for your assistance');

    // The officer finds it by search and opens it.
    const page = await officerPage(browser);
    await page.goto('/admin/grievances');
    await expect(page.getByRole('heading', { level: 1, name: 'Grievance desk' })).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill(`PRJ${unique}`);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`q=PRJ${unique}`));
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(subject);
    await expect(rows.first()).toContainText('Received');
    await expectNoSeriousA11yViolations(page, 'desk list');

    await page.getByRole('link', { name: reg! }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Grievance ${reg}` })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Rupam Baruah')).toBeVisible();
    await expect(page.getByText('Registered (step 1)')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'desk detail');

    // Pending, with a message.
    await page.getByLabel('Pending', { exact: true }).check();
    await page.getByLabel('Feedback message to the filer').fill('An electrician will check the projector on Monday.');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(`the status is now Pending`);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(email);
    await expect(page.getByText('Status: Received → Pending')).toBeVisible();

    // Disposed, with feedback.
    const feedback = `The projector was replaced on Friday ${unique}.`;
    await page.getByLabel('Disposed', { exact: true }).check();
    await page.getByLabel('Feedback message to the filer').fill(feedback);
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText('the status is now Disposed');
    await expect(page.getByText('Status: Pending → Disposed')).toBeVisible();
    await expect(page.locator('.desk-timeline')).toContainText(feedback);

    // A mail for each change.
    const toFiler = () => sink.mails.filter((m) => m.to.includes(email));
    await expect.poll(() => toFiler().filter((m) => /: Pending/.test(m.text)).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => toFiler().filter((m) => /: Disposed/.test(m.text)).length, { timeout: 20_000 }).toBe(1);
    const disposedMail = toFiler().find((m) => /: Disposed/.test(m.text))!;
    expect(disposedMail.text.replace(/\s+/g, ' ')).toContain(feedback);
    expect(disposedMail.text).toContain('Disposed');

    // The filer sees it on /office/status.
    await filerPage.goto('/office/status');
    await filerPage.getByLabel('Registration number').fill(reg!);
    await filerPage.getByRole('button', { name: 'Get Status' }).click();
    await expect(filerPage.getByRole('heading', { name: 'Disposed' })).toBeVisible();
    await expect(filerPage.getByText(feedback)).toBeVisible();
    await filerContext.close();
    await page.context().close();
  });

  test('the filters narrow the list (status, overdue) and live in the URL', async ({ browser }) => {
    const tag = `FLT${unique}`;
    const filer = (n: number) => ({
      name: `Filer ${n}`,
      email: `filer${n}.${unique.toLowerCase()}@example.org`,
      subject: `${tag} case ${n}`,
      message: 'Details.',
    });
    const [late, fresh, closed] = [await fileGrievance(api.url, filer(1)), await fileGrievance(api.url, filer(2)), await fileGrievance(api.url, filer(3))];

    // Twenty days ago: past the 15-day limit.
    const Database = requireFromRoot('better-sqlite3');
    const db = new Database(path.join(api.dataDir, 'aec.sqlite'));
    const past = new Date(Date.now() - 20 * 86_400_000).toISOString();
    db.prepare('UPDATE complaints SET registered_at = ?, submitted_at = ?, updated_at = ? WHERE registration_id = ?').run(past, past, past, late);
    db.close();

    const page = await officerPage(browser);
    await page.goto(`/admin/grievances/${closed}`);
    await page.getByLabel('Disposed', { exact: true }).check();
    await page.getByLabel('Feedback message to the filer').fill('Resolved.');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.goto(`/admin/grievances?q=${tag}`);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('heading', { name: '3 grievances found' })).toBeVisible();

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Disposed' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/status=2/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(closed);

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Any status' });
    await page.getByLabel('Overdue only').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/overdue=1/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(late);
    await expect(rows.first()).toContainText(/Overdue by 5 days/);

    // Reload and back keep the filters.
    await page.reload();
    await expect(page.getByLabel('Overdue only')).toBeChecked();
    await expect(rows).toHaveCount(1);
    await page.goBack();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('2');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(closed);

    await page.goto(`/admin/grievances?q=${tag}&status=1`);
    await expect(page.getByText('No grievance matches this search and these filters.')).toBeVisible();
    expect(fresh).toMatch(REG_ID);
    await page.context().close();
  });

  test('a session that ends under the status form loses nothing typed; saving again after signing in works', async ({ browser }) => {
    const reg = await fileGrievance(api.url, {
      name: 'Nilakshi Gogoi',
      email: `nilakshi.${unique.toLowerCase()}@example.org`,
      subject: `Fee receipt ${unique}`,
      message: 'No receipt.',
    });
    const page = await officerPage(browser);
    await page.goto(`/admin/grievances/${reg}`);
    await page.getByLabel('Pending', { exact: true }).check();
    const feedback = 'The accounts section is printing the receipt.';
    await page.getByLabel('Feedback message to the filer').fill(feedback);

    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Save status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(officer.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByLabel('Pending', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Feedback message to the filer')).toHaveValue(feedback);
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText('the status is now Pending');
    await page.context().close();
  });

  test('the desk list scrolls inside its box on a 390 px phone', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: api.url, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInToConsole(page, officer);
    await page.goto('/admin/grievances');
    await expect(page.getByRole('table')).toBeVisible();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    await context.close();
  });
});

test('a publisher cannot open the grievance desk (the console says so; the API answers 403)', async ({ page }) => {
  const publisher = await createStaffAccount('publisher');
  await signInToConsole(page, publisher);
  await page.goto('/admin/grievances');
  await expect(page.getByText(/cannot open/i).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);
  const answer = await page.request.get('/api/staff/grievances');
  expect(answer.status()).toBe(403);
});
