import { AuditListResponse, ProjectResponse, SubscriptionResponse } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { seedProjects } from '../../seed/projects-seed';
import { STAFF_TEST_ENV, staffTestKit, type StaffSession } from '../staff/staff-test-kit';

const outbox = (ctx: TestContext, to: string) =>
  ctx.app.db.prepare('SELECT subject, body_text FROM mail_outbox WHERE to_address = ? ORDER BY id').all(to) as Array<{ subject: string; body_text: string }>;
const linkIn = (text: string, action: 'confirm' | 'unsubscribe') =>
  text.match(new RegExp(`https?://[^\\s]+/subscription/${action}\\?token=([A-Za-z0-9_-]{32})`));

const tender = (over: Record<string, unknown> = {}) => ({
  title: 'Supply of a spectrometer (test)',
  tenderNo: 'AEC/TEQIP/2026/917',
  reference: 'AEC/TEQIP/PROC/917',
  type: 'TEQIP',
  description: 'Sealed bids are invited.',
  publishedAt: new Date().toISOString(),
  dateOpening: new Date('2026-12-11T06:30:00Z').toISOString(),
  dateClosing: new Date('2026-12-10T06:30:00Z').toISOString(),
  ...over,
});

describe('project microsites in Assamese and Hindi (docs/product/languages.md)', () => {
  let ctx: TestContext;
  let admin: StaffSession;
  let publisher: StaffSession;
  const kit = staffTestKit(() => ctx.app);
  const { call } = kit;
  const publicProject = async (code: string) => ProjectResponse.parse((await ctx.app.inject({ url: `/api/project/${code}` })).json()).rows[0]!;
  const subscribe = (code: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/project/${code}/subscribe`, payload });
  const row = (email: string) =>
    ctx.app.db.prepare('SELECT language, confirmed_at FROM alert_subscriptions WHERE email = ?').get(email) as { language: string };

  beforeAll(async () => {
    ctx = await buildTestApp(STAFF_TEST_ENV);
    await seedProjects(ctx.app.db, ctx.config.dataDir);
    ({ admin, publisher } = await kit.signInStaff());
  });
  afterAll(() => ctx.close());

  describe('the home text in three languages', () => {
    it('stores the Assamese and Hindi home texts with the English, sanitised, audited, and answers them publicly', async () => {
      expect((await publicProject('neqip')).translations).toBeUndefined();
      const res = await call(publisher, 'PUT', '/api/staff/projects/neqip/home', {
        homepageHtml: '<h2>About</h2><p>English text</p>',
        translations: {
          as: { homepage: '<h2>পৰিচয়</h2><p onclick="x()">অসমীয়া পাঠ</p><script>alert(1)</script>' },
          hi: { homepage: '<p>हिन्दी पाठ <a href="javascript:alert(1)">लिंक</a></p>' },
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().translations.as.homepage).toBe('<h2>পৰিচয়</h2><p>অসমীয়া পাঠ</p>');

      const project = await publicProject('neqip');
      expect(project.project_homepage).toBe('<h2>About</h2><p>English text</p>');
      // h2 kept (page text, as in the English), handlers, scripts and javascript: links dropped.
      expect(project.translations?.as?.homepage).toBe('<h2>পৰিচয়</h2><p>অসমীয়া পাঠ</p>');
      expect(project.translations?.hi?.homepage).toBe('<p>हिन्दी पाठ <a>लिंक</a></p>');

      const audit = AuditListResponse.parse((await call(admin, 'GET', '/api/staff/audit?action=project.home')).json()).rows[0]!;
      expect(JSON.stringify(audit)).toContain('অসমীয়া পাঠ');
    });

    it('keeps a language left out, removes a blank one, and marks the projects lacking one in the staff list', async () => {
      await call(publisher, 'PUT', '/api/staff/projects/neqip/home', { homepageHtml: '<p>English again</p>', translations: { hi: { homepage: '  ' } } });
      const project = await publicProject('neqip');
      expect(project.translations).toEqual({ as: { homepage: '<h2>পৰিচয়</h2><p>অসমীয়া পাঠ</p>' } });

      const list = (await call(publisher, 'GET', '/api/staff/projects')).json() as { rows: { code: string; missingTranslations: string[] }[] };
      expect(Object.fromEntries(list.rows.map((r) => [r.code, r.missingTranslations]))).toEqual({ teqip: ['as', 'hi'], neqip: ['hi'], rusa: ['as', 'hi'] });
      expect((await call(publisher, 'GET', '/api/staff/projects/neqip')).json().translations).toEqual(project.translations);

      // An edit of the English alone keeps the translations.
      await call(publisher, 'PUT', '/api/staff/projects/neqip/home', { homepageHtml: '<p>Only English changed</p>' });
      expect((await publicProject('neqip')).translations?.as?.homepage).toContain('অসমীয়া পাঠ');
    });

    it('refuses a translation that is too long with a clear 400, and changes nothing', async () => {
      const before = await publicProject('neqip');
      const res = await call(publisher, 'PUT', '/api/staff/projects/neqip/home', {
        homepageHtml: '<p>x</p>',
        translations: { as: { homepage: `<p>${'অ'.repeat(20_001)}</p>` } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.stringMatching(/at most 20,000 characters/) });
      expect(await publicProject('neqip')).toEqual(before);
      const wrongLanguage = await call(publisher, 'PUT', '/api/staff/projects/neqip/home', { homepageHtml: '<p>x</p>', translations: { as: { homepage: 5 } } });
      expect(wrongLanguage.statusCode).toBe(400);
    });
  });

  describe('tender alerts in the language subscribed from', () => {
    it('stores the language, answers and mails the confirmation in Assamese with /as/ links', async () => {
      const res = await subscribe('teqip', { email: 'asomiya@example.org', language: 'as' });
      expect(res.statusCode).toBe(202);
      expect(SubscriptionResponse.parse(res.json()).message).toMatch(/^প্ৰায় হৈ গ'ল: asomiya@example.org/);
      expect(row('asomiya@example.org').language).toBe('as');
      const [mail] = outbox(ctx, 'asomiya@example.org');
      expect(mail!.subject).toBe('TEQIP-IIIৰ নিবিদাৰ খবৰ পাবলৈ নিশ্চিত কৰক');
      expect(mail!.body_text).toContain('নমস্কাৰ,');
      expect(mail!.body_text).toContain('৭ দিনৰ ভিতৰত');
      expect(mail!.body_text).toContain('এই মেইলবোৰ বন্ধ কৰিবলৈ');
      expect(mail!.body_text).not.toMatch(/Hello|tender|Assam Engineering College/);
      expect(linkIn(mail!.body_text, 'confirm')![0]).toMatch(/\/as\/project\/teqip\/subscription\/confirm\?token=/);
      expect(linkIn(mail!.body_text, 'unsubscribe')![0]).toMatch(/\/as\/project\/teqip\/subscription\/unsubscribe\?token=/);

      const confirmed = await ctx.app.inject({
        method: 'POST',
        url: '/api/project/subscription/confirm',
        payload: { token: linkIn(mail!.body_text, 'confirm')![1] },
      });
      expect(SubscriptionResponse.parse(confirmed.json()).message).toMatch(/^ধন্যবাদ/);
    });

    it('keeps English by default and refuses an unknown language with a 400', async () => {
      await subscribe('teqip', { email: 'english@example.org' });
      expect(row('english@example.org').language).toBe('en');
      expect(outbox(ctx, 'english@example.org')[0]!.subject).toBe('Confirm your TEQIP-III tender alerts');
      const bad = await subscribe('teqip', { email: 'x@example.org', language: 'fr' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/language must be 'en', 'as' or 'hi'/);
    });

    it("mails each alert in its subscriber's language, with the tender's title in it when there is one", async () => {
      const hindi = await subscribe('teqip', { email: 'hindi@example.org', language: 'hi' });
      expect(SubscriptionResponse.parse(hindi.json()).message).toMatch(/^लगभग हो गया/);
      const token = linkIn(outbox(ctx, 'hindi@example.org')[0]!.body_text, 'confirm')![1];
      await ctx.app.inject({ method: 'POST', url: '/api/project/subscription/confirm', payload: { token } });

      const published = ctx.app.tenderPublisher.publish({ ...tender(), translations: { as: { title: 'বৰ্ণালীমাপক যন্ত্ৰ যোগান (পৰীক্ষা)' } } });
      expect(published.alerted).toBeGreaterThanOrEqual(2);
      const asAlert = outbox(ctx, 'asomiya@example.org').at(-1)!;
      expect(asAlert.subject).toBe('TEQIP-IIIৰ নতুন নিবিদা: বৰ্ণালীমাপক যন্ত্ৰ যোগান (পৰীক্ষা)');
      expect(asAlert.body_text).toContain('দাখিলৰ অন্তিম তাৰিখ: ১০ ডিচেম্বৰ, ২০২৬');
      expect(asAlert.body_text).toContain('নিবিদা নং: AEC/TEQIP/2026/917');
      expect(asAlert.body_text).toMatch(/নথি আৰু বিৱৰণ: https?:\/\/\S+\/as\/project\/teqip\/tender\n/);
      // No Hindi title: the English one, in a Hindi mail.
      const hiAlert = outbox(ctx, 'hindi@example.org').at(-1)!;
      expect(hiAlert.subject).toBe('TEQIP-III की नई निविदा: Supply of a spectrometer (test)');
      expect(hiAlert.body_text).toContain('जमा करने की अंतिम तिथि: 10 दिसंबर 2026');

      // A corrigendum reads the stored titles.
      ctx.app.translations.write('tenders', published.id, { hi: { title: 'स्पेक्ट्रोमीटर की आपूर्ति (परीक्षण)' } });
      ctx.app.tenderPublisher.addCorrigendum(published.id, { publishedAt: new Date().toISOString(), title: 'Date extended', description: '' });
      expect(outbox(ctx, 'hindi@example.org').at(-1)!.subject).toBe('TEQIP-III निविदा का शुद्धिपत्र: स्पेक्ट्रोमीटर की आपूर्ति (परीक्षण)');

      const unsubscribeToken = linkIn(outbox(ctx, 'hindi@example.org').at(-1)!.body_text, 'unsubscribe')![1];
      const gone = await ctx.app.inject({ method: 'POST', url: '/api/project/subscription/unsubscribe', payload: { token: unsubscribeToken } });
      expect(SubscriptionResponse.parse(gone.json()).message).toMatch(/^आपकी सदस्यता समाप्त कर दी गई है/);
    });
  });
});
