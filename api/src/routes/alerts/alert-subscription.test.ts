import { AlertSubscribeResponse, AlertSubscriptionResponse } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers';

/** The mails queued for an address, oldest first. */
const outbox = (ctx: TestContext, to: string) =>
  ctx.app.db.prepare('SELECT subject, body_text FROM mail_outbox WHERE to_address = ? ORDER BY id').all(to) as Array<{ subject: string; body_text: string }>;
const TOKEN = '[A-Za-z0-9_-]{32}';

describe('/api/alerts/subscription: the page a mail links to changes the alerts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_PUBLIC_URL: 'http://www.aec.example', AEC_RATE_LIMIT_MAX: '10000' });
  });
  afterAll(() => ctx?.close());

  const read = (token: string) => ctx.app.inject({ url: `/api/alerts/subscription?token=${encodeURIComponent(token)}` });
  const save = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/alerts/subscription', payload });
  const publish = (topics: string[], title: string) =>
    ctx.app.alertSubscriptions.published({ kind: topics[0] === 'news' ? 'news' : 'notice', topics: topics as never, title, path: '/notifications' });

  /** Subscribes and confirms `topics`, publishes one item of the first, and returns the change link of its mail. */
  async function followed(email: string, topics: string[], language: 'en' | 'as' = 'en') {
    await ctx.app.inject({ method: 'POST', url: '/api/alerts/subscribe', payload: { email, topics, frequency: 'each', language } });
    const confirm = new RegExp(`/alerts/confirm\\?token=(${TOKEN})`).exec(outbox(ctx, email)[0]!.body_text)![1]!;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token: confirm } })).statusCode).toBe(200);
    publish([topics[0]!], `First item for ${email} (test)`);
    const mail = outbox(ctx, email).at(-1)!.body_text;
    const link = new RegExp(`(http://www\\.aec\\.example(?:/as)?/alerts/manage\\?token=(${TOKEN}))`).exec(mail);
    expect(link).not.toBeNull();
    return { link: link![1]!, token: link![2]! };
  }

  it('every alert mail links to the page, in the subscriber’s language, beside the one-click unsubscribe', async () => {
    const { link, token } = await followed('reader.as@example.org', ['news', 'events'], 'as');
    expect(link).toBe(`http://www.aec.example/as/alerts/manage?token=${token}`);
    const mail = outbox(ctx, 'reader.as@example.org').at(-1)!.body_text;
    expect(mail).toContain(`আন বিষয়, দৈনিক সাৰাংশ বা আন ভাষা বাছিবলৈ এই লিংকটো খোলক: ${link}`);
    expect(mail).toMatch(new RegExp(`/as/alerts/unsubscribe\\?token=${token}`));
    const res = await read(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(AlertSubscriptionResponse.parse(res.json())).toEqual({ topics: ['news', 'events'], frequency: 'each', language: 'as' });
    expect(res.body).not.toContain('@');
  });

  it('drops one topic, changes frequency and language at once (no new mail), and a changed subscription gets only its topics', async () => {
    const email = 'five.topics@example.org';
    const { token } = await followed(email, ['news', 'events', 'notices']);
    const mails = outbox(ctx, email).length;
    const res = await save({ token, topics: ['news', 'department:6'], frequency: 'each', language: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(AlertSubscribeResponse.parse(res.json()).message).toMatch(/^सहेज लिया गया/);
    expect(outbox(ctx, email)).toHaveLength(mails);
    // The same mail's link still opens the page, though the topic it was sent for (news kept; events dropped) may be gone.
    expect((await read(token)).json()).toEqual({ topics: ['news', 'department:cse'], frequency: 'each', language: 'hi' });

    publish(['events'], 'Dropped topic (test)');
    expect(outbox(ctx, email)).toHaveLength(mails);
    publish(['department:cse'], 'Added topic (test)');
    expect(outbox(ctx, email)).toHaveLength(mails + 1);
    expect(outbox(ctx, email).at(-1)!.subject).toContain('Added topic (test)');
    expect(outbox(ctx, email).at(-1)!.body_text).toContain('http://www.aec.example/hi/notifications');

    // Daily: nothing at once any more.
    expect((await save({ token, topics: ['news', 'department:cse'], frequency: 'daily', language: 'en' })).statusCode).toBe(200);
    publish(['news'], 'Digest only (test)');
    expect(outbox(ctx, email)).toHaveLength(mails + 1);
    expect((await read(token)).json()).toMatchObject({ frequency: 'daily', language: 'en' });
  });

  it('empty topics stop every alert: the address is removed, and the link then says so with a 404 and a sentence', async () => {
    const email = 'stop.all@example.org';
    const { token } = await followed(email, ['tenders', 'news']);
    const res = await save({ token, topics: [], frequency: 'each', language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^You are unsubscribed/);
    expect(ctx.app.db.prepare('SELECT COUNT(*) AS n FROM alert_subscriptions WHERE email = ?').get(email)).toEqual({ n: 0 });
    const gone = await read(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toMatch(/^This link is not valid \(any more\)/);
    expect((await save({ token, topics: ['news'], frequency: 'each', language: 'en' })).statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/alerts/subscription', undefined, /incomplete|token/],
    ['GET', '/api/alerts/subscription?token=short', undefined, /This link is incomplete/],
    ['POST', '/api/alerts/subscription', { token: 'short', topics: [], frequency: 'each', language: 'en' }, /This link is incomplete/],
    ['POST', '/api/alerts/subscription', { token: 'A'.repeat(32), topics: ['horoscope'], frequency: 'each', language: 'en' }, /Unknown topic 'horoscope'/],
    ['POST', '/api/alerts/subscription', { token: 'A'.repeat(32), topics: ['news'], frequency: 'hourly', language: 'en' }, /frequency must be/],
    ['POST', '/api/alerts/subscription', { token: 'A'.repeat(32), topics: ['news'], frequency: 'each', language: 'fr' }, /language must be/],
  ] as const)('%s %s %j: 400 with a sentence', async (method, url, payload, sentence) => {
    const res = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(sentence);
  });

  it('an unknown topic changes nothing; an unknown token is a 404 with a sentence', async () => {
    const email = 'kept.as.is@example.org';
    const { token } = await followed(email, ['news']);
    expect((await save({ token, topics: ['news', 'horoscope'], frequency: 'daily', language: 'en' })).statusCode).toBe(400);
    expect((await read(token)).json()).toEqual({ topics: ['news'], frequency: 'each', language: 'en' });
    const unknown = await read('B'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/not valid/);
  });
});
