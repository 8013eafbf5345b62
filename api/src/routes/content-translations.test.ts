import { DepartmentNotificationResponse, EventsResponse, NewsResponse, NoticeListResponse, TenderListResponse } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../test/helpers';

/**
 * docs/product/languages.md: the public answers of notices, tenders, news, events and department notifications
 * carry `translations` on the rows that have any (lists and details), and a translation written
 * shows at once (the answer cache clears as for an edit of the item).
 */
describe('public answers with their translations', () => {
  let ctx: TestContext;
  const get = async (url: string) => (await ctx.app.inject({ url })).json();
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '0' });
  }, 60_000);
  afterAll(() => ctx.close());

  const now = () => new Date().toISOString();
  const notice = (title: string) => ({ title, type: 'AEC', description: 'd', message: '<p>m</p>', publishedAt: now() });

  it('notices: the translated row carries them in the list and the detail, the other row has no key', async () => {
    const plain = ctx.app.notices.create(notice('Plain notice'));
    const translated = ctx.app.notices.create({
      ...notice('Holiday notice'),
      translations: { as: { title: 'বন্ধৰ জাননী' }, hi: { title: 'अवकाश सूचना', message: '<p>पाठ</p><script>x</script>' } },
    });
    const list = NoticeListResponse.parse(await get('/api/notice/1/10'));
    const byId = new Map(list.rows.map((r) => [r.id, r]));
    expect(byId.get(translated)!.translations).toEqual({ as: { title: 'বন্ধৰ জাননী' }, hi: { title: 'अवकाश सूचना', message: '<p>पाठ</p>' } });
    expect(byId.get(plain)).not.toHaveProperty('translations');
    const detail = NoticeListResponse.parse(await get(`/api/notice/${translated}`));
    expect(detail.rows[0]!.translations?.as?.title).toBe('বন্ধৰ জাননী');
  });

  it('notices: a translation added later shows at once in an answer that was cached', async () => {
    const id = ctx.app.notices.create(notice('Exam notice'));
    const before = NoticeListResponse.parse(await get(`/api/notice/${id}`));
    expect(before.rows[0]).not.toHaveProperty('translations');
    ctx.app.notices.update(id, { ...notice('Exam notice'), translations: { hi: { title: 'परीक्षा सूचना' } } });
    const after = NoticeListResponse.parse(await get(`/api/notice/${id}`));
    expect(after.rows[0]!.translations).toEqual({ hi: { title: 'परीक्षा सूचना' } });
  });

  it('tenders', async () => {
    await get('/api/tender/1/10'); // cached before the write
    const id = ctx.app.tenders.create({
      title: 'Supply of lab desks',
      tenderNo: 'AEC/T/1',
      reference: '',
      type: 'AEC',
      description: '',
      publishedAt: now(),
      dateOpening: '2099-02-01T00:00:00Z',
      dateClosing: '2099-01-31T00:00:00Z',
      translations: { as: { title: 'পৰীক্ষাগাৰৰ ডেস্ক' } },
    });
    const list = TenderListResponse.parse(await get('/api/tender/1/10'));
    expect(list.rows.find((r) => r.id === id)!.translations).toEqual({ as: { title: 'পৰীক্ষাগাৰৰ ডেস্ক' } });
    expect(TenderListResponse.parse(await get(`/api/tender/${id}`)).rows[0]!.translations?.as?.title).toBe('পৰীক্ষাগাৰৰ ডেস্ক');
  });

  it('news and events, in lists and details', async () => {
    await get('/api/news/1/10?lean=1');
    await get('/api/events/1/10?lean=1');
    const newsId = ctx.app.news.create({
      title: 'Convocation',
      description: 'd',
      message: '<p>m</p>',
      publishedAt: now(),
      translations: { hi: { title: 'दीक्षांत समारोह' } },
    });
    const eventId = ctx.app.events.create({
      title: 'Tech fest',
      eventDate: now(),
      message: '',
      description: '',
      venue: 'Auditorium',
      time: '10 AM',
      translations: { as: { venue: 'প্ৰেক্ষাগৃহ' } },
    });
    expect(NewsResponse.parse(await get('/api/news/1/10?lean=1')).rows.find((r) => r.id === newsId)!.translations).toEqual({ hi: { title: 'दीक्षांत समारोह' } });
    expect(NewsResponse.parse(await get(`/api/news/${newsId}?lean=1`)).rows[0]!.translations?.hi?.title).toBe('दीक्षांत समारोह');
    expect(EventsResponse.parse(await get('/api/events/1/10?lean=1')).rows.find((r) => r.id === eventId)!.translations).toEqual({ as: { venue: 'প্ৰেক্ষাগৃহ' } });
    expect(EventsResponse.parse(await get(`/api/events/${eventId}?lean=1`)).rows[0]!.translations?.as?.venue).toBe('প্ৰেক্ষাগৃহ');
  });

  it('department notifications carry them in data', async () => {
    const ask = async () =>
      DepartmentNotificationResponse.parse(
        (await ctx.app.inject({ method: 'POST', url: '/getnotificationwcollege?lean=1', payload: { branch_code: 6, college_code: 'AEC' } })).json(),
      );
    await ask();
    const id = ctx.app.departmentNotifications.create({
      deptId: 6,
      title: 'Lab schedule',
      message: '<p>m</p>',
      createdAt: now(),
      createdBy: 'HoD',
      translations: { as: { title: 'পৰীক্ষাগাৰৰ সূচী' } },
    });
    const plain = ctx.app.departmentNotifications.create({ deptId: 6, title: 'Viva dates', message: '', createdAt: now(), createdBy: 'HoD' });
    const rows = await ask();
    expect(rows.find((r) => r.data.id === id)!.data.translations).toEqual({ as: { title: 'পৰীক্ষাগাৰৰ সূচী' } });
    expect(rows.find((r) => r.data.id === plain)!.data).not.toHaveProperty('translations');
  });
});
