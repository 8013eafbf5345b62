import { expectNoSeriousA11yViolations } from '../support/axe';
import { deleteCreated, type CreatedItems } from '../support/created-items';
import { expireAtPushService, notificationsOf, routePushManagerToTestService, startPushService } from '../support/push-service';
import { createStaffAccount, signInToConsole, staffApiSession, type StaffCredentials } from '../support/staff';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

// Web Push end to end: a visitor taps "Notify me on this phone" on the Assamese notice board, staff
// publish a notice, and the push service (web-push-testing, a real Web Push endpoint) receives it
// signed with the server's VAPID key and encrypted for that phone: decrypted here, its title is the
// notice's Assamese title and its URL the notice's Assamese page. Then a phone following one department
// from its notice page hears of that department's notices only, and the console counts it. In the
// console project: it publishes.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

let pushService: { stop: () => Promise<void> };
let publisher: StaffCredentials;
const created: CreatedItems = [];

test.beforeAll(async () => {
  pushService = await startPushService();
  publisher = await createStaffAccount('publisher');
});
test.afterAll(async ({ baseURL }) => {
  await pushService?.stop();
  if (publisher) await deleteCreated(baseURL, publisher, created);
});

/** Publishes a notice of the college (topics notices and aec) with an Assamese title, as the console does. */
async function publishNotice(title: string, assamese: string): Promise<number> {
  const api = await staffApiSession(publisher);
  try {
    const response = await api.context.post('/api/staff/notices', {
      headers: api.headers,
      data: { title, type: 'AEC', description: 'Sample notice for the push test.', fileIds: [], translations: { as: { title: assamese } } },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    created.push({ kind: 'notices', id });
    return id;
  } finally {
    await api.context.dispose();
  }
}

/** Publishes a department's notice (topic department:<code>), as the console does. */
async function publishDepartmentNotice(department: string, title: string): Promise<void> {
  const api = await staffApiSession(publisher);
  try {
    const response = await api.context.post('/api/staff/department-notifications', {
      headers: api.headers,
      data: { department, title, message: '<p>Sample notice for the push test.</p>' },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push({ kind: 'department-notifications', id: ((await response.json()) as { id: number }).id });
  } finally {
    await api.context.dispose();
  }
}

/** axe at a phone's width and a desktop's, with a screenshot of each to look at. */
async function checkAtBothWidths(page: Page, name: string, within?: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSeriousA11yViolations(page, `${name} at ${width} px`, { within });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

interface PushMessage {
  title: string;
  body: string;
  url: string;
  lang: string;
  tag: string;
}

/**
 * The phone's messages once one satisfies `arrived`. Other tests of the console project publish notices at the
 * same time, so a phone following a topic may hear of theirs too: the test waits for its own, by its tag or title.
 */
async function waitForMessage(clientHash: string, arrived: (message: PushMessage) => boolean): Promise<PushMessage[]> {
  let messages: PushMessage[] = [];
  await expect
    .poll(async () => (messages = (await notificationsOf(clientHash)).map((message) => JSON.parse(message) as PushMessage)).some(arrived), { timeout: 20_000 })
    .toBe(true);
  return messages;
}

/** The number of phones following `topic`, as the console's "Alert subscribers" screen counts them. */
async function phonesFollowing(topic: string): Promise<number> {
  const api = await staffApiSession(publisher);
  try {
    const answer = await api.context.get('/api/staff/push/counts', { headers: api.headers });
    const { topics } = (await answer.json()) as { topics: Array<{ topic: string; subscribers: number }> };
    return topics.find((row) => row.topic === topic)?.subscribers ?? 0;
  } finally {
    await api.context.dispose();
  }
}

test('a phone subscribed on the Assamese notice board gets the next notice, in Assamese, decrypted by the push service', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications']);
  await routePushManagerToTestService(page);
  let subscribedAs: { clientHash?: string } = {};
  page.on('request', (request) => {
    if (request.url().endsWith('/api/push/subscribe')) subscribedAs = JSON.parse(request.postData() ?? '{}') as typeof subscribedAs;
  });

  await page.goto('/as/notifications/notice');
  const control = page.getByRole('button', { name: 'এই ফোনত মোক জনাওক' });
  await expect(control).toBeVisible();
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/push/subscribe'));
  await control.click();
  expect((await answered).status()).toBe(201);
  await expect(page.getByText('নতুন সংবাদৰ জাননী এই ফোনত অন আছে।')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/as/notifications/notice (notifications on)', { within: '.nt-panel' });

  const body = subscribedAs as { subscription?: { endpoint: string }; topics?: string[]; language?: string };
  expect(body.topics).toEqual(['notices']);
  expect(body.language).toBe('as');
  const clientHash = body.subscription!.endpoint.split('/').pop()!;

  const id = await publishNotice('Sample: examination routine (push test)', 'নমুনা: পৰীক্ষাৰ সূচী (পুছ পৰীক্ষা)');
  const tag = `/notifications/notice/${id}`;
  const messages = await waitForMessage(clientHash, (message) => message.tag === tag);
  expect(messages.filter((message) => message.tag === tag)).toEqual([
    {
      title: 'নমুনা: পৰীক্ষাৰ সূচী (পুছ পৰীক্ষা)',
      body: 'অসম অভিযান্ত্ৰিক মহাবিদ্যালয়',
      url: `/as/notifications/notice/${id}`,
      lang: 'as',
      tag,
    },
  ]);

  // The push service ends the subscription (410): the server removes it when the next notice is sent. Counted
  // against the phones following before, as a retry may find the first attempt's phone still there.
  const before = await phonesFollowing('notices');
  await expireAtPushService(clientHash);
  await publishNotice('Sample: second notice (push test)', 'নমুনা: দ্বিতীয় জাননী');
  await expect.poll(() => phonesFollowing('notices'), { timeout: 20_000 }).toBe(before - 1);
});

test('a phone following a department from its notice page gets that department’s notices only; /alerts offers the ticked topics; the console counts phones', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications']);
  await routePushManagerToTestService(page);
  const subscribed: Array<{ subscription?: { endpoint: string }; topics?: string[] }> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/push/subscribe')) subscribed.push(JSON.parse(request.postData() ?? '{}') as (typeof subscribed)[number]);
  });

  await page.goto('/department/cse/notice');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/push/subscribe'));
  await page.getByRole('button', { name: 'Notify me on this phone' }).click();
  expect((await answered).status()).toBe(201);
  const stop = page.getByRole('button', { name: 'Stop notifications on this phone' });
  await expect(stop).toBeVisible();
  expect(subscribed.map((body) => body.topics)).toEqual([['department:cse']]);
  const clientHash = subscribed[0]!.subscription!.endpoint.split('/').pop()!;

  // Another department's notice first: sent in order, it would arrive before the CSE one.
  await publishDepartmentNotice('civil', 'Sample: civil survey camp (push test)');
  await publishDepartmentNotice('cse', 'Sample: CSE lab schedule (push test)');
  // Sent in order, the civil notice would have arrived before the CSE one: once CSE's is here, civil's is not.
  const messages = await waitForMessage(clientHash, (message) => message.title === 'Sample: CSE lab schedule (push test)');
  expect(messages.filter((message) => message.title.includes('(push test)'))).toEqual([
    expect.objectContaining({ title: 'Sample: CSE lab schedule (push test)', url: '/department/cse/notice', lang: 'en' }),
  ]);

  // The console's "Alert subscribers" screen: the phone beside the email counts.
  const consolePage = await context.newPage();
  await signInToConsole(consolePage, publisher);
  await consolePage.goto('/admin/alerts');
  const row = consolePage.getByRole('row', { name: /Computer Science and Engineering: notices/ });
  await expect(consolePage.getByRole('columnheader', { name: 'Phones (push)' })).toBeVisible();
  await expect(row.getByRole('cell').last()).toHaveText('1');
  await checkAtBothWidths(consolePage, 'console-alert-subscribers');
  await consolePage.close();

  // Tapped again: the phone stops following the department.
  const ended = page.waitForResponse((response) => response.url().endsWith('/api/push/unsubscribe'));
  await stop.click();
  expect((await ended).status()).toBe(204);
  await expect(page.getByRole('button', { name: 'Notify me on this phone' })).toBeVisible();

  // /alerts: the control follows the form's ticked topics; nothing ticked, it says to tick one.
  await page.goto('/alerts');
  const control = page.getByRole('button', { name: 'Notify me on this phone' });
  await expect(control).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Tenders', exact: true }).check();
  await expect(control).toBeEnabled();
  await checkAtBothWidths(page, 'alerts-page');
});
