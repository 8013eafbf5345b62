import { ComplaintLookupResponse, ComplaintRegistrationResponse, REGISTRATION_ID_PATTERN } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { greeting, nameForMail } from '../../plugins/app/complaints/name-for-mail';
import { statusMail } from '../../plugins/app/staff/grievance-desk-repository';

// A new address each time: one address may register only a few grievances a day.
let filers = 0;
const registration = (over: Record<string, unknown> = {}) => ({
  email: `filer${++filers}@example.org`,
  info: [{ name: 'Rupam Kalita', address: 'Jalukbari, Guwahati', type: 'GENERAL' }],
  ...over,
});

describe('grievances (docs/product/office-and-grievances.md; docs/product/api-compatibility.md)', () => {
  let ctx: TestContext;
  const register = (payload: unknown = registration()) => ctx.app.inject({ method: 'POST', url: '/api/complain', payload: payload as object });
  const submit = (reg: string, payload: unknown) => ctx.app.inject({ method: 'POST', url: `/api/complain/edit/${reg}`, payload: payload as object });
  const lookup = (reg: string) => ctx.app.inject({ url: `/api/complain/${reg}` });

  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '0', AEC_RATE_LIMIT_MAX: '100000' });
  });
  afterAll(() => ctx.close());

  it('registers, answers the registration number in the message, and queues a mail carrying it', async () => {
    const res = await register(registration({ email: 'filer@example.org' }));
    expect(res.statusCode).toBe(201);
    const body = ComplaintRegistrationResponse.parse(res.json());
    expect(body.message).toContain(body.registration_id);
    const mail = ctx.app.db.prepare('SELECT to_address, subject, body_text FROM mail_outbox ORDER BY id DESC LIMIT 1').get() as Record<string, string>;
    expect(mail.to_address).toBe('filer@example.org');
    expect(mail.body_text).toContain(body.registration_id);
  });

  it('stores the addressee (office by default; aecsu or ecta from their forms)', async () => {
    const reg = ComplaintRegistrationResponse.parse(
      (await register(registration({ info: [{ name: 'A', type: 'PROCUREMENT', addressee: 'ecta' }] }))).json(),
    ).registration_id;
    const row = ctx.app.db.prepare('SELECT addressee, type, address FROM complaints WHERE registration_id = ?').get(reg);
    expect(row).toEqual({ addressee: 'ecta', type: 'PROCUREMENT', address: '' });
  });

  it.each([
    ['no name', registration({ info: [{ name: ' ', type: 'GENERAL' }] })],
    ['no email', registration({ email: '' })],
    ['a bad email', registration({ email: 'not-an-email' })],
    ['an unknown type', registration({ info: [{ name: 'A', type: 'OTHER' }] })],
    ['an unknown addressee', registration({ info: [{ name: 'A', type: 'GENERAL', addressee: 'principal' }] })],
    ['no info', { email: 'a@b.in' }],
    [
      'two info entries',
      registration({
        info: [
          { name: 'A', type: 'GENERAL' },
          { name: 'B', type: 'GENERAL' },
        ],
      }),
    ],
    ['a number for the name', registration({ info: [{ name: 42, type: 'GENERAL' }] })],
  ])('refuses a registration with %s (400 JSON, nothing stored)', async (_what, payload) => {
    const before = (ctx.app.db.prepare('SELECT COUNT(*) AS n FROM complaints').get() as { n: number }).n;
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect((ctx.app.db.prepare('SELECT COUNT(*) AS n FROM complaints').get() as { n: number }).n).toBe(before);
  });

  it('completes a registration once; a second submission is refused', async () => {
    const reg = ComplaintRegistrationResponse.parse((await register()).json()).registration_id;
    const first = await submit(reg, {
      subject: 'Broken fan in room 12',
      message: 'The fan in hostel 3 room 12 has not worked for a week.',
      status: 0,
      feedback_message: '',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: expect.stringContaining(reg) });
    const second = await submit(reg, { subject: 'Changed', message: 'Changed', status: 0, feedback_message: '' });
    expect(second.statusCode).toBe(404);
    expect(second.json()).toEqual({ error: expect.stringContaining('only once') });
    const rows = ComplaintLookupResponse.parse((await lookup(reg)).json()).rows;
    expect(rows[0]).toMatchObject({ registration_id: reg, subject: 'Broken fan in room 12', status: 0, feedback_message: '' });
  });

  it('refuses a status other than 0 or any feedback from the public, and changes nothing', async () => {
    const reg = ComplaintRegistrationResponse.parse((await register()).json()).registration_id;
    for (const payload of [
      { subject: 's', message: 'm', status: 2, feedback_message: '' },
      { subject: 's', message: 'm', status: '1', feedback_message: '' },
      { subject: 's', message: 'm', status: 0, feedback_message: 'Resolved by myself' },
      { subject: '', message: 'm', status: 0 },
      { subject: 's', message: '', status: 0 },
      { subject: 's', message: 'm', status: 'zero' },
    ]) {
      const res = await submit(reg, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    expect(ComplaintLookupResponse.parse((await lookup(reg)).json()).rows[0]).toMatchObject({ status: 0, subject: '', feedback_message: '' });
    expect((await submit(reg, { subject: 's', message: 'm', status: 0 })).statusCode).toBe(200);
  });

  it('gives new numbers 80 random bits in four groups of Crockford base 32, and still takes the old two-group numbers', async () => {
    const reg = ComplaintRegistrationResponse.parse((await register()).json()).registration_id;
    expect(reg).toMatch(/^AEC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    // As typed by hand: lower case, spaces, O for 0 and l for 1 read the same number.
    const typed = reg.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    expect(ComplaintLookupResponse.parse((await lookup(encodeURIComponent(typed))).json()).rows[0]?.registration_id).toBe(reg);
    // A number handed out before the 80-bit form (SECURITY.md), as stored then.
    ctx.app.db
      .prepare(
        "INSERT INTO complaints (registration_id, type, addressee, name, email, address, language, registered_at, updated_at) VALUES ('AEC-7KQ2-M9XD', 'GENERAL', 'office', 'Old', 'old@example.org', '', 'en', ?, ?)",
      )
      .run(new Date().toISOString(), new Date().toISOString());
    expect(ComplaintLookupResponse.parse((await lookup('aec-7kq2-m9xd')).json()).rows).toHaveLength(1);
    expect((await submit('AEC-7KQ2-M9XD', { subject: 's', message: 'm', status: 0 })).statusCode).toBe(200);
  });

  it('answers an unknown number and an already used one alike on submit, so the answer tells a guesser nothing', async () => {
    const reg = ComplaintRegistrationResponse.parse((await register()).json()).registration_id;
    const details = { subject: 's', message: 'm', status: 0 };
    expect((await submit(reg, details)).statusCode).toBe(200);
    const used = await submit(reg, details);
    const unknown = await submit('AEC-0000-0000-0000-0000', details);
    const unknownShort = await submit('AEC-0000-0000', details);
    for (const answer of [unknown, unknownShort]) {
      expect(answer.statusCode).toBe(used.statusCode);
      expect(answer.json()).toEqual(used.json());
    }
  });

  it('answers an unknown number with rows: [] on lookup and 404 on submit; a malformed one with 400', async () => {
    expect((await lookup('AEC-0000-0000')).json()).toEqual({ rows: [] });
    expect((await submit('AEC-0000-0000', { subject: 's', message: 'm', status: 0 })).statusCode).toBe(404);
    for (const bad of ['AEC-1', '1', 'AEC-UUUU-UUUU', 'AEC-7KQ2-M9XD-4HTB', "AEC-'OR'-1=1", '..%2F..%2Fetc%2Fpasswd']) {
      const res = await lookup(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('never shows the filer’s name, email or address in a lookup', async () => {
    const reg = ComplaintRegistrationResponse.parse(
      (await register(registration({ email: 'secret.person@example.org', info: [{ name: 'Secret Person', address: 'Secret Lane', type: 'GENERAL' }] }))).json(),
    ).registration_id;
    const res = await lookup(reg.toLowerCase());
    const text = res.body;
    expect(ComplaintLookupResponse.parse(res.json()).rows).toHaveLength(1);
    for (const secret of ['secret.person', 'Secret Person', 'Secret Lane', 'email', 'name', 'address']) expect(text).not.toContain(secret);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps every change as history (who, when, from, to), including staff status changes', async () => {
    const reg = ComplaintRegistrationResponse.parse((await register()).json()).registration_id;
    await submit(reg, { subject: 'Library fine', message: 'Fine charged twice.', status: 0 });
    ctx.app.complaints.setStatus(reg, 1, 'Forwarded to the librarian.', 'staff:1');
    const history = ctx.app.complaints.history(reg);
    expect(history.map((h) => [h.actor, h.field, h.from_value, h.to_value])).toEqual([
      ['public', 'registration', null, 'registered'],
      ['public', 'subject', '', 'Library fine'],
      ['public', 'message', '', 'Fine charged twice.'],
      ['staff:1', 'status', '0', '1'],
      ['staff:1', 'feedback_message', '', 'Forwarded to the librarian.'],
    ]);
    expect(history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
    expect(ComplaintLookupResponse.parse((await lookup(reg)).json()).rows[0]).toMatchObject({ status: 1, feedback_message: 'Forwarded to the librarian.' });
  });

  it('gives 1,000 registrations 1,000 distinct, random-looking numbers', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const res = await register(registration({ email: `filer${i}@example.org` }));
      ids.push(ComplaintRegistrationResponse.parse(res.json()).registration_id);
    }
    expect(new Set(ids).size).toBe(1000);
    expect(ids.every((id) => REGISTRATION_ID_PATTERN.test(id))).toBe(true);
    // Not sequential: as numbers, consecutive ids go up about half the time and their steps differ.
    const value = (id: string) => parseInt(id.replace(/-/g, '').slice(3), 36);
    const values = ids.map(value);
    let ups = 0;
    const steps = new Set<number>();
    for (let i = 1; i < values.length; i++) {
      if (values[i]! > values[i - 1]!) ups++;
      steps.add(values[i]! - values[i - 1]!);
    }
    expect(ups).toBeGreaterThan(350);
    expect(ups).toBeLessThan(650);
    expect(steps.size).toBeGreaterThan(990);
    // Every one of the 8 positions uses most of the 32-character alphabet.
    for (let p = 0; p < 8; p++) {
      const chars = new Set(ids.map((id) => id.replace(/-/g, '').slice(3)[p]));
      expect(chars.size).toBeGreaterThanOrEqual(28);
    }
  }, 60_000);
});

describe('grievance mail cannot be aimed at a stranger (SECURITY.md)', () => {
  let ctx: TestContext;
  const mailsTo = (to: string) =>
    ctx.app.db.prepare('SELECT subject, body_text FROM mail_outbox WHERE to_address = ? ORDER BY id').all(to) as Array<{ subject: string; body_text: string }>;
  const registerFrom = (client: string, email: string, name = 'Rupam Kalita') =>
    ctx.app.inject({ method: 'POST', url: '/api/complain', remoteAddress: client, payload: { email, info: [{ name, type: 'GENERAL' }] } });

  beforeAll(async () => {
    // The per-client limits well out of the way: the per-address cap holds whatever they are.
    ctx = await buildTestApp({ AEC_SEED: '0', AEC_RATE_LIMIT_MAX: '100000' });
  });
  afterAll(() => ctx.close());

  it('takes at most 3 registrations per address in 24 hours from any clients; the 4th is 429 in words; another address still works', async () => {
    const victim = 'stranger@example.org';
    for (let i = 1; i <= 3; i++) expect((await registerFrom(`198.51.100.${i}`, victim)).statusCode).toBe(201);
    const fourth = await registerFrom('198.51.100.4', 'Stranger@Example.org');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ error: expect.stringMatching(/already registered 3 grievances in the last 24 hours.*try again tomorrow/) });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(mailsTo(victim)).toHaveLength(3);
    expect((ctx.app.db.prepare('SELECT COUNT(*) AS n FROM complaints WHERE lower(email) = ?').get(victim) as { n: number }).n).toBe(3);

    expect((await registerFrom('198.51.100.4', 'someone.else@example.org')).statusCode).toBe(201);
  });

  it('counts the last 24 hours: a day later the address may register again', () => {
    const email = 'daily@example.org';
    const day = 24 * 3600 * 1000;
    const start = Date.now() - day - 60_000;
    const r = { email, name: 'N', address: '', type: 'GENERAL' as const, addressee: 'office' as const };
    for (let i = 0; i < 3; i++) ctx.app.complaints.register(r, start + i * 1000);
    expect(() => ctx.app.complaints.register(r, start + 5000)).toThrow(/already registered 3/);
    expect(ctx.app.complaints.register(r, Date.now())).toMatch(REGISTRATION_ID_PATTERN);
  });

  it('counts one mailbox however its address is written: +tags removed and case folded (SECURITY.md)', async () => {
    for (const [i, email] of ['Rina.Das+one@Example.org', 'RINA.DAS+two@example.org', 'rina.das@EXAMPLE.ORG'].entries()) {
      expect((await registerFrom(`198.51.100.${20 + i}`, email)).statusCode).toBe(201);
    }
    const fourth = await registerFrom('198.51.100.23', 'rina.das+three@example.org');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatch(/already registered 3 grievances/);
    // Another mailbox at the same domain is not affected.
    expect((await registerFrom('198.51.100.23', 'rina.dass+one@example.org')).statusCode).toBe(201);
  });

  it('mails back nothing the sender wrote but the name, without links and cut to 60 characters', async () => {
    const email = 'target@example.org';
    const name = 'Locked: https://e.example/x evil.com/x 10.0.0.1 a@e.example Read this message about your account, it is urgent, reply';
    const registered = await registerFrom('203.0.113.50', email, name);
    expect(registered.statusCode).toBe(201);
    const { registration_id } = ComplaintRegistrationResponse.parse(registered.json());
    const subject = 'Please call +91 99999 00000 to claim your refund';
    const message = 'Visit http://refund.example now: the college owes you money.';
    expect((await ctx.app.inject({ method: 'POST', url: `/api/complain/edit/${registration_id}`, payload: { subject, message, status: 0 } })).statusCode).toBe(
      200,
    );

    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    const expectedName = nameForMail(name);
    expect(expectedName).toBe('Locked: Read this message about your account, it is urgent,');
    for (const mail of mails) {
      const text = `${mail.subject}\n${mail.body_text}`;
      expect(text).toContain(`Dear ${expectedName},`);
      for (const echoed of ['example', 'evil', 'http', '10.0.0.1', '@', 'urgent, reply', subject, 'refund', 'owes you', '+91'])
        expect(text).not.toContain(echoed);
      expect(text).toContain(registration_id);
    }
  });

  it("the desk's status mail repeats the cleaned name and the staff's feedback, never the sender's subject", () => {
    const mail = statusMail({ name: 'Win a prize at prize.example.com today', registration_id: 'AEC-7KQ2-M9XD' }, 2, 'The fan was replaced.');
    expect(mail.text).toContain('Dear Win a prize at today,');
    expect(mail.text).toContain('The status of your grievance AEC-7KQ2-M9XD is now: Disposed.');
    expect(mail.text).toContain('The fan was replaced.');
    expect(mail.text).not.toContain('prize.example');
  });

  it('keeps a plain name as it is, and greets without a name when nothing is left of it', () => {
    expect(nameForMail('  Dr. A.K.  Das ')).toBe('Dr. A.K. Das');
    expect(nameForMail('Rina\u202eDas')).toBe('Rina Das');
    expect(nameForMail('x'.repeat(100))).toBe('x'.repeat(60));
    expect(greeting('https://evil.example')).toBe('Dear Sir or Madam,');
  });
});

describe('a global throttle on failed grievance lookups (SECURITY.md)', () => {
  let ctx: TestContext;
  const details = { subject: 's', message: 'm', status: 0 };
  const from = (i: number) => `2001:db8::${i.toString(16)}`;

  beforeAll(async () => {
    process.env.AEC_GRIEVANCE_FAILED_LOOKUPS = '5';
    try {
      ctx = await buildTestApp({ AEC_SEED: '0', AEC_RATE_LIMIT_MAX: '100000' });
    } finally {
      delete process.env.AEC_GRIEVANCE_FAILED_LOOKUPS;
    }
  });
  afterAll(() => ctx.close());

  it('after 5 failed lookups from 5 addresses, the old 40-bit numbers are 429 for everyone until the window ends; the 80-bit ones still answer', async () => {
    const now = new Date().toISOString();
    ctx.app.db
      .prepare(
        "INSERT INTO complaints (registration_id, type, addressee, name, email, address, language, registered_at, updated_at) VALUES ('AEC-7KQ2-M9XD', 'GENERAL', 'office', 'Old', 'old@example.org', '', 'en', ?, ?)",
      )
      .run(now, now);
    const fresh = ComplaintRegistrationResponse.parse(
      (await ctx.app.inject({ method: 'POST', url: '/api/complain', payload: registration() })).json(),
    ).registration_id;
    // Found before the failures.
    expect((await ctx.app.inject({ url: '/api/complain/AEC-7KQ2-M9XD', remoteAddress: from(99) })).statusCode).toBe(200);
    // Five guesses from five addresses: unknown numbers on lookup and on submit, and a used one.
    for (let i = 0; i < 3; i++) expect((await ctx.app.inject({ url: `/api/complain/AEC-0000-000${i}`, remoteAddress: from(i) })).json()).toEqual({ rows: [] });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/complain/edit/AEC-0000-0009', payload: details, remoteAddress: from(3) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/complain/edit/${fresh}`, payload: details, remoteAddress: from(4) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/complain/edit/${fresh}`, payload: details, remoteAddress: from(4) })).statusCode).toBe(404);
    expect((ctx.app.db.prepare('SELECT SUM(failures) AS n FROM grievance_lookup_failures').get() as { n: number }).n).toBe(5);

    // Now an existing old number is refused like an unknown one, from a new address, on both calls.
    for (const answer of [
      await ctx.app.inject({ url: '/api/complain/AEC-7KQ2-M9XD', remoteAddress: from(100) }),
      await ctx.app.inject({ url: '/api/complain/AEC-0000-0005', remoteAddress: from(101) }),
      await ctx.app.inject({ method: 'POST', url: '/api/complain/edit/AEC-7KQ2-M9XD', payload: details, remoteAddress: from(102) }),
    ]) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual({ error: expect.stringMatching(/older, shorter form are not looked up for \d+ minute/) });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(600);
    }
    // An 80-bit number cannot be guessed: it is still looked up.
    expect(ComplaintLookupResponse.parse((await ctx.app.inject({ url: `/api/complain/${fresh}`, remoteAddress: from(103) })).json()).rows).toHaveLength(1);
    // The next window starts afresh.
    expect(ctx.app.complaints.lookup('AEC-7KQ2-M9XD', Date.now() + 600_000)).toHaveLength(1);
  });
});

describe('grievance rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '0', AEC_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => ctx.close());

  it.each([
    ['register', { method: 'POST' as const, url: '/api/complain', payload: registration() }],
    ['edit', { method: 'POST' as const, url: '/api/complain/edit/AEC-0000-0000', payload: { subject: 's', message: 'm', status: 0 } }],
    ['lookup', { method: 'GET' as const, url: '/api/complain/AEC-0000-0000' }],
  ])('answers %s beyond the limit with 429 and a JSON sentence', async (_what, request) => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await ctx.app.inject(request)).statusCode);
    expect(codes.slice(0, 3).every((c) => c !== 429)).toBe(true);
    const limited = await ctx.app.inject(request);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.stringMatching(/Too many requests.*seconds/) });
  });

  it('does not let a client escape the limit with a forged X-Forwarded-For', async () => {
    const request = { url: '/api/complain/AEC-0000-0001', remoteAddress: '203.0.113.9' };
    for (let i = 0; i < 3; i++) await ctx.app.inject({ ...request, headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    expect((await ctx.app.inject({ ...request, headers: { 'x-forwarded-for': '198.51.100.77' } })).statusCode).toBe(429);
  });

  it('keeps production defaults when AEC_RATE_LIMIT_MAX is unset', async () => {
    const { defaultRateLimits } = await import('../../app');
    expect(defaultRateLimits.register).toBeLessThanOrEqual(30);
    expect(defaultRateLimits.lookup).toBeLessThanOrEqual(100);
  });
});

describe("grievance mails in the filer's language (docs/product/languages.md)", () => {
  let ctx: TestContext;
  const outbox = (to: string) =>
    (
      ctx.app.db.prepare('SELECT subject, body_text FROM mail_outbox WHERE to_address = ? ORDER BY id').all(to) as Array<{ subject: string; body_text: string }>
    ).map((m) => ({ subject: m.subject, body: m.body_text }));

  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '0', AEC_RATE_LIMIT_MAX: '100000' });
  });
  afterAll(() => ctx.close());

  it('a grievance filed from an Assamese page is acknowledged in Assamese, on screen and by mail, and its details mail too', async () => {
    const email = 'asomiya@example.org';
    const res = await ctx.app.inject({ method: 'POST', url: '/api/complain', payload: { ...registration({ email }), language: 'as' } });
    expect(res.statusCode).toBe(201);
    const { registration_id: reg, message } = ComplaintRegistrationResponse.parse(res.json());
    expect(message).toContain(`আপোনাৰ পঞ্জীয়ন নম্বৰ ${reg}`);
    const [ack] = outbox(email);
    expect(ack!.subject).toBe(`আপোনাৰ অভিযোগৰ পঞ্জীয়ন নম্বৰ: ${reg}`);
    expect(ack!.body).toContain('মাননীয় Rupam Kalita,');
    expect(ack!.body).toContain(`পঞ্জীয়ন নম্বৰ: ${reg}`);
    expect(ack!.body).not.toMatch(/Your grievance|Registration number/);

    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/complain/edit/${reg}`, payload: { subject: 'Fan', message: 'Broken', status: 0 } })).statusCode,
    ).toBe(200);
    expect(outbox(email)[1]!.subject).toBe(`অভিযোগ ${reg} লাভ কৰা হৈছে`);
  });

  it('Hindi the same; English when no language is given; an unknown language is refused in words', async () => {
    const hi = await ctx.app.inject({ method: 'POST', url: '/api/complain', payload: { ...registration({ email: 'hindi@example.org' }), language: 'hi' } });
    expect(outbox('hindi@example.org')[0]!.body).toContain('प्रिय Rupam Kalita,');
    expect(hi.json().message).toContain('आपकी शिकायत पंजीकृत हो गई है');
    await ctx.app.inject({ method: 'POST', url: '/api/complain', payload: registration({ email: 'english@example.org' }) });
    expect(outbox('english@example.org')[0]!.subject).toMatch(/^Your grievance registration number: /);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/complain', payload: { ...registration(), language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/language must be 'en', 'as' or 'hi'/);
  });

  it("the desk's status mail is in the grievance's language, with the statuses of docs/product/office-and-grievances.md named in it", () => {
    const mail = statusMail({ name: 'রূপম', registration_id: 'AEC-7KQ2-M9XD', language: 'as' }, 1, 'কাম চলি আছে।');
    expect(mail.subject).toBe('অভিযোগ AEC-7KQ2-M9XD: বিবেচনাধীন');
    expect(mail.text).toContain('মহাবিদ্যালয়ৰ প্ৰত্যুত্তৰ:');
    expect(statusMail({ name: 'Asha', registration_id: 'AEC-7KQ2-M9XD' }, 2, '').subject).toBe('Grievance AEC-7KQ2-M9XD: Disposed');
    expect(statusMail({ name: 'Asha', registration_id: 'AEC-7KQ2-M9XD', language: 'hi' }, 0, '').subject).toBe('शिकायत AEC-7KQ2-M9XD: प्राप्त');
  });
});
