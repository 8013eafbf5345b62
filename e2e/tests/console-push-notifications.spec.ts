import { expectNoSeriousA11yViolations } from '../support/axe';
import { deleteCreated, type CreatedItems } from '../support/created-items';
import { expireAtPushService, notificationsOf, routePushManagerToTestService, startPushService } from '../support/push-service';
import { createStaffAccount, staffApiSession, type StaffCredentials } from '../support/staff';
import { expect, test } from '../support/test';

// Web Push end to end: a visitor taps "Notify me on this phone" on the Assamese notice board, staff
// publish a notice, and the push service (web-push-testing, a real Web Push endpoint) receives it
// signed with the server's VAPID key and encrypted for that phone: decrypted here, its title is the
// notice's Assamese title and its URL the notice's Assamese page. In the console project: it publishes.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

let pushService: { stop: () => void };
let publisher: StaffCredentials;
const created: CreatedItems = [];

test.beforeAll(async () => {
  pushService = await startPushService();
  publisher = await createStaffAccount('publisher');
});
test.afterAll(async ({ baseURL }) => {
  pushService?.stop();
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

async function waitForNotifications(clientHash: string, count: number): Promise<string[]> {
  let messages: string[] = [];
  await expect.poll(async () => (messages = await notificationsOf(clientHash)).length, { timeout: 20_000 }).toBe(count);
  return messages;
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
  const [message] = await waitForNotifications(clientHash, 1);
  expect(JSON.parse(message!)).toEqual({
    title: 'নমুনা: পৰীক্ষাৰ সূচী (পুছ পৰীক্ষা)',
    body: 'অসম অভিযান্ত্ৰিক মহাবিদ্যালয়',
    url: `/as/notifications/notice/${id}`,
    lang: 'as',
    tag: `/notifications/notice/${id}`,
  });

  // The push service ends the subscription (410): the server removes it, and the next notice goes nowhere.
  await expireAtPushService(clientHash);
  await publishNotice('Sample: second notice (push test)', 'নমুনা: দ্বিতীয় জাননী');
  const api = await staffApiSession(publisher);
  try {
    await expect
      .poll(async () => ((await (await api.context.get('/api/staff/push/counts', { headers: api.headers })).json()) as { topics: unknown[] }).topics, {
        timeout: 20_000,
      })
      .toEqual([]);
  } finally {
    await api.context.dispose();
  }
});
