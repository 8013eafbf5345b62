import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { repoRoot } from '../../../config';
import { buildTestApp, type TestContext } from '../../../../test/helpers';

/**
 * Forms posted to their page before the script arrives (docs/product/forms-without-script.md): the
 * real app, a real database with the sample data, and a real render worker running a stand-in shell
 * server container that writes the outcome the form component would read (its store's form:<name>
 * answer) into the page, so the wiring is seen without a front-end build.
 */
const STUB_SHELL = `
exports.renderPage = async ({ url, store }) => {
  const forms = ['grievance-register', 'grievance-details', 'grievance-to-details', 'grievance-status', 'tender-alerts', 'addressed-complaint', 'sign-in'];
  const seen = forms.map((name) => store.peek('form:' + name)).filter(Boolean).map((answer) => answer.body);
  return {
    status: 200,
    markup: '<p data-url="' + encodeURIComponent(url) + '" data-outcome="' + encodeURIComponent(JSON.stringify(seen[0] ?? null)) + '"></p>',
    hints: '', head: { title: 'stub' }, remoteModules: [], notFound: false, incomplete: false, renderedAt: Date.now(),
  };
};
`;

interface Outcome {
  form: string;
  values: Record<string, string>;
  answer: { ok: true; body: Record<string, unknown> } | { ok: false; status: number; error: string };
  fromLink?: boolean;
}

function outcomeOf(html: string): { url: string; outcome: Outcome | null } {
  const match = /data-url="([^"]*)" data-outcome="([^"]*)"/.exec(html);
  if (!match) throw new Error(`not a rendered page: ${html.slice(0, 200)}`);
  return { url: decodeURIComponent(match[1]!), outcome: JSON.parse(decodeURIComponent(match[2]!)) as Outcome | null };
}

describe('forms posted to their page, answered by the server', () => {
  let ctx: TestContext;
  let client = 0;
  /** Each test its own client address: the rate limits count per address. */
  let address = '';
  beforeEach(() => {
    client += 1;
    address = `10.9.0.${client}`;
  });

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }, remoteAddress = address) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
      remoteAddress,
    } satisfies InjectOptions);
  const count = (sql: string, ...args: unknown[]) => (ctx.app.db.prepare(sql).get(...args) as { n: number }).n;

  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '1', AEC_RATE_LIMIT_MAX: '3' });
    const shell = path.join(ctx.config.webRoot, 'shell/dist');
    fs.mkdirSync(path.join(shell, 'server'), { recursive: true });
    fs.writeFileSync(path.join(shell, 'server/render.js'), STUB_SHELL);
    // The shell's real page template (the server fills its slots).
    fs.copyFileSync(path.join(repoRoot, 'shell/public/index.html'), path.join(shell, 'index.html'));
    fs.writeFileSync(
      path.join(shell, 'sitemap.xml'),
      ['/office/complain', '/office/status', '/project/teqip/tender', '/aecsu/complain', '/ecta/complain', '/studentsLogin']
        .map((p) => `<url><loc>https://x.example${p}</loc></url>`)
        .join(''),
    );
  });
  afterAll(() => ctx?.close());

  it('step 1: registers through the API route (stored, mailed) and renders the page with the registration number, never cached', async () => {
    const res = await post('/as/office/complain', { 'aec-form': 'grievance-register', name: 'Rina Das', email: 'rina.nojs@example.org', address: 'Jalukbari' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { url, outcome } = outcomeOf(res.body);
    expect(url).toBe('/as/office/complain');
    expect(outcome?.form).toBe('grievance-register');
    expect(outcome?.values).toEqual({ name: 'Rina Das', email: 'rina.nojs@example.org', address: 'Jalukbari' });
    const id = (outcome?.answer.ok && (outcome.answer.body.registration_id as string)) || '';
    expect(id).toMatch(/^AEC-/);
    // The API's own handler ran: the grievance in the page's language, and its mail in the outbox.
    expect(ctx.app.db.prepare('SELECT name, language FROM complaints WHERE registration_id = ?').get(id)).toEqual({ name: 'Rina Das', language: 'as' });
    expect(count("SELECT count(*) AS n FROM mail_outbox WHERE to_address = 'rina.nojs@example.org'")).toBe(1);
    // The answer page is nobody else's: the next visitor of the page gets the empty form.
    expect(outcomeOf((await ctx.app.inject({ url: '/as/office/complain', headers: { accept: 'text/html' } })).body).outcome).toBeNull();

    // Step 2 with the number the page showed: the details are stored, once.
    const details = await post('/as/office/complain', {
      'aec-form': 'grievance-details',
      registrationId: id.toLowerCase(),
      subject: 'Hostel water',
      message: 'No water since Monday.',
    });
    expect(details.statusCode).toBe(200);
    expect(outcomeOf(details.body).outcome?.answer.ok).toBe(true);
    expect(ctx.app.db.prepare('SELECT subject FROM complaints WHERE registration_id = ?').get(id)).toEqual({ subject: 'Hostel water' });
    const again = await post('/as/office/complain', { 'aec-form': 'grievance-details', registrationId: id, subject: 'Again', message: 'Again.' });
    expect(again.statusCode).toBe(404);
    expect(outcomeOf(again.body).outcome?.values.subject).toBe('Again');
  });

  it('refused input: the API route’s 400 and sentence, with everything typed kept for the fields', async () => {
    const res = await post('/office/complain', {
      'aec-form': 'grievance-register',
      name: 'Rina Das',
      email: 'not an address',
      address: 'Jalukbari',
      extra: 'ignored',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    const { outcome } = outcomeOf(res.body);
    expect(outcome?.values).toEqual({ name: 'Rina Das', email: 'not an address', address: 'Jalukbari' });
    expect(outcome?.answer).toMatchObject({ ok: false, status: 400, error: expect.stringMatching(/email/i) });
    expect(count("SELECT count(*) AS n FROM complaints WHERE name = 'Rina Das' AND email = 'not an address'")).toBe(0);
  });

  it('counts against the same rate limit as the API route, per client address', async () => {
    const fields = (n: number) => ({ 'aec-form': 'grievance-register', name: `Limit ${n}`, email: `limit${n}@example.org`, address: '' });
    expect((await post('/office/complain', fields(1))).statusCode).toBe(200);
    const api = await ctx.app.inject({
      method: 'POST',
      url: '/api/complain',
      payload: { email: 'limit2@example.org', info: [{ name: 'Limit 2', type: 'GENERAL' }] },
      remoteAddress: address,
    });
    expect(api.statusCode).toBe(201);
    expect((await post('/office/complain', fields(3))).statusCode).toBe(200);
    const over = await post('/office/complain', fields(4));
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(outcomeOf(over.body).outcome?.answer).toMatchObject({ ok: false, status: 429 });
    // Another client is not held back.
    expect((await post('/office/complain', fields(5), undefined, '10.9.1.1')).statusCode).toBe(200);
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another host', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
  ])('a form posted from another site (%s) is refused with 403 and a sentence; nothing is stored', async (_name, headers) => {
    const res = await post('/office/complain', { 'aec-form': 'grievance-register', name: 'Forged', email: 'forged@example.org', address: '' }, headers);
    expect(res.statusCode).toBe(403);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('sent from another website');
    expect(count("SELECT count(*) AS n FROM complaints WHERE email = 'forged@example.org'")).toBe(0);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/office/complain',
      payload: 'aec-form=grievance-register&name=Forged&email=forged%40example.org',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
    expect(json.statusCode).toBe(403);
    expect(json.json()).toEqual({ error: expect.stringMatching(/another website/) });
  });

  it('the same origin by Origin alone (a browser without Sec-Fetch-Site) is answered', async () => {
    const res = await post(
      '/office/complain',
      { 'aec-form': 'grievance-register', name: 'Origin Only', email: 'origin.only@example.org', address: '' },
      { host: 'www.aec.example', origin: 'https://www.aec.example' },
    );
    expect(res.statusCode).toBe(200);
  });

  it('the step switch, a submit button naming its own action after the form’s: the page at step 2, nothing registered', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/office/complain',
      payload: 'aec-form=grievance-register&name=Switch&email=switch%40example.org&address=&aec-form=grievance-to-details',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(outcomeOf(res.body).outcome).toEqual({ form: 'grievance-to-details', values: {}, answer: { ok: true, body: null } });
    expect(count("SELECT count(*) AS n FROM complaints WHERE email = 'switch@example.org'")).toBe(0);
  });

  it('a form named on a page that does not carry it is not run: the 405 (or the form page’s 303) as before', async () => {
    expect((await post('/about', { 'aec-form': 'grievance-register', name: 'X', email: 'x@example.org' })).statusCode).toBe(405);
    expect((await post('/office/complain', { 'aec-form': 'grievance-status', registrationId: 'AEC-7KQ2-M9XD' })).statusCode).toBe(303);
    expect((await post('/office/complain', { 'aec-form': 'constructor', name: 'X' })).statusCode).toBe(303);
  });

  describe('the status lookup', () => {
    let id = '';
    beforeAll(async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/complain',
        payload: { email: 'status.nojs@example.org', info: [{ name: 'Status Case', type: 'GENERAL' }] },
        remoteAddress: '10.9.2.1',
      });
      id = (res.json() as { registration_id: string }).registration_id;
      await ctx.app.inject({
        method: 'POST',
        url: `/api/complain/edit/${id}`,
        payload: { subject: 'Library fine', message: 'Charged twice.', status: 0 },
        remoteAddress: '10.9.2.1',
      });
    });

    it('posted: the whole status, and the number never in the address', async () => {
      const res = await post('/office/status', { 'aec-form': 'grievance-status', registrationId: id });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { url, outcome } = outcomeOf(res.body);
      expect(url).toBe('/office/status');
      const rows = outcome?.answer.ok ? (outcome.answer.body.rows as Record<string, unknown>[]) : [];
      expect(rows[0]).toMatchObject({ registration_id: id, subject: 'Library fine', message: 'Charged twice.' });
      expect(outcome?.fromLink).toBeUndefined();
    });

    it.each(['grievance-status-id', 'id'])('a link (?%s=…) shows the status without what the filer wrote, uncached', async (param) => {
      const res = await ctx.app.inject({ url: `/office/status?${param}=${encodeURIComponent(id)}`, headers: { accept: 'text/html' }, remoteAddress: address });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { outcome } = outcomeOf(res.body);
      expect(outcome?.fromLink).toBe(true);
      const rows = outcome?.answer.ok ? (outcome.answer.body.rows as Record<string, unknown>[]) : [];
      expect(rows[0]).toMatchObject({ registration_id: id, status: 0, subject: '', message: '', feedback_message: '' });
      expect(res.body).not.toContain('Charged twice');
      expect(ctx.app.pages.cache.get(`/office/status?${param}=${encodeURIComponent(id)}`)).toBeUndefined();
    });

    it('an unknown number: the API’s empty answer (the form says not found), the number kept in the field', async () => {
      const res = await post('/office/status', { 'aec-form': 'grievance-status', registrationId: 'AEC-0000-0000-0000-0000' });
      expect(res.statusCode).toBe(200);
      const { outcome } = outcomeOf(res.body);
      expect(outcome?.values.registrationId).toBe('AEC-0000-0000-0000-0000');
      expect(outcome?.answer).toEqual({ ok: true, body: { rows: [] } });
    });
  });

  it('tender alerts: subscribed through the API route (confirmation mailed) in the page’s language', async () => {
    const res = await post('/hi/project/teqip/tender', { 'aec-form': 'tender-alerts', email: 'bidder.nojs@example.org' });
    expect(res.statusCode).toBe(200);
    const { outcome } = outcomeOf(res.body);
    expect(outcome?.answer).toMatchObject({ ok: true, body: { project_code: 'teqip' } });
    expect(count("SELECT count(*) AS n FROM mail_outbox WHERE to_address = 'bidder.nojs@example.org'")).toBe(1);
  });

  describe('the union’s and the association’s complaint: registration and details in one post', () => {
    const typed = { 'aec-form': 'addressed-complaint', name: 'Rina Das', subject: 'Hostel water', message: 'No water since Monday.' };

    it('registers addressed to the union and sends the details (stored, mailed), the number in the answer, never cached', async () => {
      const res = await post('/hi/aecsu/complain', { ...typed, email: 'union.nojs@example.org' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { outcome } = outcomeOf(res.body);
      expect(outcome?.answer.ok).toBe(true);
      const id = outcome?.values.registrationId ?? '';
      expect(id).toMatch(/^AEC-/);
      expect(ctx.app.db.prepare('SELECT addressee, language, subject, message FROM complaints WHERE registration_id = ?').get(id)).toEqual({
        addressee: 'aecsu',
        language: 'hi',
        subject: 'Hostel water',
        message: 'No water since Monday.',
      });
      expect(count("SELECT count(*) AS n FROM mail_outbox WHERE to_address = 'union.nojs@example.org'")).toBeGreaterThanOrEqual(1);
    });

    it('details refused by the API’s schema: nothing registered, the sentence and everything typed kept', async () => {
      const res = await post('/ecta/complain', { ...typed, email: 'ecta.nojs@example.org', subject: '   ' });
      expect(res.statusCode).toBe(400);
      const { outcome } = outcomeOf(res.body);
      expect(outcome?.answer).toEqual({ ok: false, status: 400, error: 'subject: Subject is required' });
      expect(outcome?.values).toMatchObject({ name: 'Rina Das', email: 'ecta.nojs@example.org', message: 'No water since Monday.' });
      expect(count("SELECT count(*) AS n FROM complaints WHERE email = 'ecta.nojs@example.org'")).toBe(0);
    });

    it('a malformed address: the registration route’s 400, nothing stored', async () => {
      const res = await post('/ecta/complain', { ...typed, email: 'not an address' });
      expect(res.statusCode).toBe(400);
      expect(outcomeOf(res.body).outcome?.answer).toMatchObject({ ok: false, status: 400, error: expect.stringMatching(/email/i) });
      expect(count("SELECT count(*) AS n FROM complaints WHERE email = 'not an address'")).toBe(0);
    });

    it('sent again with the number of a registration whose details were refused: only the details, no second registration', async () => {
      const registered = await ctx.app.inject({
        method: 'POST',
        url: '/api/complain',
        payload: { email: 'again.nojs@example.org', info: [{ name: 'Rina Das', type: 'GENERAL', addressee: 'aecsu' }] },
        remoteAddress: address,
      });
      const id = (registered.json() as { registration_id: string }).registration_id;
      const res = await post('/aecsu/complain', { ...typed, email: 'again.nojs@example.org', registrationId: id });
      expect(res.statusCode).toBe(200);
      expect(count("SELECT count(*) AS n FROM complaints WHERE email = 'again.nojs@example.org'")).toBe(1);
      expect(ctx.app.db.prepare('SELECT subject FROM complaints WHERE registration_id = ?').get(id)).toEqual({ subject: 'Hostel water' });
    });

    it('counts both calls against the API’s own limits: past the registration limit, 429 and nothing stored', async () => {
      const fields = (n: number) => ({ ...typed, email: `union.limit${n}@example.org` });
      for (const n of [1, 2, 3]) expect((await post('/aecsu/complain', fields(n))).statusCode).toBe(200);
      const over = await post('/aecsu/complain', fields(4));
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      expect(count("SELECT count(*) AS n FROM complaints WHERE email = 'union.limit4@example.org'")).toBe(0);
    });

    it('from another site: 403, nothing stored', async () => {
      const res = await post('/aecsu/complain', { ...typed, email: 'forged.union@example.org' }, { 'sec-fetch-site': 'cross-site' });
      expect(res.statusCode).toBe(403);
      expect(count("SELECT count(*) AS n FROM complaints WHERE email = 'forged.union@example.org'")).toBe(0);
    });
  });

  it('a sign-in page posted before the script: the page itself saying so (no silent 303), only the address kept, no password read', async () => {
    const res = await post('/studentsLogin', { 'aec-form': 'sign-in', email: 'student@example.org', password: 'secret' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(outcomeOf(res.body).outcome).toEqual({ form: 'sign-in', values: { email: 'student@example.org' }, answer: { ok: true, body: null } });
    expect(res.body).not.toContain('secret');
  });
});
