import { createRequire } from 'node:module';
import path from 'node:path';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { subjectOf } from '../support/mail';
import { freePort, OwnApiServer, startSmtpSink, type ReceivedMail } from '../support/office-servers';
import { createStaffAccount, FIRST_ADMIN, type StaffCredentials } from '../support/staff';

// The digest runs at 17:00 India time: the test runs the server's scheduler (compiled in api/dist) on the
// running server's database with its clock at 17:01 of the items' day; the server's mail sender sends it.
const requireFromRepo = createRequire(path.resolve(__dirname, '../../package.json'));
const { openAlertDigest } = requireFromRepo('./api/dist/plugins/app/alerts/alert-digest.js') as {
  openAlertDigest: (dataDir: string, siteUrl: string, now: () => number) => { scheduler: { tick(): Record<string, number> }; close(): void };
};

const tokenLink = (mail: ReceivedMail, action: 'confirm' | 'unsubscribe' | 'manage') =>
  mail.text.match(new RegExp(`https?://\\S+/alerts/${action}\\?token=[A-Za-z0-9_-]{32}`))?.[0];
/** A header of the raw message, unfolded. */
const headerOf = (mail: ReceivedMail, name: string) =>
  mail.raw
    .match(new RegExp(`^${name}:[ \\t]*((?:\\r?\\n[ \\t])?.*(?:\\r?\\n[ \\t].*)*)`, 'mi'))?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();
/** The India day whose 17:00 digest holds an item published at `at` (the digest covers the 24 hours before 17:00). */
const digestDayOf = (at: number) => new Date(at + 7 * 3600_000 + 5.5 * 3600_000).toISOString().slice(0, 10);

test.describe('alerts by email with a real SMTP sink', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let api: OwnApiServer;
  let publisher: StaffCredentials;
  const mailsTo = (address: string) => sink.mails.filter((m) => m.to.includes(address));
  const ready = (page: Page) => expect(page.locator('html[data-app="ready"]')).toHaveCount(1);

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    sink = await startSmtpSink();
    const port = await freePort();
    api = new OwnApiServer(port, {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      AEC_RATE_LIMIT_MAX: '100000',
      AEC_PUBLIC_URL: `http://127.0.0.1:${port}`,
      AEC_MAIL_POLL_MS: '250',
      ADMIN_EMAIL: FIRST_ADMIN.email,
      ADMIN_PASSWORD: FIRST_ADMIN.initialPassword,
    });
    await api.start();
    publisher = await createStaffAccount('publisher', port);
  });
  test.afterAll(async () => {
    await api?.dispose();
    await sink?.stop();
  });

  /** Confirms from the subscription's confirmation mail, on the page its link opens. */
  async function confirmFromMail(page: Page, email: string) {
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    const link = tokenLink(mailsTo(email)[0]!, 'confirm')!;
    expect(link.startsWith(`${api.url}/alerts/confirm?token=`)).toBe(true);
    await page.goto(link);
    await expect(page.locator('.alert-box__outcome .message--success')).toContainText('your alerts are confirmed');
  }

  test("subscribe to CSE's notices, confirm from the mail, a notice published in the console arrives with its link, unsubscribe with one click", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = 'student.cse@example.org';
    await page.goto(`${api.url}/department/cse/notice`);
    await ready(page);
    const box = page.locator('.alert-box');
    await box.getByLabel('Your email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.locator('.message--success')).toContainText(`sent a confirmation link to ${email}`);
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    expect(subjectOf(mailsTo(email)[0]!)).toBe('Confirm your alerts from Assam Engineering College');
    expect(mailsTo(email)[0]!.text).toContain('- Computer Science and Engineering: notices');
    await confirmFromMail(page, email);

    // Published in the staff console, as a publisher does it.
    await page.goto(`${api.url}/admin`);
    await page.getByLabel('Email').fill(publisher.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(publisher.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.goto(`${api.url}/admin/department-notifications`);
    await page.getByRole('link', { name: 'New department notification' }).click();
    const title = 'Viva voce schedule, 7th semester (e2e sample)';
    await page.getByRole('combobox', { name: 'Department', exact: true }).selectOption('cse');
    await page.getByRole('textbox', { name: 'Headline', exact: true }).fill(title);
    await page.getByRole('button', { name: 'Publish department notification' }).click();
    await expect(page.getByText('published', { exact: false }).first()).toBeVisible();

    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
    const alert = mailsTo(email)[1]!;
    expect(subjectOf(alert)).toBe(`New department notice: ${title}`);
    expect(alert.text).toContain(`Read it here: ${api.url}/department/cse/notice`);
    expect(headerOf(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = headerOf(alert, 'List-Unsubscribe')!.match(/^<(.+)>$/)![1]!;
    expect(oneClick.startsWith(`${api.url}/api/alerts/unsubscribe?token=`)).toBe(true);
    expect(tokenLink(alert, 'unsubscribe')).toBeTruthy();

    // As a mail program does it (RFC 8058): a POST to the header's address, no cookie, no page.
    const mailProgram = await playwrightRequest.newContext();
    const gone = await mailProgram.post(oneClick, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' });
    expect(gone.status()).toBe(200);
    expect(((await gone.json()) as { message: string }).message).toContain('You are unsubscribed');
    await mailProgram.dispose();
    const counts = await page.request.get(`${api.url}/api/staff/alerts/counts`);
    expect(((await counts.json()) as { topics: Array<{ topic: string; confirmed: number }> }).topics.find((t) => t.topic === 'department:cse')?.confirmed).toBe(
      0,
    );
  });

  test('the daily digest of a day with two notices holds both, in one mail', async ({ page }) => {
    test.setTimeout(120_000);
    const email = 'digest.reader@example.org';
    await page.goto(`${api.url}/alerts`);
    await ready(page);
    await page.getByRole('checkbox', { name: 'All notices' }).check();
    await page.getByRole('radio', { name: 'A daily digest (17:00 India time)' }).check();
    await page.getByLabel('Your email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('.alert-form .message--success')).toContainText(`sent a confirmation link to ${email}`);
    await confirmFromMail(page, email);

    const staff = await playwrightRequest.newContext({ baseURL: api.url });
    const signedIn = await staff.post('/api/staff/sign-in', { data: { email: publisher.email, password: publisher.password } });
    const headers = { 'x-csrf-token': ((await signedIn.json()) as { csrfToken: string }).csrfToken };
    const titles = ['Fee deadline for the even semester (e2e sample)', 'Library closed on Saturday (e2e sample)'];
    for (const title of titles) {
      const created = await staff.post('/api/staff/notices', { headers, data: { title, type: 'AEC', message: '<p>Sample.</p>', flash: false, fileIds: [] } });
      expect(created.status(), await created.text()).toBe(201);
    }
    await staff.dispose();
    // A daily subscriber gets nothing at once.
    expect(mailsTo(email)).toHaveLength(1);

    const day = digestDayOf(Date.now());
    const { scheduler, close } = openAlertDigest(api.dataDir, api.url, () => Date.parse(`${day}T17:01:00+05:30`));
    try {
      expect(scheduler.tick()[day]).toBeGreaterThanOrEqual(1);
      // A second look the same evening (a restart) sends nothing again.
      expect(scheduler.tick()).toEqual({});
    } finally {
      close();
    }
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
    const digest = mailsTo(email)[1]!;
    expect(subjectOf(digest)).toMatch(/^Assam Engineering College: 2 new items on /);
    for (const title of titles) expect(digest.text).toContain(title);
    expect(digest.text).toMatch(new RegExp(`${api.url.replace(/[.:/]/g, '\\$&')}/notifications/notice/\\d+`));
    expect(headerOf(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  test("a mail's 'change your alerts' link: one topic dropped there gets no more alerts, the other still does; without the script it stops them all", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = 'five.topics@example.org';
    const subscribed = await page.request.post(`${api.url}/api/alerts/subscribe`, {
      data: { email, topics: ['aec', 'news'], frequency: 'each', language: 'en' },
    });
    expect(subscribed.status()).toBe(202);
    await confirmFromMail(page, email);
    const staff = await playwrightRequest.newContext({ baseURL: api.url });
    const signedIn = await staff.post('/api/staff/sign-in', { data: { email: publisher.email, password: publisher.password } });
    const headers = { 'x-csrf-token': ((await signedIn.json()) as { csrfToken: string }).csrfToken };
    const publishNews = async (title: string) => expect((await staff.post('/api/staff/news', { headers, data: { title } })).status()).toBe(201);
    await publishNews('Sports meet results (e2e sample)');
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
    const link = tokenLink(mailsTo(email)[1]!, 'manage')!;
    expect(link.startsWith(`${api.url}/alerts/manage?token=`)).toBe(true);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(link);
      await ready(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Change your alerts' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'News' })).toBeChecked();
      await expectNoSeriousA11yViolations(page, `/alerts/manage at ${width}`);
    }
    await page.getByRole('checkbox', { name: 'News' }).uncheck();
    await expect(page.getByRole('checkbox', { name: 'College (AEC) notices' })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.alert-box__outcome .message--success')).toContainText('Saved: from now on you get the alerts chosen here');

    // Both topics publish; the outbox sends in order, so the notice's mail arriving means no news mail was sent before it.
    await publishNews('Library hours extended (e2e sample)');
    const notice = 'Holiday on Monday (e2e sample)';
    const created = await staff.post('/api/staff/notices', {
      headers,
      data: { title: notice, type: 'AEC', message: '<p>Sample.</p>', flash: false, fileIds: [] },
    });
    expect(created.status(), await created.text()).toBe(201);
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(3);
    expect(subjectOf(mailsTo(email)[2]!)).toBe(`New notice: ${notice}`);
    await staff.dispose();

    // The same link without the script: the server reads it, and "Stop all alerts" is a plain form post.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    const opened = await plain.goto(link);
    expect(opened!.headers()).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    await expect(plain.getByRole('checkbox', { name: 'College (AEC) notices' })).toBeChecked();
    await expect(plain.getByRole('checkbox', { name: 'News' })).not.toBeChecked();
    await plain.getByRole('button', { name: 'Stop all alerts' }).click();
    await expect(plain.locator('.alert-box__outcome .message--success')).toContainText('You are unsubscribed');
    await noScript.close();
    const gone = await page.request.get(`${api.url}/api/alerts/subscription?token=${new URL(link).searchParams.get('token')}`);
    expect(gone.status()).toBe(404);
  });

  for (const width of [390, 1280]) {
    test(`/alerts and its answer pass axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${api.url}/alerts`);
      await ready(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Alerts by email' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/alerts at ${width}`);
      // Sent with nothing chosen: the errors next to their fields, read with them.
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Choose at least one topic.')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/alerts with errors at ${width}`);
      await page.goto(`${api.url}/hi/alerts`);
      await ready(page);
      await expect(page.getByRole('heading', { level: 1, name: 'ईमेल पर सूचनाएँ' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/hi/alerts at ${width}`);
    });
  }
});
