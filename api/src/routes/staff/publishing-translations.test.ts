import { NewsResponse, NoticeListResponse, StaffTranslatedListResponse } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { STAFF_TEST_ENV, staffTestKit, type StaffSession } from './staff-test-kit';

/**
 * docs/product/languages.md in the staff API: create and update bodies take `translations`, the details answer
 * them, the audit log keeps them, the lists say which languages each item has and filter the items
 * missing one, a delete forgets them, and the public answer shows a translation at once.
 */
describe('the staff console API: translations of notices, tenders, news, events and department notifications', () => {
  let ctx: TestContext;
  let publisher: StaffSession;
  const kit = staffTestKit(() => ctx.app);
  const call = (method: string, url: string, payload?: unknown) => kit.call(publisher, method, url, payload);
  const list = async (url: string) => StaffTranslatedListResponse.parse((await call('GET', url)).json());
  const auditOf = (target: string) =>
    ctx.app.db.prepare('SELECT action, before_json, after_json FROM audit_log WHERE target = ? ORDER BY id').all(target) as Array<{
      action: string;
      before_json: string | null;
      after_json: string | null;
    }>;

  beforeAll(async () => {
    ctx = await buildTestApp(STAFF_TEST_ENV);
    ({ publisher } = await kit.signInStaff());
  });
  afterAll(() => ctx.close());

  const bodies: Record<string, Record<string, unknown>> = {
    notices: { title: 'Holiday notice', type: 'AEC', message: '<p>Closed.</p>' },
    tenders: { title: 'Lab desks', tenderNo: 'AEC/T/7', type: 'AEC', dateClosing: '2099-01-31', dateOpening: '2099-02-01' },
    news: { title: 'Convocation held', message: '<p>Degrees.</p>' },
    events: { title: 'Tech fest', eventDate: '2099-03-01', venue: 'Auditorium' },
    'department-notifications': { department: 'cse', title: 'Lab schedule', message: '<p>PDF.</p>' },
  };
  const create = async (kind: string, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', `/api/staff/${kind}`, { ...bodies[kind], ...extra });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; translations?: unknown };
  };

  it.each(Object.keys(bodies))('%s: stored on create and update, answered by the detail, kept in the audit log', async (kind) => {
    const created = await create(kind, { translations: { as: { title: '  অসমীয়া শিৰোনাম  ' } } });
    expect(created.translations).toEqual({ as: { title: 'অসমীয়া শিৰোনাম' } });
    // An update replaces the languages it names and keeps the others.
    const updated = await call('PUT', `/api/staff/${kind}/${created.id}`, { ...bodies[kind], translations: { hi: { title: 'हिन्दी शीर्षक' } } });
    expect(updated.statusCode).toBe(200);
    const detail = (await call('GET', `/api/staff/${kind}/${created.id}`)).json();
    expect(detail.translations).toEqual({ as: { title: 'অসমীয়া শিৰোনাম' }, hi: { title: 'हिन्दी शीर्षक' } });
    const target = `${kind === 'news' ? 'news' : kind.replace(/s$/, '')}:${created.id}`;
    const [createEntry, updateEntry] = auditOf(target);
    expect(JSON.parse(createEntry!.after_json!).translations).toEqual({ as: { title: 'অসমীয়া শিৰোনাম' } });
    expect(JSON.parse(updateEntry!.before_json!).translations).toEqual({ as: { title: 'অসমীয়া শিৰোনাম' } });
    expect(JSON.parse(updateEntry!.after_json!).translations.hi).toEqual({ title: 'हिन्दी शीर्षक' });
    // The list row names its languages.
    const row = (await list(`/api/staff/${kind}?q=${encodeURIComponent(String(bodies[kind]!.title))}`)).rows.find((r) => r.id === created.id);
    expect(row!.languages).toEqual(['en', 'as', 'hi']);
  });

  it('sanitises translated markup as it does the English (a message; a tender’s description)', async () => {
    const hostile = '<p onclick="x()">पाठ</p><script>alert(1)</script>';
    const created = await create('news', { translations: { hi: { message: hostile } } });
    expect(created.translations).toEqual({ hi: { message: '<p>पाठ</p>' } });
    const tender = await create('tenders', { tenderNo: 'AEC/T/8', translations: { hi: { description: hostile } } });
    expect(tender.translations).toEqual({ hi: { description: '<p>पाठ</p>' } });
  });

  it.each([
    ['a language other than Assamese and Hindi', { fr: { title: 'Avis' } }, /^translations: translations are in Assamese \(as\) or Hindi \(hi\) only$/],
    ['a field notices do not translate', { as: { venue: 'প্ৰেক্ষাগৃহ' } }, /^translations\.as: only the title, description and message can be translated here$/],
    ['a title too long', { hi: { title: 'क'.repeat(501) } }, /^translations\.hi\.title: A translated title must be at most 500 characters$/],
    ['a message too long', { as: { message: 'ক'.repeat(20_001) } }, /^translations\.as\.message: A translation must be at most 20,000 characters$/],
  ])('refuses %s with a 400 and a sentence', async (_what, translations, sentence) => {
    const res = await call('POST', '/api/staff/notices', { ...bodies.notices, translations });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(sentence);
  });

  it('lists with missing=translation only the items lacking an Assamese or a Hindi title', async () => {
    const none = await create('events', { title: 'Untranslated fest' });
    const half = await create('events', { title: 'Half fest', translations: { as: { title: 'আধা' } } });
    const both = await create('events', { title: 'Whole fest', translations: { as: { title: 'সম্পূৰ্ণ' }, hi: { title: 'पूर्ण' } } });
    const missing = await list('/api/staff/events?missing=translation&q=fest');
    const ids = missing.rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([none.id, half.id]));
    expect(ids).not.toContain(both.id);
    expect(missing.total).toBe(ids.length);
    expect(missing.rows.find((r) => r.id === half.id)!.languages).toEqual(['en', 'as']);
    expect((await list('/api/staff/events?q=fest')).rows.map((r) => r.id)).toContain(both.id);
    const notifications = await list('/api/staff/department-notifications?department=cse&missing=translation');
    expect(notifications.rows.every((r) => r.languages.length < 3)).toBe(true);
    const refused = await call('GET', '/api/staff/events?missing=everything');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/missing can only be "translation"/);
  });

  it('shows a translation on the public answer at once, though the answer was cached before', async () => {
    const notice = await create('notices', { title: 'Exam notice' });
    const newsItem = await create('news', { title: 'Sports day' });
    const publicNotice = async () => NoticeListResponse.parse((await ctx.app.inject({ url: `/api/notice/${notice.id}` })).json()).rows[0]!;
    const publicNews = async () => NewsResponse.parse((await ctx.app.inject({ url: '/api/news/1/50?lean=1' })).json()).rows.find((r) => r.id === newsItem.id)!;
    expect(await publicNotice()).not.toHaveProperty('translations');
    expect(await publicNews()).not.toHaveProperty('translations');
    await call('PUT', `/api/staff/notices/${notice.id}`, { ...bodies.notices, title: 'Exam notice', translations: { as: { title: 'পৰীক্ষাৰ জাননী' } } });
    await call('PUT', `/api/staff/news/${newsItem.id}`, { ...bodies.news, title: 'Sports day', translations: { hi: { title: 'खेल दिवस' } } });
    expect((await publicNotice()).translations).toEqual({ as: { title: 'পৰীক্ষাৰ জাননী' } });
    expect((await publicNews()).translations).toEqual({ hi: { title: 'खेल दिवस' } });
  });

  it('forgets an item’s translations when it is deleted', async () => {
    const count = (kind: string, id: number) =>
      (ctx.app.db.prepare('SELECT COUNT(*) AS n FROM content_translations WHERE kind = ? AND item_id = ?').get(kind, id) as { n: number }).n;
    for (const kind of Object.keys(bodies)) {
      const item = await create(kind, { translations: { as: { title: 'মচিবলগীয়া' } } });
      expect(count(kind, item.id)).toBe(1);
      expect((await call('DELETE', `/api/staff/${kind}/${item.id}`)).statusCode).toBe(204);
      expect(count(kind, item.id)).toBe(0);
    }
  });
});
