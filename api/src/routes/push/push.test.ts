import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { pushPayload } from '../../plugins/app/push/push-repository';
import { isAllowedPushEndpoint } from '../../plugins/app/push/push-sender';

/** A push service on loopback: records each request, and answers 410 for endpoints under /gone/. */
function startPushService() {
  const received: { path: string; headers: http.IncomingHttpHeaders; bytes: number }[] = [];
  const server = http.createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, bytes });
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  return new Promise<{ origin: string; received: typeof received; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ origin: `http://127.0.0.1:${port}`, received, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

/** A browser's subscription keys: a P-256 public key and a 16-byte secret, base64url. */
const browserKeys = () => ({
  p256dh: crypto.createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: crypto.randomBytes(16).toString('base64url'),
});

describe('web push', () => {
  let ctx: TestContext;
  let service: Awaited<ReturnType<typeof startPushService>>;

  beforeAll(async () => {
    service = await startPushService();
    ctx = await buildTestApp({ AEC_PUSH_SERVICES: service.origin });
  });
  afterAll(async () => {
    await ctx.close();
    await service.close();
  });

  const subscribe = (body: unknown) => ctx.app.inject({ method: 'POST', url: '/api/push/subscribe', payload: body as object });

  it('makes its VAPID key pair on the first start and keeps it in the database', async () => {
    const first = (await ctx.app.inject({ url: '/api/push/key' })).json() as { publicKey: string };
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    const again = await buildApp({ config: ctx.config, logger: false });
    try {
      expect((await again.inject({ url: '/api/push/key' })).json()).toEqual(first);
    } finally {
      await again.close();
    }
  });

  it('refuses a subscription without topics, with an unknown topic, or to an address that is not a push service', async () => {
    const subscription = { endpoint: `${service.origin}/push/a`, keys: browserKeys() };
    const cases: [unknown, RegExp][] = [
      [{ subscription, topics: [] }, /Choose at least one topic/],
      [{ subscription, topics: ['department:nowhere'] }, /Unknown topic 'department:nowhere'/],
      [{ subscription, topics: ['news'], language: 'fr' }, /language must be/],
      [{ subscription: { ...subscription, endpoint: 'https://intranet.example/hook' }, topics: ['news'] }, /push service/],
      [{ subscription: { ...subscription, endpoint: 'not a url' }, topics: ['news'] }, /endpoint must be a URL/],
      [{ subscription: { endpoint: subscription.endpoint, keys: { p256dh: 'x y' } }, topics: ['news'] }, /keys\.(p256dh|auth)/],
    ];
    for (const [body, message] of cases) {
      const res = await subscribe(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    }
  });

  it('sends each subscriber of a published item’s topics one notification, after commit, and removes a subscription its push service calls gone', async () => {
    expect(
      (await subscribe({ subscription: { endpoint: `${service.origin}/push/cse-as`, keys: browserKeys() }, topics: ['department:6'], language: 'as' }))
        .statusCode,
    ).toBe(201);
    expect((await subscribe({ subscription: { endpoint: `${service.origin}/push/news`, keys: browserKeys() }, topics: ['news'] })).statusCode).toBe(201);
    expect((await subscribe({ subscription: { endpoint: `${service.origin}/gone/1`, keys: browserKeys() }, topics: ['notices'] })).statusCode).toBe(201);
    expect(ctx.app.push.repository.counts()).toEqual([
      { topic: 'department:cse', subscribers: 1 },
      { topic: 'news', subscribers: 1 },
      { topic: 'notices', subscribers: 1 },
    ]);

    // Published as the publishing code publishes (the email alerts' hook), inside its transaction.
    ctx.app.db.transaction(() =>
      ctx.app.alertSubscriptions.published({
        kind: 'notice',
        topics: ['notices', 'department:cse'],
        title: 'Exam routine',
        titles: { as: 'পৰীক্ষাৰ সূচী' },
        path: '/notifications/notice/7',
      }),
    )();
    expect(ctx.app.push.repository.due()).toHaveLength(2);
    expect(service.received).toHaveLength(0);
    await ctx.app.push.drain();

    expect(service.received.map((r) => r.path).sort()).toEqual(['/gone/1', '/push/cse-as']);
    const cse = service.received.find((r) => r.path === '/push/cse-as')!;
    // RFC 8291 (aes128gcm) and RFC 8292 (VAPID, signed with the stored key).
    expect(cse.headers['content-encoding']).toBe('aes128gcm');
    expect(cse.headers.authorization).toContain(`k=${ctx.app.push.keys.publicKey}`);
    expect(Number(cse.headers.ttl)).toBe(86_400);
    expect(cse.bytes).toBeGreaterThan(86);
    // The 410's subscription is gone, and nothing stays queued.
    expect(ctx.app.push.repository.counts().map((c) => c.topic)).toEqual(['department:cse', 'news']);
    expect(ctx.app.push.repository.due()).toEqual([]);
  });

  it('writes the notification in the subscriber’s language, with the page in that language', () => {
    const item = { topics: ['notices'], title: 'Exam routine', titles: { hi: 'परीक्षा कार्यक्रम' }, path: '/notifications/notice/7' };
    expect(pushPayload(item, 'hi')).toMatchObject({ title: 'परीक्षा कार्यक्रम', url: '/hi/notifications/notice/7', lang: 'hi' });
    // No Assamese title: the English one, on the Assamese page.
    expect(pushPayload(item, 'as')).toMatchObject({ title: 'Exam routine', url: '/as/notifications/notice/7', lang: 'as' });
    expect(pushPayload(item, 'en')).toMatchObject({ title: 'Exam routine', url: '/notifications/notice/7', body: 'Assam Engineering College' });
  });

  it('unsubscribes by endpoint, with the same answer for one never subscribed', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/push/unsubscribe', payload: { endpoint: `${service.origin}/push/news` } })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/push/unsubscribe', payload: { endpoint: `${service.origin}/push/never` } })).statusCode).toBe(
      204,
    );
    expect(ctx.app.push.repository.counts().map((c) => c.topic)).toEqual(['department:cse']);
  });

  it('tells staff the phones per topic, and nobody else', async () => {
    expect((await ctx.app.inject({ url: '/api/staff/push/counts' })).statusCode).toBe(401);
  });

  it('posts only to https browser push services and the operator’s own', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', [])).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', [])).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x', [])).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9/x', [])).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9/x', ['http://127.0.0.1:9'])).toBe(true);
  });
});
