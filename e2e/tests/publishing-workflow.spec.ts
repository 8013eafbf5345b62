import { expect, test } from '../support/test';
import { subjectOf } from '../support/mail';
import { freePort, OwnApiServer, startSmtpSink } from '../support/office-servers';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminApiSession, createStaffAccount, FIRST_ADMIN, signInToConsole, staffApiSession, type StaffCredentials } from '../support/staff';

/**
 * The publishing workflow on a server of its own (real SMTP sink, a scheduler that looks every
 * 300 ms): approval for notices and news, a scheduled notice across a restart, a scheduled event and project home text,
 * a scheduled edit of a live notice through the console,
 * reminders 14 days ahead (a notice, a tender), "Last reviewed" of an institutional page.
 */
test.describe('publishing workflow', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let api: OwnApiServer;
  let publisher: StaffCredentials;
  let approver: StaffCredentials;
  const mailsTo = (address: string) => sink.mails.filter((m) => m.to.includes(address));
  const publicStatus = async (id: number) => (await fetch(`${api.url}/api/notice/${id}?lean=1`)).status;
  const notice = (title: string, extra: Record<string, unknown> = {}) => ({ title, type: 'AEC', message: `<p>${title}</p>`, ...extra });

  test.beforeAll(async () => {
    // The server's start may take up to 90 s under load (OwnApiServer), then two accounts are made: more than the default 60 s.
    test.setTimeout(180_000);
    sink = await startSmtpSink();
    const port = await freePort();
    api = new OwnApiServer(port, {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: FIRST_ADMIN.initialPassword,
      AEC_RATE_LIMIT_MAX: '100000',
      AEC_PUBLIC_URL: `http://127.0.0.1:${port}`,
      AEC_MAIL_POLL_MS: '250',
      AEC_SCHEDULER_MS: '300',
    });
    await api.start();
    publisher = await createStaffAccount('publisher', api.port);
    approver = await createStaffAccount('approver', api.port);
  });
  test.afterAll(async () => {
    await api?.dispose();
    await sink?.stop();
  });

  test('approval on for notices: not public until approved; a return mails its author; the audit log shows each step', async ({ page }) => {
    const admin = await adminApiSession(api.port);
    expect((await admin.context.put('/api/staff/workflow/settings/notices', { headers: admin.headers, data: { approval: true } })).status()).toBe(200);
    const pub = await staffApiSession(publisher, api.port);
    const appr = await staffApiSession(approver, api.port);
    const created = await pub.context.post('/api/staff/notices', { headers: pub.headers, data: notice('Workshop on drones (e2e sample)') });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    expect(await publicStatus(id)).toBe(404);
    await page.goto(`${api.url}/notifications/notice/${id}`);
    await expect(page.locator('h1')).not.toHaveText('Workshop on drones (e2e sample)');

    expect((await pub.context.post(`/api/staff/workflow/notices/${id}/submit`, { headers: pub.headers })).status()).toBe(200);
    const returned = await appr.context.post(`/api/staff/workflow/notices/${id}/return`, {
      headers: appr.headers,
      data: { comment: 'Give the venue (e2e sample).' },
    });
    expect(returned.status()).toBe(200);
    await expect.poll(() => mailsTo(publisher.email).length, { timeout: 15_000 }).toBe(1);
    expect(subjectOf(mailsTo(publisher.email)[0]!)).toBe('Returned for changes: Workshop on drones (e2e sample)');
    expect(mailsTo(publisher.email)[0]!.text).toContain('Give the venue (e2e sample).');

    await pub.context.put(`/api/staff/notices/${id}`, { headers: pub.headers, data: notice('Workshop on drones, Auditorium (e2e sample)') });
    await pub.context.post(`/api/staff/workflow/notices/${id}/submit`, { headers: pub.headers });
    expect(await publicStatus(id)).toBe(404);
    expect((await appr.context.post(`/api/staff/workflow/notices/${id}/approve`, { headers: appr.headers })).status()).toBe(200);
    expect(await publicStatus(id)).toBe(200);
    await page.goto(`${api.url}/notifications/notice/${id}`);
    await expect(page.locator('h1')).toHaveText('Workshop on drones, Auditorium (e2e sample)');

    const audit = (await (await admin.context.get('/api/staff/audit?action=workflow', { headers: admin.headers })).json()) as {
      rows: { action: string; target: string; actor: string }[];
    };
    expect(
      audit.rows
        .filter((r) => r.target === `notices:${id}`)
        .reverse()
        .map((r) => `${r.action} ${r.actor}`),
    ).toEqual([
      `workflow.draft ${publisher.email}`,
      `workflow.submit ${publisher.email}`,
      `workflow.return ${approver.email}`,
      `workflow.draft ${publisher.email}`,
      `workflow.submit ${publisher.email}`,
      `workflow.approve ${approver.email}`,
    ]);
    await admin.context.put('/api/staff/workflow/settings/notices', { headers: admin.headers, data: { approval: false } });
    for (const s of [admin, pub, appr]) await s.context.dispose();
  });

  test('a scheduled notice goes live at its time, across a restart, in the list, search and the RSS feed', async ({ page }) => {
    const pub = await staffApiSession(publisher, api.port);
    const title = 'Semester results scheduled (e2e sample)';
    const at = Date.now() + 4_000;
    const created = await pub.context.post('/api/staff/notices', { headers: pub.headers, data: notice(title, { publishAt: new Date(at).toISOString() }) });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    await pub.context.dispose();
    expect(await publicStatus(id)).toBe(404);
    expect(await (await fetch(`${api.url}/api/feeds/notices.rss`)).text()).not.toContain(title);

    // Down when it falls due: the start publishes it.
    await api.stop();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now() + 100)));
    await api.start();
    expect(await publicStatus(id)).toBe(200);
    expect(await (await fetch(`${api.url}/api/feeds/notices.rss`)).text()).toContain(title);
    expect(JSON.stringify(await (await fetch(`${api.url}/api/search?q=${encodeURIComponent('Semester results')}`)).json())).toContain(title);
    await page.goto(`${api.url}/notifications/notice`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });

  test('a notice valid for 14 more days reminds its author and the approvers by mail', async () => {
    const pub = await staffApiSession(publisher, api.port);
    const title = 'Hostel allotment list (e2e sample)';
    const validUntil = new Date(Date.now() + 14 * 86_400_000 - 3_600_000).toISOString();
    expect((await pub.context.post('/api/staff/notices', { headers: pub.headers, data: notice(title, { validUntil }) })).status()).toBe(201);
    await pub.context.dispose();
    const subject = `Ends in 14 days: ${title}`;
    await expect.poll(() => mailsTo(approver.email).filter((m) => subjectOf(m) === subject).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => mailsTo(publisher.email).filter((m) => subjectOf(m) === subject).length, { timeout: 15_000 }).toBe(1);
    expect(mailsTo(approver.email).find((m) => subjectOf(m) === subject)!.text).toMatch(/admin\/notices\?archive=\d+/);
  });

  test('the Approvals screen: an approver approves in the console; axe clean at 390 and 1280 px', async ({ browser }, testInfo) => {
    const admin = await adminApiSession(api.port);
    await admin.context.put('/api/staff/workflow/settings/notices', { headers: admin.headers, data: { approval: true } });
    const pub = await staffApiSession(publisher, api.port);
    const title = 'Blood donation camp (e2e sample)';
    const id = ((await (await pub.context.post('/api/staff/notices', { headers: pub.headers, data: notice(title) })).json()) as { id: number }).id;
    await pub.context.post(`/api/staff/workflow/notices/${id}/submit`, { headers: pub.headers });
    const context = await browser.newContext({ baseURL: api.url });
    const page = await context.newPage();
    await signInToConsole(page, approver);
    await page.goto('/admin/approvals');
    const item = page.getByRole('listitem', { name: title });
    await expect(item.getByText('Waiting for approval')).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page, `approvals at ${width} px`);
      await page.screenshot({ path: testInfo.outputPath(`approvals-${width}.png`), fullPage: true });
    }
    // Its Assamese preview opens in a tab as the public page, with the site's styles (not the API's CSP) and no script.
    const [preview] = await Promise.all([context.waitForEvent('page'), item.getByRole('link', { name: 'অসমীয়া' }).click()]);
    await expect(preview.locator('html')).toHaveAttribute('lang', 'as');
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.locator('.main-nav')).toHaveCSS('background-color', 'rgb(123, 30, 43)');
    expect(await preview.evaluate(() => document.documentElement.dataset.app ?? 'no script')).toBe('no script');
    await preview.close();
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status')).toContainText(`“${title}”: approved.`);
    expect(await publicStatus(id)).toBe(200);
    await admin.context.put('/api/staff/workflow/settings/notices', { headers: admin.headers, data: { approval: false } });
    await admin.context.dispose();
    await pub.context.dispose();
    await context.close();
  });
  test('every kind: approval on for news keeps a publisher’s item off the site until approved; a scheduled event appears at its time', async ({ page }) => {
    const admin = await adminApiSession(api.port);
    await admin.context.put('/api/staff/workflow/settings/news', { headers: admin.headers, data: { approval: true } });
    const pub = await staffApiSession(publisher, api.port);
    const appr = await staffApiSession(approver, api.port);
    const title = 'Robotics club wins (e2e sample)';
    const created = await pub.context.post('/api/staff/news', { headers: pub.headers, data: { title, message: `<p>${title}</p>` } });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    const newsStatus = async () => (await fetch(`${api.url}/api/news/${id}?lean=1`)).status;
    expect(await newsStatus()).toBe(404);
    await page.goto(`${api.url}/news`);
    await expect(page.locator('html[data-app="ready"]')).toBeAttached();
    await expect(page.getByText(title)).toHaveCount(0);
    expect((await pub.context.post(`/api/staff/workflow/news/${id}/submit`, { headers: pub.headers })).status()).toBe(200);
    expect(await newsStatus()).toBe(404);
    expect((await appr.context.post(`/api/staff/workflow/news/${id}/approve`, { headers: appr.headers })).status()).toBe(200);
    expect(await newsStatus()).toBe(200);
    await page.goto(`${api.url}/news/newslist/${id}`);
    await expect(page.locator('h1')).toHaveText(title);
    await admin.context.put('/api/staff/workflow/settings/news', { headers: admin.headers, data: { approval: false } });

    // An event held until a time 3 s ahead: the scheduler (every 300 ms here) publishes it, and the pages follow.
    const event = 'Alumni meet scheduled (e2e sample)';
    const at = new Date(Date.now() + 3_000).toISOString();
    const made = await pub.context.post('/api/staff/events', {
      headers: pub.headers,
      data: { title: event, eventDate: new Date(Date.now() + 20 * 86_400_000).toISOString(), publishAt: at },
    });
    expect(made.status()).toBe(201);
    const eventId = ((await made.json()) as { id: number }).id;
    expect((await fetch(`${api.url}/api/events/${eventId}?lean=1`)).status).toBe(404);
    await page.goto(`${api.url}/events`);
    await expect(page.locator('html[data-app="ready"]')).toBeAttached();
    await expect(page.getByText(event)).toHaveCount(0);
    await expect.poll(async () => (await fetch(`${api.url}/api/events/${eventId}?lean=1`)).status, { timeout: 15_000 }).toBe(200);
    await page.goto(`${api.url}/events`);
    await expect(page.getByText(event).first()).toBeVisible();
    for (const s of [admin, pub, appr]) await s.context.dispose();
  });

  test('the project editor schedules a home text a few seconds ahead: /project/rusa/home shows the old text until then and the new one after; axe at 390 and 1280 px', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ baseURL: api.url });
    const page = await context.newPage();
    await signInToConsole(page, publisher);
    await page.goto('/admin/projects/rusa');
    const editor = page.getByRole('textbox', { name: 'Home text of RUSA', exact: true });
    await expect(editor).toContainText('Sample text');
    const sentence = `The new hostel block opens in January (e2e sample ${Date.now()}).`;
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type(sentence);
    // Fifteen seconds ahead (the save and the check of the old text fit well within, under load), as the field
    // takes it: India time, to the whole second (rounded up, so the field's time is exactly `at`). The two axe
    // runs below fill most of the wait.
    const at = Math.ceil((Date.now() + 15_000) / 1000) * 1000;
    await page.getByLabel('Publish at (India time) (optional)').fill(new Date(at + 330 * 60_000).toISOString().slice(0, 19));
    await page.getByRole('button', { name: 'Save the home text' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Saved at' });
    await expect(saved).toContainText('Scheduled for');
    await expect(saved).toContainText('(India time). Until then /project/rusa shows the text it shows now');
    const publicHome = async () => (await fetch(`${api.url}/project/rusa/home`)).text();
    expect(Date.now()).toBeLessThan(at);
    expect(await publicHome()).not.toContain(sentence);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page, `project editor with a scheduled change at ${width} px`);
      await page.screenshot({ path: testInfo.outputPath(`project-editor-scheduled-${width}.png`), fullPage: true });
    }
    // The scheduler (every 300 ms here) publishes it at its time; the page cache follows.
    await expect.poll(publicHome, { timeout: 20_000 }).toContain(sentence);
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    await page.goto('/project/rusa/home');
    await expect(page.locator('html[data-app="ready"]')).toBeAttached();
    await expect(page.locator('.project-homepage')).toContainText(sentence);
    await context.close();
  });

  test('a live notice edited with "Publish at" a few seconds ahead: the editor reopens on the waiting change with a note, the public page keeps the old title until then; axe at 390 and 1280 px', async ({
    browser,
  }, testInfo) => {
    const pub = await staffApiSession(publisher, api.port);
    const title = `Library hours (e2e sample ${Date.now()})`;
    const created = await pub.context.post('/api/staff/notices', { headers: pub.headers, data: notice(title) });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    await pub.context.dispose();
    const publicPage = async () => (await fetch(`${api.url}/notifications/notice/${id}`)).text();
    expect(await publicPage()).toContain(title);

    const context = await browser.newContext({ baseURL: api.url });
    const page = await context.newPage();
    await signInToConsole(page, publisher);
    await page.goto(`/admin/notices/${id}`);
    await expect(page.locator('#notice-title')).toHaveValue(title);
    const changed = `${title}: open till 9 pm`;
    await page.locator('#notice-title').fill(changed);
    // As the project test: 15 s ahead, to the whole second, India time as the field takes it.
    const at = Math.ceil((Date.now() + 15_000) / 1000) * 1000;
    const field = new Date(at + 330 * 60_000).toISOString().slice(0, 19);
    await page.getByLabel('Publish at (India time) (optional)').fill(field);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The notice was saved.' })).toContainText(
      '(India time). Until then the public page shows the notice as it is now; the change is published on its own at that time.',
    );

    // Reopened, the editor shows the change that waits and says why the public page does not yet.
    await page.reload();
    await expect(page.locator('#notice-title')).toHaveValue(changed);
    // The field shows the time to the minute, as people enter it.
    await expect(page.getByLabel('Publish at (India time) (optional)')).toHaveValue(field.slice(0, 16));
    await expect(page.locator('#notice-publishAt-hint')).toContainText('The public page keeps what it shows now until then');
    const note = page.getByRole('note', { name: 'A saved change waits' });
    await expect(note).toContainText('Scheduled for');
    await expect(note.getByRole('link', { name: 'the public page' })).toHaveAttribute('href', `/notifications/notice/${id}`);
    expect(Date.now()).toBeLessThan(at);
    expect(await publicPage()).not.toContain(changed);
    expect(await publicPage()).toContain(title);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page, `notice editor with a scheduled change at ${width} px`);
      await page.screenshot({ path: testInfo.outputPath(`notice-editor-scheduled-${width}.png`), fullPage: true });
    }

    // The scheduler (every 300 ms here) publishes it at its time: the public page shows it, the editor has nothing waiting.
    await expect.poll(publicPage, { timeout: 20_000 }).toContain(changed);
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    await page.goto(`/notifications/notice/${id}`);
    await expect(page.locator('h1')).toHaveText(changed);
    await page.goto(`/admin/notices/${id}`);
    await expect(page.locator('#notice-title')).toHaveValue(changed);
    await expect(page.getByRole('note', { name: 'A saved change waits' })).toHaveCount(0);
    await context.close();
  });

  test('a tender closing in 14 days mails a reminder whose link opens its editor; "Last reviewed" on /about in three languages; axe at 390 and 1280 px', async ({
    browser,
  }, testInfo) => {
    const pub = await staffApiSession(publisher, api.port);
    const title = 'Laboratory benches tender (e2e sample)';
    const closing = new Date(Date.now() + 14 * 86_400_000 - 3_600_000).toISOString();
    const tender = { title, tenderNo: 'AEC/E2E/14/2026', type: 'AEC', dateClosing: closing, dateOpening: new Date(Date.now() + 15 * 86_400_000).toISOString() };
    const created = await pub.context.post('/api/staff/tenders', { headers: pub.headers, data: tender });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    const subject = `Ends in 14 days: ${title}`;
    await expect.poll(() => mailsTo(publisher.email).filter((m) => subjectOf(m) === subject).length, { timeout: 15_000 }).toBe(1);
    const text = mailsTo(publisher.email).find((m) => subjectOf(m) === subject)!.text;
    const edit = text.match(/https?:\/\/\S+\/admin\/tenders\?edit=\d+/)?.[0];
    expect(edit).toBe(`${api.url}/admin/tenders?edit=${id}`);
    expect(text).toContain(`/admin/tenders?archive=${id}`);

    // The reviewer marks /about reviewed: its footer says so in English, Assamese and Hindi.
    expect((await pub.context.post('/api/staff/workflow/page-reviews', { headers: pub.headers, data: { path: '/about' } })).status()).toBe(200);
    await pub.context.dispose();
    const context = await browser.newContext({ baseURL: api.url });
    const page = await context.newPage();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    for (const [prefix, words] of [
      ['', 'Last reviewed:'],
      ['/as', 'শেষবাৰ পৰীক্ষা কৰা হৈছে:'],
      ['/hi', 'अंतिम समीक्षा:'],
    ] as const) {
      await page.goto(`${prefix}/about`);
      const line = page.getByTestId('last-reviewed');
      await expect(line).toContainText(words);
      await expect(line.locator('time')).toHaveAttribute('datetime', today);
    }
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page, `/hi/about at ${width} px`);
      await page.locator('.site-footer__legal').screenshot({ path: testInfo.outputPath(`about-hi-footer-${width}.png`) });
    }

    // The mail's link opens the tender's editor; the new screens pass axe.
    await signInToConsole(page, publisher);
    await page.goto(edit!);
    await expect(page.locator('#tender-title')).toHaveValue(title);
    await expect(page.getByLabel('Publish at (India time) (optional)')).toBeVisible();
    for (const [address, heading] of [
      [new URL(edit!).pathname + new URL(edit!).search, 'Edit tender'],
      ['/admin/page-reviews', 'Page reviews'],
      ['/admin', null],
    ] as const) {
      await page.goto(address);
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      else await expect(page.getByTestId('review-due')).toContainText(title);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoSeriousA11yViolations(page, `${address} at ${width} px`);
        await page.screenshot({ path: testInfo.outputPath(`${address.replace(/\W+/g, '-')}-${width}.png`), fullPage: true });
      }
    }
    await page.goto(`/admin/tenders?archive=${id}`);
    const dialog = page.getByRole('dialog', { name: 'Archive this tender?' });
    await expect(dialog).toContainText(title);
    await expectNoSeriousA11yViolations(page, 'archive dialog');
    await dialog.getByRole('button', { name: 'Unpublish it' }).click();
    await expect.poll(async () => (await fetch(`${api.url}/api/tender/${id}?lean=1`)).status).toBe(404);
    await context.close();
  });
});
