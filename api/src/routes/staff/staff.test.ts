import {
  ComplaintRegistrationResponse,
  CSRF_HEADER,
  GrievanceDetail,
  GrievanceListResponse,
  GrievanceStatsResponse,
  NoticeListResponse,
  OneTimePasswordResponse,
  SessionResponse,
  TenderListResponse,
} from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { samplePdf } from '../../seed/sample-pdf';
import { OWN_PASSWORDS, STAFF_TEST_ENV, staffTestKit, type StaffSession } from './staff-test-kit';

// Fast slow-down for the lockout test; the lock itself is what is checked.
process.env.AEC_STAFF_SLOWDOWN_MS = '5';

describe('the staff console API (docs/product/staff-console.md)', () => {
  let ctx: TestContext;
  let admin: StaffSession;
  let publisher: StaffSession;
  let officer: StaffSession;

  const { signIn, sessionOf, call, signInStaff, adminSession } = staffTestKit(() => ctx.app);
  const PUBLISHER = { email: 'publisher@aec.ac.in', password: OWN_PASSWORDS.publisher! };
  const registerGrievance = async (email = 'filer@example.org') => {
    const reg = ComplaintRegistrationResponse.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/complain',
          payload: { email, info: [{ name: 'Rupam Kalita', address: 'Jalukbari', type: 'GENERAL' }] },
        })
      ).json(),
    ).registration_id;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/complain/edit/${reg}`,
      payload: { subject: 'Broken fan in room 12', message: 'The fan has not worked for a week.', status: 0 },
    });
    return reg;
  };
  const pdfBase64 = async () => Buffer.from(await samplePdf('Admission notice (sample)', ['Report at 10 AM.'])).toString('base64');

  beforeAll(async () => {
    ctx = await buildTestApp(STAFF_TEST_ENV);
    ({ admin, publisher, officer } = await signInStaff());
  });
  afterAll(() => ctx.close());

  describe('sessions', () => {
    it('signs in with an httpOnly SameSite=Strict cookie; only a scrypt hash of the password is stored', async () => {
      const res = await signIn(PUBLISHER.email, PUBLISHER.password);
      expect(res.statusCode).toBe(200);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^aec_staff=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/api\/staff; HttpOnly; SameSite=Strict$/);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = SessionResponse.parse(res.json());
      expect(body.account).toMatchObject({ email: PUBLISHER.email, role: 'publisher', mustChangePassword: false });
      expect(JSON.stringify(body)).not.toMatch(/scrypt|password_hash/);
      const stored = ctx.app.db.prepare('SELECT password_hash FROM staff_accounts WHERE email = ?').get(PUBLISHER.email) as { password_hash: string };
      expect(stored.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
      expect(stored.password_hash).not.toContain(PUBLISHER.password);
    });

    it('marks the cookie Secure when served over HTTPS (behind the proxy)', async () => {
      const res = await signIn(PUBLISHER.email, PUBLISHER.password, { 'x-forwarded-proto': 'https' });
      expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
    });

    it('refuses a wrong password or an unknown email with the same 401 sentence', async () => {
      const wrong = await signIn(PUBLISHER.email, 'not-the-password');
      const unknown = await signIn('nobody@aec.ac.in', 'whatever-password');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      const audit = ctx.app.db.prepare("SELECT actor FROM audit_log WHERE action = 'sign-in.failed' ORDER BY id DESC LIMIT 2").all();
      expect(audit).toEqual([{ actor: 'nobody@aec.ac.in' }, { actor: PUBLISHER.email }]);
      await signIn(PUBLISHER.email, PUBLISHER.password); // resets the failure count
    });

    it('refuses a sign-in posted from another site', async () => {
      const res = await signIn(PUBLISHER.email, PUBLISHER.password, { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
    });

    it('answers /me with the session and ends it at sign-out', async () => {
      const s = await adminSession();
      expect(SessionResponse.parse((await call(s, 'GET', '/api/staff/me')).json()).csrfToken).toBe(s.csrf);
      const out = await call(s, 'POST', '/api/staff/sign-out');
      expect(out.statusCode).toBe(204);
      expect(String(out.headers['set-cookie'])).toMatch(/^aec_staff=; .*Max-Age=0/);
      expect((await call(s, 'GET', '/api/staff/me')).statusCode).toBe(401);
    });

    it('ends a session after the idle time', async () => {
      const s = await adminSession();
      ctx.app.db.prepare('UPDATE staff_sessions SET last_seen_at = ?').run(new Date(Date.now() - 31 * 60_000).toISOString());
      expect((await call(s, 'GET', '/api/staff/me')).statusCode).toBe(401);
      admin = await adminSession();
      publisher = await sessionOf(PUBLISHER.email, PUBLISHER.password);
      officer = await sessionOf('officer@aec.ac.in', OWN_PASSWORDS.grievance_officer!);
    });

    it('slows down and then locks an account after repeated failed sign-ins; an admin reset unlocks it', async () => {
      const victim = OneTimePasswordResponse.parse(
        (await call(admin, 'POST', '/api/staff/accounts', { email: 'victim@aec.ac.in', name: 'V', role: 'publisher' })).json(),
      );
      const answers: number[] = [];
      for (let i = 0; i < 6; i++) answers.push((await signIn('victim@aec.ac.in', `guess-${i}`)).statusCode);
      expect(answers).toEqual([401, 401, 401, 401, 401, 423]);
      const locked = await signIn('victim@aec.ac.in', victim.oneTimePassword);
      expect(locked.statusCode).toBe(423);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect(locked.json().error).toMatch(/locked/);
      const actions = (ctx.app.db.prepare("SELECT action FROM audit_log WHERE actor = 'victim@aec.ac.in' ORDER BY id").all() as { action: string }[]).map(
        (r) => r.action,
      );
      expect(actions.filter((a) => a === 'sign-in.failed')).toHaveLength(7);
      expect(actions).toContain('account.locked');

      const reset = OneTimePasswordResponse.parse((await call(admin, 'POST', `/api/staff/accounts/${victim.account.id}/reset-password`)).json());
      expect((await signIn('victim@aec.ac.in', reset.oneTimePassword)).statusCode).toBe(200);
    });

    it('lets a one-time password do nothing but choose a new password', async () => {
      const created = OneTimePasswordResponse.parse(
        (await call(admin, 'POST', '/api/staff/accounts', { email: 'new@aec.ac.in', name: 'N', role: 'publisher' })).json(),
      );
      expect(created.account.mustChangePassword).toBe(true);
      const s = await sessionOf('new@aec.ac.in', created.oneTimePassword);
      const refused = await call(s, 'GET', '/api/staff/notices');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatch(/password/);
      const tooShort = await call(s, 'POST', '/api/staff/password', { currentPassword: created.oneTimePassword, newPassword: 'short' });
      expect(tooShort.statusCode).toBe(400);
    });
  });

  describe('guards', () => {
    const reg = 'AEC-AAAA-BBBB';
    // Every row has three entries: a test function of three parameters given two would take the third as jest's done().
    const staffEndpoints: Array<[string, string, unknown]> = (
      [
        ['GET', '/api/staff/me'],
        ['POST', '/api/staff/sign-out', {}],
        ['POST', '/api/staff/password', { currentPassword: 'x', newPassword: 'long-enough-password' }],
        ['POST', '/api/staff/two-factor/setup', {}],
        ['POST', '/api/staff/two-factor/confirm', { code: '123456' }],
        ['GET', '/api/staff/security-policy'],
        ['PUT', '/api/staff/security-policy', { twoFactorForAll: true }],
        ['GET', '/api/staff/accounts'],
        ['POST', '/api/staff/accounts', { email: 'x@aec.ac.in', name: 'X', role: 'publisher' }],
        ['PATCH', '/api/staff/accounts/1', { name: 'X' }],
        ['POST', '/api/staff/accounts/1/reset-password', {}],
        ['GET', '/api/staff/audit'],
        ['GET', '/api/staff/outbox'],
        ['POST', '/api/staff/outbox/1/retry', {}],
        ['GET', '/api/staff/grievances'],
        ['GET', `/api/staff/grievances/${reg}`],
        ['POST', `/api/staff/grievances/${reg}/status`, { status: 2, feedback_message: 'done' }],
        ['POST', '/api/staff/files', { name: 'a.pdf', type: 'application/pdf', dataBase64: 'JVBERi0=' }],
        ['GET', '/api/staff/notices'],
        ['GET', '/api/staff/notices/1'],
        ['POST', '/api/staff/notices', { title: 'x', type: 'AEC' }],
        ['PUT', '/api/staff/notices/1', { title: 'x', type: 'AEC' }],
        ['POST', '/api/staff/notices/1/unpublish', {}],
        ['POST', '/api/staff/notices/1/publish', {}],
        ['DELETE', '/api/staff/notices/1'],
        ['GET', '/api/staff/tenders'],
        ['GET', '/api/staff/tenders/1'],
        ['POST', '/api/staff/tenders', {}],
        ['PUT', '/api/staff/tenders/1', {}],
        ['POST', '/api/staff/tenders/1/corrigenda', {}],
        ['POST', '/api/staff/tenders/1/unpublish', {}],
        ['POST', '/api/staff/tenders/1/publish', {}],
        ['DELETE', '/api/staff/tenders/1'],
      ] as Array<[string, string, unknown?]>
    ).map(([method, url, payload]) => [method, url, payload ?? null]);

    it.each(staffEndpoints)('%s %s refuses without a session (401 JSON)', async (method, url, payload) => {
      const res = await call(undefined, method, url, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: expect.any(String) });
    });

    it.each(staffEndpoints)('%s %s refuses a forged or stale cookie (401)', async (method, url, payload) => {
      const res = await call({ cookie: `aec_staff=${'A'.repeat(43)}`, csrf: admin.csrf }, method, url, payload);
      expect(res.statusCode).toBe(401);
    });

    const adminOnly = staffEndpoints.filter(([, url]) => /accounts|audit|outbox|security-policy/.test(url));
    const publisherOnly = staffEndpoints.filter(([, url]) => /files|notices|tenders/.test(url));
    const officerOnly = staffEndpoints.filter(([, url]) => /grievances/.test(url));

    it.each(adminOnly)('%s %s refuses a publisher and a grievance officer (403)', async (method, url, payload) => {
      expect((await call(publisher, method, url, payload)).statusCode).toBe(403);
      expect((await call(officer, method, url, payload)).statusCode).toBe(403);
    });
    it.each(publisherOnly)('%s %s refuses a grievance officer (403): an officer cannot publish', async (method, url, payload) => {
      expect((await call(officer, method, url, payload)).statusCode).toBe(403);
    });
    it.each(officerOnly)('%s %s refuses a publisher (403): a publisher cannot read grievances', async (method, url, payload) => {
      expect((await call(publisher, method, url, payload)).statusCode).toBe(403);
    });

    it.each(staffEndpoints.filter(([method]) => method !== 'GET'))(
      '%s %s refuses a write without the CSRF token (403), and with a wrong one',
      async (method, url, payload) => {
        const missing = await call(admin, method, url, payload, false);
        expect(missing.statusCode).toBe(403);
        expect(missing.json().error).toMatch(/CSRF/);
        const wrong = await call({ ...admin, csrf: publisher.csrf }, method, url, payload);
        expect(wrong.statusCode).toBe(403);
      },
    );

    it('refuses a write from another origin even with the token', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/staff/notices',
        payload: { title: 'x', type: 'AEC' },
        headers: { cookie: publisher.cookie, [CSRF_HEADER]: publisher.csrf, origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('publishing', () => {
    it('publishes a notice with a PDF: it shows at once on the public lists, details and attachment download', async () => {
      await ctx.app.inject({ url: '/api/notice/1/20' }); // fills the answer cache
      const upload = await call(publisher, 'POST', '/api/staff/files', { name: 'admission.pdf', type: 'application/pdf', dataBase64: await pdfBase64() });
      expect(upload.statusCode).toBe(201);
      const file = upload.json() as { id: number; url: string };
      expect(file.url).toMatch(/^\/files\/[0-9a-f]{64}\.pdf$/);
      const created = await call(publisher, 'POST', '/api/staff/notices', {
        title: 'Final B.Tech admission (sample)',
        type: 'AEC',
        message: '<p>Report at <b>10 AM</b>.</p>',
        fileIds: [file.id],
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      const list = NoticeListResponse.parse((await ctx.app.inject({ url: '/api/notice/1/20' })).json());
      expect(list.rows[0]).toMatchObject({ id, title: 'Final B.Tech admission (sample)', message: '<p>Report at <b>10 AM</b>.</p>' });
      expect(JSON.parse(list.rows[0]!.description)).toEqual([{ type: 'AEC', description: '' }]);
      expect(JSON.parse(list.rows[0]!.uploadInfo)).toEqual([{ index: 0, name: 'admission.pdf', type: 'application/pdf', size: expect.any(Number) }]);
      const download = await ctx.app.inject({ url: `/api/notice/attachment/${id}/0` });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const audit = ctx.app.db.prepare("SELECT actor, after_json FROM audit_log WHERE action = 'notice.create'").get() as { actor: string; after_json: string };
      expect(audit.actor).toBe('publisher@aec.ac.in');
      expect(JSON.parse(audit.after_json)).toMatchObject({ id, title: 'Final B.Tech admission (sample)' });
    });

    it('stores markup with <script> and onerror= sanitised', async () => {
      const created = await call(publisher, 'POST', '/api/staff/notices', {
        title: 'Markup test (sample)',
        type: 'AEC',
        message: '<p onclick="x()">Hi</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
      });
      const row = (await ctx.app.inject({ url: `/api/notice/${created.json().id}` })).json().rows[0];
      expect(row.message).toBe('<p>Hi</p><a>x</a>');
      const tender = await call(publisher, 'POST', '/api/staff/tenders', {
        title: 'Supply of lab benches (sample)',
        tenderNo: 'AEC/T/2026/01',
        type: 'AEC',
        description: '<p>Bids <i>sealed</i></p><script>steal()</script><img onerror=alert(1) src=x>',
        dateClosing: '2030-01-10T10:00:00Z',
        dateOpening: '2030-01-11T10:00:00Z',
      });
      expect(tender.statusCode).toBe(201);
      expect(JSON.parse(tender.json().description)[0].description).toBe('<p>Bids <i>sealed</i></p>');
    });

    it.each([
      ['an HTML page named .pdf', '<!doctype html><script>alert(1)</script>', 'application/pdf'],
      ['a script named .pdf', '#!/bin/sh\nrm -rf /', 'application/pdf'],
      ['an SVG named .png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/png'],
    ])('refuses %s (415), storing nothing', async (_what, content, type) => {
      const before = (ctx.app.db.prepare('SELECT COUNT(*) AS n FROM files').get() as { n: number }).n;
      const res = await call(publisher, 'POST', '/api/staff/files', { name: 'notice.pdf', type, dataBase64: Buffer.from(content).toString('base64') });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: expect.stringMatching(/PDF/) });
      expect((ctx.app.db.prepare('SELECT COUNT(*) AS n FROM files').get() as { n: number }).n).toBe(before);
    });

    it('refuses a PDF declared as an image, a PDF with script, and a file over the size limit', async () => {
      const pdf = await pdfBase64();
      expect((await call(publisher, 'POST', '/api/staff/files', { name: 'x.png', type: 'image/png', dataBase64: pdf })).statusCode).toBe(415);
      const scripted = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Action /S /JavaScript /JS (app.alert(1)) >> endobj\n%%EOF').toString('base64');
      expect((await call(publisher, 'POST', '/api/staff/files', { name: 'x.pdf', type: 'application/pdf', dataBase64: scripted })).statusCode).toBe(415);
      const big = Buffer.alloc(10 * 1024 * 1024 + 1);
      big.write('%PDF-1.7\n');
      const res = await call(publisher, 'POST', '/api/staff/files', { name: 'big.pdf', type: 'application/pdf', dataBase64: big.toString('base64') });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatch(/10 MB/);
    });

    it('edits, unpublishes (gone from every public answer and search), publishes again and deletes a notice', async () => {
      const id = (await call(publisher, 'POST', '/api/staff/notices', { title: 'Hostel fee deadline (sample)', type: 'AEC' })).json().id as number;
      const edited = await call(publisher, 'PUT', `/api/staff/notices/${id}`, { title: 'Hostel fee deadline extended (sample)', type: 'AEC' });
      expect(edited.json().title).toBe('Hostel fee deadline extended (sample)');
      expect(JSON.stringify((await ctx.app.inject({ url: '/api/search?q=extended' })).json())).toContain('Hostel fee deadline extended');

      expect((await call(publisher, 'POST', `/api/staff/notices/${id}/unpublish`)).json().unpublishedAt).toEqual(expect.any(String));
      expect((await ctx.app.inject({ url: `/api/notice/${id}` })).statusCode).toBe(404);
      const list = NoticeListResponse.parse((await ctx.app.inject({ url: '/api/notice/1/100?archive=1' })).json());
      expect(list.rows.map((r) => r.id)).not.toContain(id);
      // The same query as before: the cached answer was cleared by the write.
      expect(JSON.stringify((await ctx.app.inject({ url: '/api/search?q=extended' })).json())).not.toContain('Hostel fee');
      // Still in the console.
      expect((await call(publisher, 'GET', `/api/staff/notices/${id}`)).statusCode).toBe(200);
      expect((await call(publisher, 'GET', '/api/staff/notices?q=hostel')).json().rows[0]).toMatchObject({ id, unpublishedAt: expect.any(String) });

      await call(publisher, 'POST', `/api/staff/notices/${id}/publish`);
      expect((await ctx.app.inject({ url: `/api/notice/${id}` })).statusCode).toBe(200);
      expect(JSON.stringify((await ctx.app.inject({ url: '/api/search?q=extended' })).json())).toContain('Hostel fee');

      expect((await call(publisher, 'DELETE', `/api/staff/notices/${id}`)).statusCode).toBe(204);
      expect((await ctx.app.inject({ url: `/api/notice/${id}` })).statusCode).toBe(404);
      expect((await call(publisher, 'GET', `/api/staff/notices/${id}`)).statusCode).toBe(404);
      const trail = (ctx.app.db.prepare('SELECT action FROM audit_log WHERE target = ? ORDER BY id').all(`notice:${id}`) as { action: string }[]).map(
        (r) => r.action,
      );
      expect(trail).toEqual(['notice.create', 'notice.update', 'notice.unpublish', 'notice.publish', 'notice.delete']);
    });

    it('publishes a tender with a corrigendum, shown at once in the public list', async () => {
      await ctx.app.inject({ url: '/api/tender/1/5' });
      const id = (
        await call(publisher, 'POST', '/api/staff/tenders', {
          title: 'Supply of computers (sample)',
          tenderNo: 'AEC/T/2026/02',
          reference: 'GeM/2026/B/1',
          type: 'AEC',
          dateClosing: '2030-02-10T10:00:00Z',
          dateOpening: '2030-02-11T10:00:00Z',
        })
      ).json().id as number;
      const corrigendum = await call(publisher, 'POST', `/api/staff/tenders/${id}/corrigenda`, {
        title: 'Closing date extended',
        description: 'to 20 February',
      });
      expect(corrigendum.statusCode).toBe(201);
      const list = TenderListResponse.parse((await ctx.app.inject({ url: '/api/tender/1/5' })).json());
      expect(list.rows[0]).toMatchObject({ id, tender_no: 'AEC/T/2026/02', corrigenda: [expect.objectContaining({ title: 'Closing date extended' })] });
      expect(
        (await call(publisher, 'POST', '/api/staff/tenders', { title: 'x', tenderNo: '1', type: 'AEC', dateClosing: '2030-01-10', dateOpening: '2030-01-01' }))
          .statusCode,
      ).toBe(400);
      await call(publisher, 'POST', `/api/staff/tenders/${id}/unpublish`);
      expect(TenderListResponse.parse((await ctx.app.inject({ url: '/api/tender/1/5' })).json()).rows.map((r) => r.id)).not.toContain(id);
    });

    it("keeps a tender's award date through an edit that leaves it out, as the console's form does; null clears it", async () => {
      const awardedAt = '2026-01-20T10:00:00.000Z';
      const tender = {
        title: 'Supply of projectors (sample)',
        tenderNo: 'AEC/T/2026/03',
        type: 'AEC',
        dateClosing: '2026-01-05T10:00:00Z',
        dateOpening: '2026-01-06T10:00:00Z',
      };
      const created = await call(publisher, 'POST', '/api/staff/tenders', { ...tender, awardedAt });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      expect((await call(publisher, 'GET', `/api/staff/tenders/${id}`)).json()).toMatchObject({ awardedAt, status: 'awarded' });

      const edited = await call(publisher, 'PUT', `/api/staff/tenders/${id}`, { ...tender, title: 'Supply of projectors, corrected (sample)' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ title: 'Supply of projectors, corrected (sample)', awardedAt, status: 'awarded' });
      const row = TenderListResponse.parse((await ctx.app.inject({ url: '/api/tender/1/100?archive=1' })).json()).rows.find((r) => r.id === id);
      expect(row?.status).toBe('awarded');

      expect((await call(publisher, 'PUT', `/api/staff/tenders/${id}`, { ...tender, awardedAt: null })).json()).toMatchObject({
        awardedAt: null,
        status: 'closed',
      });
    });

    it('refuses attachments that were never uploaded and bad input with 400 JSON', async () => {
      expect((await call(publisher, 'POST', '/api/staff/notices', { title: 'x', type: 'AEC', fileIds: [999999] })).statusCode).toBe(400);
      expect((await call(publisher, 'POST', '/api/staff/notices', { title: '', type: 'AEC' })).json()).toEqual({ error: expect.any(String) });
      expect((await call(publisher, 'PUT', '/api/staff/notices/999999', { title: 'x', type: 'AEC' })).statusCode).toBe(404);
    });
  });

  describe('grievance desk', () => {
    it('lists with filters and search, shows the full record with history', async () => {
      const reg = await registerGrievance('desk@example.org');
      const list = GrievanceListResponse.parse((await call(officer, 'GET', '/api/staff/grievances?status=0&q=fan')).json());
      expect(list.rows.map((r) => r.registration_id)).toContain(reg);
      expect(list.overdueDays).toBe(15);
      expect(
        GrievanceListResponse.parse((await call(officer, 'GET', '/api/staff/grievances?status=2')).json()).rows.map((r) => r.registration_id),
      ).not.toContain(reg);
      const detail = GrievanceDetail.parse((await call(officer, 'GET', `/api/staff/grievances/${reg}`)).json());
      expect(detail).toMatchObject({ email: 'desk@example.org', name: 'Rupam Kalita', subject: 'Broken fan in room 12', overdue: false });
      expect(detail.history.map((h) => h.field)).toEqual(['registration', 'subject', 'message']);
      expect((await call(officer, 'GET', '/api/staff/grievances?status=7')).statusCode).toBe(400);
    });

    it('flags a grievance not disposed within 15 days as overdue', async () => {
      const reg = await registerGrievance();
      ctx.app.db.prepare('UPDATE complaints SET submitted_at = ? WHERE registration_id = ?').run(new Date(Date.now() - 16 * 86_400_000).toISOString(), reg);
      const overdue = GrievanceListResponse.parse((await call(officer, 'GET', '/api/staff/grievances?overdue=1')).json());
      expect(overdue.rows.find((r) => r.registration_id === reg)?.overdue).toBe(true);
    });

    it('sets the status with feedback: the filer is mailed, the lookup shows it, history and audit keep it', async () => {
      const reg = await registerGrievance('filer-status@example.org');
      const res = await call(officer, 'POST', `/api/staff/grievances/${reg}/status`, { status: 2, feedback_message: 'The fan was replaced on Monday.' });
      expect(res.statusCode).toBe(200);
      const mail = ctx.app.db.prepare('SELECT to_address, subject, body_text FROM mail_outbox ORDER BY id DESC LIMIT 1').get() as Record<string, string>;
      expect(mail.to_address).toBe('filer-status@example.org');
      expect(mail.subject).toBe(`Grievance ${reg}: Disposed`);
      expect(mail.body_text).toContain('The fan was replaced on Monday.');
      const lookup = (await ctx.app.inject({ url: `/api/complain/${reg}` })).json().rows[0];
      expect(lookup).toMatchObject({ status: 2, feedback_message: 'The fan was replaced on Monday.' });
      const detail = GrievanceDetail.parse(res.json());
      expect(detail.history.slice(-2).map((h) => [h.field, h.to_value])).toEqual([
        ['status', '2'],
        ['feedback_message', 'The fan was replaced on Monday.'],
      ]);
      const audit = ctx.app.db.prepare('SELECT actor, before_json, after_json FROM audit_log WHERE target = ?').get(`grievance:${reg}`) as {
        actor: string;
        before_json: string;
        after_json: string;
      };
      expect(audit.actor).toBe('officer@aec.ac.in');
      expect(JSON.parse(audit.before_json)).toEqual({ status: 0, feedback_message: '' });
      expect(
        (await call(officer, 'POST', `/api/staff/grievances/${reg}/status`, { status: 2, feedback_message: 'The fan was replaced on Monday.' })).statusCode,
      ).toBe(400);
      expect((await call(officer, 'POST', `/api/staff/grievances/${reg}/status`, { status: 3, feedback_message: '' })).statusCode).toBe(400);
    });

    it('publishes monthly statistics with counts only', async () => {
      const res = await ctx.app.inject({ url: '/api/grievance-stats' });
      expect(res.statusCode).toBe(200);
      const stats = GrievanceStatsResponse.parse(res.json());
      const total = stats.months.reduce((sum, m) => sum + m.received, 0);
      expect(total).toBe(3);
      expect(stats.months[0]!.disposed).toBeGreaterThanOrEqual(1);
      expect(res.body).not.toMatch(/@|AEC-|Rupam|fan/i);
    });
  });

  describe('admin', () => {
    it('reads the audit log (sign-ins, failures, changes with before and after); nothing can change it', async () => {
      const log = (await call(admin, 'GET', '/api/staff/audit?action=sign-in')).json();
      expect(log.rows.map((r: { action: string }) => r.action)).toEqual(expect.arrayContaining(['sign-in', 'sign-in.failed']));
      const changes = (await call(admin, 'GET', '/api/staff/audit?action=notice.update')).json();
      expect(changes.rows[0]).toMatchObject({ actor: 'publisher@aec.ac.in', before: expect.any(Object), after: expect.any(Object) });
      expect(() => ctx.app.db.prepare('UPDATE audit_log SET actor = ?').run('x')).toThrow(/append-only/);
      expect(() => ctx.app.db.prepare('DELETE FROM audit_log').run()).toThrow(/append-only/);
      expect((await call(admin, 'DELETE', '/api/staff/audit')).statusCode).toBe(404);
    });

    it('lists the outbox by state and retries a queued mail', async () => {
      const out = (await call(admin, 'GET', '/api/staff/outbox?state=queued')).json();
      expect(out.smtpConfigured).toBe(false);
      expect(out.rows.length).toBeGreaterThan(0);
      const retry = await call(admin, 'POST', `/api/staff/outbox/${out.rows[0].id}/retry`);
      expect(retry.statusCode).toBe(202);
      expect((await call(admin, 'POST', '/api/staff/outbox/999999/retry')).statusCode).toBe(404);
    });

    it("changes roles, ends the changed account's sessions, and keeps at least one admin", async () => {
      const created = OneTimePasswordResponse.parse(
        (await call(admin, 'POST', '/api/staff/accounts', { email: 'role@aec.ac.in', name: 'R', role: 'publisher' })).json(),
      );
      const s = await sessionOf('role@aec.ac.in', created.oneTimePassword);
      await call(admin, 'PATCH', `/api/staff/accounts/${created.account.id}`, { role: 'grievance_officer' });
      expect((await call(s, 'GET', '/api/staff/me')).statusCode).toBe(401);
      expect((await call(admin, 'POST', '/api/staff/accounts', { email: 'role@aec.ac.in', name: 'R', role: 'publisher' })).statusCode).toBe(409);
      const me = SessionResponse.parse((await call(admin, 'GET', '/api/staff/me')).json()).account;
      expect((await call(admin, 'PATCH', `/api/staff/accounts/${me.id}`, { disabled: true })).statusCode).toBe(409);
      const disabled = await call(admin, 'PATCH', `/api/staff/accounts/${created.account.id}`, { disabled: true });
      expect(disabled.json().account.disabled).toBe(true);
    });
  });
});
