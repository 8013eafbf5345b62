import type { RouteOptions } from 'fastify';
import { ComplaintRegistration, TwoFactorSetupRequest } from '@aec/contracts';
import type { ZodError } from 'zod';
import { buildTestApp, type TestContext } from '../../test/helpers';

/** The sentence the error handler makes of a zod error (api/src/plugins/app/error-handling.ts). */
const sentenceOf = (error: ZodError) => {
  const first = error.issues[0]!;
  return `${first.path.length ? `${first.path.join('.')}: ` : ''}${first.message}`;
};

/** Decision 080: route input is checked by route schemas (the contracts' zod schemas), not in the handlers. */
describe('route schemas', () => {
  let ctx: TestContext;
  const routes: Array<{ method: string; url: string; schema?: Record<string, unknown> }> = [];

  beforeAll(async () => {
    ctx = await buildTestApp(
      { AEC_RATE_LIMIT_MAX: '100000' },
      { onRoute: (r: RouteOptions) => void routes.push({ method: String(r.method), url: r.url, schema: r.schema as Record<string, unknown> }) },
    );
  });
  afterAll(() => ctx.close());

  it('every API call that takes a path parameter or a body declares its schemas, but the few hand-parsed on purpose', () => {
    // HEAD routes are Fastify's copies of the GET ones, with the same options.
    const takesInput = (r: (typeof routes)[number]) => r.method !== 'HEAD' && (r.url.includes(':') || /POST|PUT|PATCH/.test(r.method));
    const withoutSchema = routes
      .filter((r) => (r.url.startsWith('/api/') || r.url === '/getnotificationwcollege' || r.url.startsWith('/hostel/')) && takesInput(r) && !r.schema)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    // Each answers 404 for a malformed code (a params schema would answer 400), or takes no input but its session.
    expect(withoutSchema).toEqual([
      'GET /api/departments/:code/faculty',
      'GET /api/project/:code',
      'GET /api/staff/projects/:code',
      'POST /api/staff/sign-out',
    ]);
  });

  it.each([
    ['no body', undefined],
    ['JSON null', 'null'],
  ])('answers %s with the sentence a hand parse of a missing body gave', async (_what, payload) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/complain', payload, headers: payload ? { 'content-type': 'application/json' } : {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: sentenceOf(ComplaintRegistration.safeParse(undefined).error!) });
  });

  it('words a bad field as the hand parse did (the ZodError reaches the error handler as it is)', async () => {
    const body = { email: 'not an email', info: [{ name: 'A (sample)', type: 'GENERAL' }] };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/complain', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: sentenceOf(ComplaintRegistration.safeParse(body).error!) });
    expect(res.json().error).toMatch(/^email: /);
  });

  it('hands the parsed, coerced values to the handler', async () => {
    ctx.app.notices.create({ title: 'Schema notice (sample)', type: 'AEC', description: 'd', message: 'm', publishedAt: new Date().toISOString() });
    const res = await ctx.app.inject({ url: '/api/notice/0/10?lean=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows.map((r: { title: string }) => r.title)).toContain('Schema notice (sample)');
  });

  it('checks the session and role before the input: no one unsigned learns what a call takes', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/staff/accounts', payload: { nonsense: true } });
    expect(res.statusCode).toBe(401);
    const setup = await ctx.app.inject({ method: 'POST', url: '/api/staff/two-factor/setup' });
    expect(setup.statusCode).toBe(401);
    expect(sentenceOf(TwoFactorSetupRequest.safeParse({}).error!)).not.toBe(setup.json().error);
  });

  it("keeps an unknown project's 404 before a bad body's 400", async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/project/no-such!/subscribe', payload: { email: 'x' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Project no-such! was not found.' });
  });

  it('sends a browser asking for /hostel/<anything> to the shell before the id is checked', async () => {
    const page = await ctx.app.inject({ url: '/hostel/abc', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await ctx.app.inject({ url: '/hostel/abc' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ error: expect.stringMatching(/^id: /) });
  });
});
