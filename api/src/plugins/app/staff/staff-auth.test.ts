import { CSRF_HEADER, SessionResponse } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../../test/helpers';
import { STAFF_TEST_ENV, staffTestKit, TEST_ADMIN } from '../../../routes/staff/staff-test-kit';

const overTls = { 'x-forwarded-proto': 'https' };

describe('the staff session cookie (@fastify/cookie)', () => {
  let ctx: TestContext;
  const { signIn, call } = staffTestKit(() => ctx.app);
  beforeAll(async () => {
    ctx = await buildTestApp(STAFF_TEST_ENV);
  });
  afterAll(() => ctx.close());

  it('is parsed and set by @fastify/cookie', () => {
    expect(ctx.app.hasPlugin('@fastify/cookie')).toBe(true);
  });

  it('is found among the other cookies a browser sends, and cleared at sign-out with the same path', async () => {
    const res = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const session = { cookie: `theme=dark; ${String(res.headers['set-cookie']).split(';')[0]}; lang="as"`, csrf: SessionResponse.parse(res.json()).csrfToken };
    expect((await call(session, 'GET', '/api/staff/me')).statusCode).toBe(200);
    const out = await call(session, 'POST', '/api/staff/sign-out');
    expect(out.statusCode).toBe(204);
    expect(out.headers['set-cookie']).toBe('aec_staff=; Max-Age=0; Path=/api/staff; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict');
  });

  it('is not Secure over plain HTTP when the site is not https (a campus network without a proxy)', async () => {
    const res = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});

describe('an https AEC_PUBLIC_URL: the staff console over TLS only', () => {
  let ctx: TestContext;
  const { signIn, call } = staffTestKit(() => ctx.app);
  beforeAll(async () => {
    // AEC_TRUST_PROXY is left at its default: a proxy on this machine (inject comes from 127.0.0.1).
    ctx = await buildTestApp({ ...STAFF_TEST_ENV, AEC_PUBLIC_URL: 'https://www.aec.ac.in' });
  });
  afterAll(() => ctx.close());

  it('refuses a sign-in over plain HTTP with a 403 sentence naming the https address, and sets no cookie', async () => {
    const res = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'The staff console works only over a secure connection: open https://www.aec.ac.in/admin and sign in there.' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('believes X-Forwarded-Proto only from the trusted proxy', async () => {
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: TEST_ADMIN,
      headers: overTls,
      remoteAddress: '203.0.113.9',
    });
    expect(forged.statusCode).toBe(403);
  });

  it('signs in through the proxy over TLS with a Secure, HttpOnly, SameSite=Strict cookie', async () => {
    const res = await signIn(TEST_ADMIN.email, TEST_ADMIN.password, overTls);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/^aec_staff=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/api\/staff; HttpOnly; Secure; SameSite=Strict$/);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('marks the cookie Secure always, also when it is cleared', async () => {
    const res = await signIn(TEST_ADMIN.email, TEST_ADMIN.password, overTls);
    const session = { cookie: String(res.headers['set-cookie']).split(';')[0]!, csrf: SessionResponse.parse(res.json()).csrfToken };
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/sign-out',
      headers: { cookie: session.cookie, [CSRF_HEADER]: session.csrf, ...overTls },
    });
    expect(out.statusCode).toBe(204);
    expect(out.headers['set-cookie']).toMatch(/^aec_staff=; Max-Age=0; .*; Secure; SameSite=Strict$/);
  });

  it('refuses every other staff call over plain HTTP too', async () => {
    const res = await call(undefined, 'GET', '/api/staff/me');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/secure connection/);
  });

  it('leaves the public site reachable over plain HTTP (nginx redirects browsers; health checks stay local)', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
