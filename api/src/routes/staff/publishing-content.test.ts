import { DepartmentNotificationResponse, EventsResponse, NewsResponse, StaffAttachmentsResponse, StaffContentListResponse } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { samplePdf } from '../../seed/sample-pdf';
import { samplePng } from '../../seed/sample-png';
import { STAFF_TEST_ENV, staffTestKit, type StaffSession } from './staff-test-kit';

const HOSTILE = '<p onclick="x()">Hi</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
const CLEAN = '<p>Hi</p><a>x</a>';

describe('the staff console API: news, events and department notifications', () => {
  let ctx: TestContext;
  let admin: StaffSession;
  let publisher: StaffSession;
  let officer: StaffSession;

  const kit = staffTestKit(() => ctx.app);
  const { call } = kit;
  const upload = (name: string, type: string, bytes: Uint8Array) => kit.upload(publisher, name, type, bytes);
  const publicNews = async (url = '/api/news/1/20') => NewsResponse.parse((await ctx.app.inject({ url })).json());
  const publicEvents = async (url = '/api/events/1/50') => EventsResponse.parse((await ctx.app.inject({ url })).json());
  const publicDepartment = async (deptId: number) =>
    DepartmentNotificationResponse.parse(
      (await ctx.app.inject({ method: 'POST', url: '/getnotificationwcollege', payload: { branch_code: deptId, college_code: 'AEC' } })).json(),
    );
  const searchFor = async (q: string) => JSON.stringify((await ctx.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` })).json());
  const auditTrail = (target: string) =>
    ctx.app.db.prepare('SELECT action, before_json, after_json FROM audit_log WHERE target = ? ORDER BY id').all(target) as Array<{
      action: string;
      before_json: string | null;
      after_json: string | null;
    }>;

  beforeAll(async () => {
    ctx = await buildTestApp(STAFF_TEST_ENV);
    ({ admin, publisher, officer } = await kit.signInStaff());
  });
  afterAll(() => ctx.close());

  const newsBody = { title: 'Convocation held (sample)', message: '<p>Degrees awarded.</p>' };
  const eventBody = { title: 'Tech fest (sample)', eventDate: '2030-03-01', time: '10 AM', venue: 'Auditorium', message: '<p>All welcome.</p>' };
  const notificationBody = { department: 'cse', title: 'Lab schedule (sample)', message: '<p>See the PDF.</p>' };
  const endpoints: Array<[string, string, unknown]> = [
    ['GET', '/api/staff/attachments/news/1', undefined],
    ...(['news', 'events', 'department-notifications'] as const).flatMap((kind): Array<[string, string, unknown]> => {
      const body = kind === 'news' ? newsBody : kind === 'events' ? eventBody : notificationBody;
      return [
        ['GET', `/api/staff/${kind}`, undefined],
        ['GET', `/api/staff/${kind}/1`, undefined],
        ['POST', `/api/staff/${kind}`, body],
        ['PUT', `/api/staff/${kind}/1`, body],
        ['POST', `/api/staff/${kind}/1/unpublish`, undefined],
        ['POST', `/api/staff/${kind}/1/publish`, undefined],
        ['DELETE', `/api/staff/${kind}/1`, undefined],
      ];
    }),
  ];

  describe('access', () => {
    it.each(endpoints)('%s %s refuses without a session (401 JSON)', async (method, url, payload) => {
      const res = await call(undefined, method, url, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: expect.any(String) });
    });
    it.each(endpoints)('%s %s refuses a grievance officer (403)', async (method, url, payload) => {
      expect((await call(officer, method, url, payload)).statusCode).toBe(403);
    });
    it.each(endpoints.filter(([method]) => method !== 'GET'))('%s %s refuses a write without the CSRF token (403)', async (method, url, payload) => {
      const res = await call(publisher, method, url, payload, false);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(/CSRF/);
      expect((await call({ ...publisher, csrf: admin.csrf }, method, url, payload)).statusCode).toBe(403);
    });
  });

  describe('news', () => {
    it('publishes news with images: it shows at once in the public list and detail (docs/product/api-compatibility.md), and in search', async () => {
      await publicNews(); // fills the answer cache
      const image = await upload('convocation.png', 'image/png', samplePng(7));
      const created = await call(publisher, 'POST', '/api/staff/news', {
        title: 'Annual convocation held (sample)',
        description: 'Degrees were awarded to 600 graduates.',
        message: '<p>The <b>annual convocation</b> was held.</p>',
        images: [{ fileId: image.id, alt: 'Graduates on the stage' }],
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      const list = await publicNews();
      expect(list.rows[0]).toMatchObject({ id, title: 'Annual convocation held (sample)', message: '<p>The <b>annual convocation</b> was held.</p>' });
      expect(list.rows[0]!.images).toEqual([expect.objectContaining({ url: image.url, alt: 'Graduates on the stage', type: 'image/png' })]);
      expect(list.b_arr[0]).toEqual(expect.objectContaining({ data: expect.any(String) }));
      expect((await ctx.app.inject({ url: `/api/news/${id}` })).statusCode).toBe(200);
      expect(await searchFor('convocation')).toContain('Annual convocation held');
      const attachments = StaffAttachmentsResponse.parse((await call(publisher, 'GET', `/api/staff/attachments/news/${id}`)).json());
      expect(attachments.rows).toEqual([expect.objectContaining({ id: image.id, alt: 'Graduates on the stage' })]);
      const [entry] = auditTrail(`news:${id}`);
      expect(entry!.action).toBe('news.create');
      expect(JSON.parse(entry!.after_json!)).toMatchObject({ id, title: 'Annual convocation held (sample)' });
    });

    it('refuses a PDF as a news image, an image without alt text, and a file never uploaded', async () => {
      const pdf = await upload('notice.pdf', 'application/pdf', await samplePdf('Not an image', ['x']));
      const asImage = await call(publisher, 'POST', '/api/staff/news', { ...newsBody, images: [{ fileId: pdf.id, alt: 'x' }] });
      expect(asImage.statusCode).toBe(400);
      expect(asImage.json().error).toMatch(/not an image/);
      const image = await upload('a.png', 'image/png', samplePng(8));
      expect((await call(publisher, 'POST', '/api/staff/news', { ...newsBody, images: [{ fileId: image.id, alt: ' ' }] })).json().error).toMatch(/alt text/);
      expect((await call(publisher, 'POST', '/api/staff/news', { ...newsBody, images: [{ fileId: 999999, alt: 'x' }] })).statusCode).toBe(400);
    });

    it('edits, unpublishes (gone from the public answers and search), publishes again and deletes', async () => {
      const id = (await call(publisher, 'POST', '/api/staff/news', { title: 'Sports meet results (sample)' })).json().id as number;
      const edited = await call(publisher, 'PUT', `/api/staff/news/${id}`, { title: 'Sports meet results announced (sample)', message: '<p>Civil won.</p>' });
      expect(edited.json()).toMatchObject({ title: 'Sports meet results announced (sample)', unpublishedAt: null });

      expect((await call(publisher, 'POST', `/api/staff/news/${id}/unpublish`)).json().unpublishedAt).toEqual(expect.any(String));
      expect((await ctx.app.inject({ url: `/api/news/${id}` })).statusCode).toBe(404);
      expect((await publicNews('/api/news/1/100')).rows.map((r) => r.id)).not.toContain(id);
      expect(await searchFor('sports meet')).not.toContain('Sports meet');
      // An edit of an unpublished item keeps it out of search.
      await call(publisher, 'PUT', `/api/staff/news/${id}`, { title: 'Sports meet results announced (sample)', message: '<p>Civil won again.</p>' });
      expect(await searchFor('sports meet')).not.toContain('Sports meet');
      const staffList = StaffContentListResponse.parse((await call(publisher, 'GET', '/api/staff/news?q=sports')).json());
      expect(staffList.rows[0]).toMatchObject({ id, type: 'NEWS', unpublishedAt: expect.any(String) });

      await call(publisher, 'POST', `/api/staff/news/${id}/publish`);
      expect((await ctx.app.inject({ url: `/api/news/${id}` })).statusCode).toBe(200);
      expect(await searchFor('sports meet')).toContain('Sports meet');

      expect((await call(publisher, 'DELETE', `/api/staff/news/${id}`)).statusCode).toBe(204);
      expect((await call(publisher, 'GET', `/api/staff/news/${id}`)).statusCode).toBe(404);
      expect(await searchFor('sports meet')).not.toContain('Sports meet');
      expect(auditTrail(`news:${id}`).map((r) => r.action)).toEqual([
        'news.create',
        'news.update',
        'news.unpublish',
        'news.update',
        'news.publish',
        'news.delete',
      ]);
      const update = auditTrail(`news:${id}`)[1]!;
      expect(JSON.parse(update.before_json!).title).toBe('Sports meet results (sample)');
      expect(JSON.parse(update.after_json!).title).toBe('Sports meet results announced (sample)');
    });
  });

  describe('events', () => {
    it('publishes an event with an attachment, shown at once in the public list and detail; unpublish hides it', async () => {
      await publicEvents();
      const brochure = await upload('brochure.pdf', 'application/pdf', await samplePdf('Workshop brochure', ['Programme']));
      const created = await call(publisher, 'POST', '/api/staff/events', {
        title: 'Workshop on drones (sample)',
        eventDate: '2030-04-02',
        time: '10:30 AM',
        venue: 'Seminar hall 2',
        description: 'A two-day workshop.',
        message: '<p>Register at the office.</p>',
        fileIds: [brochure.id],
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      const row = (await publicEvents()).rows.find((r) => r.id === id);
      expect(row).toMatchObject({ title: 'Workshop on drones (sample)', venue: 'Seminar hall 2', time: '10:30 AM', _date_: '2030-04-02T00:00:00.000Z' });
      expect(JSON.parse(row!.description)).toEqual([{ description: 'A two-day workshop.', venue: 'Seminar hall 2', time: '10:30 AM' }]);
      expect(row!.attachments).toEqual([expect.objectContaining({ url: brochure.url, type: 'application/pdf' })]);
      expect(EventsResponse.parse((await ctx.app.inject({ url: `/api/events/${id}` })).json()).b_arr[0]!.data.length).toBeGreaterThan(0);
      expect(await searchFor('drones')).toContain('Workshop on drones');

      await call(publisher, 'POST', `/api/staff/events/${id}/unpublish`);
      expect((await publicEvents()).rows.map((r) => r.id)).not.toContain(id);
      expect((await ctx.app.inject({ url: `/api/events/${id}` })).statusCode).toBe(404);
      expect(await searchFor('drones')).not.toContain('Workshop on drones');
      expect((await call(publisher, 'GET', `/api/staff/events/${id}`)).json()).toMatchObject({ id, unpublishedAt: expect.any(String) });
      expect(auditTrail(`event:${id}`).map((r) => r.action)).toEqual(['event.create', 'event.unpublish']);
    });

    it('refuses an event without a date (400 JSON)', async () => {
      const res = await call(publisher, 'POST', '/api/staff/events', { title: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    });
  });

  describe('department notifications', () => {
    it('publishes to one department, shown at once on its public board (docs/product/api-compatibility.md); unpublish hides it', async () => {
      await publicDepartment(6);
      const pdf = await upload('lab.pdf', 'application/pdf', await samplePdf('Lab schedule', ['Monday']));
      const created = await call(publisher, 'POST', '/api/staff/department-notifications', { ...notificationBody, fileIds: [pdf.id] });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ department: 'cse', createdBy: 'Head of the Department, Computer Science and Engineering' });
      const id = created.json().id as number;
      const board = await publicDepartment(6);
      expect(board[0]).toMatchObject({
        data: { id, title: 'Lab schedule (sample)', message: '<p>See the PDF.</p>' },
        files: [expect.objectContaining({ url: pdf.url })],
      });
      expect(board[0]!.file[0]!.data.length).toBeGreaterThan(0);
      expect((await publicDepartment(1)).map((n) => n.data.id)).not.toContain(id);

      const moved = await call(publisher, 'PUT', `/api/staff/department-notifications/${id}`, { ...notificationBody, department: 'civil', fileIds: [pdf.id] });
      expect(moved.json()).toMatchObject({ department: 'civil' });
      expect((await publicDepartment(1)).map((n) => n.data.id)).toContain(id);
      expect((await publicDepartment(6)).map((n) => n.data.id)).not.toContain(id);
      const list = StaffContentListResponse.parse((await call(publisher, 'GET', '/api/staff/department-notifications?department=civil')).json());
      expect(list.rows.map((r) => [r.id, r.type])).toContainEqual([id, 'civil']);

      await call(publisher, 'POST', `/api/staff/department-notifications/${id}/unpublish`);
      expect((await publicDepartment(1)).map((n) => n.data.id)).not.toContain(id);
      await call(publisher, 'POST', `/api/staff/department-notifications/${id}/publish`);
      expect((await publicDepartment(1)).map((n) => n.data.id)).toContain(id);
      expect((await call(publisher, 'DELETE', `/api/staff/department-notifications/${id}`)).statusCode).toBe(204);
      expect((await publicDepartment(1)).map((n) => n.data.id)).not.toContain(id);
      expect(auditTrail(`department-notification:${id}`).map((r) => r.action)).toEqual([
        'department-notification.create',
        'department-notification.update',
        'department-notification.unpublish',
        'department-notification.publish',
        'department-notification.delete',
      ]);
    });

    it('refuses an unknown department', async () => {
      const res = await call(publisher, 'POST', '/api/staff/department-notifications', { ...notificationBody, department: 'astrology' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/thirteen departments/);
    });
  });

  describe('markup and uploads', () => {
    it('stores markup with <script> and onerror= sanitised in news, events and department notifications', async () => {
      const newsId = (await call(publisher, 'POST', '/api/staff/news', { title: 'Markup news (sample)', message: HOSTILE })).json().id;
      expect(NewsResponse.parse((await ctx.app.inject({ url: `/api/news/${newsId}` })).json()).rows[0]!.message).toBe(CLEAN);
      const eventId = (await call(publisher, 'POST', '/api/staff/events', { ...eventBody, message: HOSTILE })).json().id;
      expect(EventsResponse.parse((await ctx.app.inject({ url: `/api/events/${eventId}` })).json()).rows[0]!.message).toBe(CLEAN);
      const created = await call(publisher, 'POST', '/api/staff/department-notifications', { ...notificationBody, department: 'maths', message: HOSTILE });
      expect(created.json().message).toBe(CLEAN);
      expect((await publicDepartment(9))[0]!.data.message).toBe(CLEAN);
    });

    it('refuses HTML bytes uploaded as a .png image (415), storing nothing', async () => {
      const before = (ctx.app.db.prepare('SELECT COUNT(*) AS n FROM files').get() as { n: number }).n;
      const res = await call(publisher, 'POST', '/api/staff/files', {
        name: 'photo.png',
        type: 'image/png',
        dataBase64: Buffer.from('<!doctype html><img src=x onerror=alert(1)>').toString('base64'),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: expect.any(String) });
      expect((ctx.app.db.prepare('SELECT COUNT(*) AS n FROM files').get() as { n: number }).n).toBe(before);
    });

    it('lists the files of notices and tenders with their ids, so an edit keeps them', async () => {
      const pdf = await upload('admission.pdf', 'application/pdf', await samplePdf('Admission', ['x']));
      const notice = (await call(publisher, 'POST', '/api/staff/notices', { title: 'With file (sample)', type: 'AEC', fileIds: [pdf.id] })).json().id;
      const rows = StaffAttachmentsResponse.parse((await call(publisher, 'GET', `/api/staff/attachments/notices/${notice}`)).json()).rows;
      expect(rows).toEqual([expect.objectContaining({ id: pdf.id, name: 'admission.pdf', type: 'application/pdf', url: pdf.url })]);
      expect((await call(publisher, 'GET', '/api/staff/attachments/tenders/999999')).statusCode).toBe(404);
      expect((await call(publisher, 'GET', '/api/staff/attachments/complaints/1')).statusCode).toBe(400);
    });
  });
});
