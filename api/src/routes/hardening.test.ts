import { buildTestApp, type TestContext } from '../../test/helpers';

/** Every class of bad input gets a 4xx with { error: sentence }: never a 500, never a stack trace. */
describe('bad input', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '0', AEC_RATE_LIMIT_MAX: '100000' });
    ctx.app.notices.create({ title: 'Only notice (sample)', type: 'AEC', description: 'd', message: 'm', publishedAt: new Date().toISOString() });
  });
  afterAll(() => ctx.close());

  const expectClientError = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+|"stack"|SQLITE_|node_modules/);
  };

  it.each([
    ['malformed JSON', '{"email": "a@b.in", "info": [', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['a JSON string instead of an object', '"hello"', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['an array', '[1,2,3]', 'application/json'],
    ['a prototype-poisoning body', '{"__proto__": {"admin": true}, "email": "a@b.in"}', 'application/json'],
    ['form data', 'email=a%40b.in', 'application/x-www-form-urlencoded'],
    ['plain text', 'hello', 'text/plain'],
  ])('POST /api/complain with %s', async (_what, payload, contentType) => {
    expectClientError(await ctx.app.inject({ method: 'POST', url: '/api/complain', payload, headers: { 'content-type': contentType } }));
  });

  it('refuses a body over 1 MB with 413', async () => {
    const payload = JSON.stringify({ email: 'a@b.in', info: [{ name: 'x'.repeat(1024 * 1024 + 10), type: 'GENERAL' }] });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/complain', payload, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expectClientError(res);
  });

  it.each([
    '/api/notice/abc/20',
    '/api/notice/1/xyz',
    '/api/notice/1.5/20',
    '/api/notice/-1/20',
    '/api/notice/20/10',
    '/api/notice/1/1000',
    '/api/notice/99999999999999999999/2',
    '/api/notice/1e309/20',
    "/api/notice/1' OR '1'='1/20",
    '/api/notice/1;DROP TABLE notices/20',
    '/api/notice/1/20?type=AEC%27%20OR%201%3D1',
    '/api/notice/1/20?archive=yes',
    '/api/notice/0',
    '/api/notice/2147483648',
    '/api/notice/NaN',
    '/api/notice/attachment/1/-1',
    '/api/notice/attachment/1/abc',
    '/api/notice/attachment/x/0',
    '/api/tender/abc/5',
    '/api/tender/99999',
    '/api/news/1/abc',
    '/api/news/12abc',
    '/api/events/-5',
    '/api/events/1/0',
    '/api/hostel/abc',
    '/api/hostel/0',
    '/api/search',
    '/api/search?q=ok&kind=file',
    '/api/search?q=ok&year=abc',
    '/api/search?q=ok&limit=1000',
    '/api/complain/AEC-XXXX',
    '/api/complain/..%2F..%2Fetc%2Fpasswd',
    '/files/../aec.sqlite',
    '/files/%2e%2e/aec.sqlite',
    '/files/..%2faec.sqlite',
    '/files/docs/../../aec.sqlite',
    '/files/docs/missing.pdf',
    '/remotes/mfe-campus/../../package.json',
    '/api/no/such/call',
  ])('GET %s', async (url) => {
    expectClientError(await ctx.app.inject({ url }));
  });

  it.each([
    [{}],
    [{ branch_code: 'civil', college_code: 'AEC' }],
    [{ branch_code: 1, college_code: "AEC' OR 1=1 --" }],
    [{ branch_code: 100000, college_code: 'AEC' }],
    [{ branch_code: [1], college_code: 'AEC' }],
  ])('POST /getnotificationwcollege %j', async (payload) => {
    expectClientError(await ctx.app.inject({ method: 'POST', url: '/getnotificationwcollege', payload }));
  });

  it('stores SQL-looking text as text', async () => {
    const payload = { email: 'a@b.in', info: [{ name: "Robert'); DROP TABLE complaints;--", type: 'GENERAL' }] };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/complain', payload });
    expect(res.statusCode).toBe(201);
    expect(ctx.app.db.prepare('SELECT name FROM complaints').get()).toEqual({ name: "Robert'); DROP TABLE complaints;--" });
  });

  it('never leaks the SQLite file or its neighbours', async () => {
    for (const url of ['/files/aec.sqlite', '/files/../aec.sqlite-wal', '/aec.sqlite']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'application/json' } });
      expect(res.body).not.toContain('SQLite format');
    }
  });
});
