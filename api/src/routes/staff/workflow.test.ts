import fs from 'node:fs';
import path from 'node:path';
import { ReviewDueResponse, WorkflowQueueItem, WorkflowQueueResponse, WorkflowSettings } from '@aec/contracts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { STAFF_TEST_ENV, staffTestKit, type StaffSession } from './staff-test-kit';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the publishing workflow: approval, scheduled publishing, review reminders', () => {
  let ctx: TestContext;
  let admin: StaffSession;
  let publisher: StaffSession;
  let approver: StaffSession;
  let officer: StaffSession;
  const kit = staffTestKit(() => ctx.app);
  const { call } = kit;

  const publicNotice = async (id: number) => (await ctx.app.inject({ url: `/api/notice/${id}?lean=1` })).statusCode;
  const inSearch = async (q: string) => JSON.stringify((await ctx.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` })).json()).includes(q);
  const inFeed = async (title: string) => (await ctx.app.inject({ url: '/api/feeds/notices.rss' })).body.includes(title);
  const mails = (to: string) =>
    ctx.app.db.prepare('SELECT subject, body_text AS text FROM mail_outbox WHERE to_address = ? ORDER BY id').all(to) as { subject: string; text: string }[];
  const trail = (target: string) =>
    (ctx.app.db.prepare('SELECT action FROM audit_log WHERE target = ? ORDER BY id').pluck().all(target) as string[]).filter(
      (a) => a.startsWith('workflow.') || a === 'notice.publish',
    );
  const notice = (title: string, extra: Record<string, unknown> = {}) => ({ title, type: 'AEC', message: `<p>${title}</p>`, ...extra });
  const create = async (session: StaffSession, body: object) => {
    const res = await call(session, 'POST', '/api/staff/notices', body);
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: number }).id;
  };

  beforeAll(async () => {
    ctx = await buildTestApp(STAFF_TEST_ENV);
    ({ admin, publisher, officer } = await kit.signInStaff());
    approver = await kit.staffAccount(admin, 'approver@aec.ac.in', 'approver');
  });
  afterAll(() => ctx.close());

  it('approval is off by default; only an administrator turns it on for a kind, and the change is audited', async () => {
    const settings = WorkflowSettings.parse((await call(publisher, 'GET', '/api/staff/workflow/settings')).json());
    expect(settings.kinds.map((k) => k.kind)).toEqual(['notices', 'tenders', 'news', 'events', 'department_notices', 'project_content']);
    expect(settings.kinds.every((k) => !k.approval)).toBe(true);
    // Off: a publisher's notice is public at once, as before.
    const direct = await create(publisher, notice('Direct notice (sample)'));
    expect(await publicNotice(direct)).toBe(200);

    expect((await call(publisher, 'PUT', '/api/staff/workflow/settings/notices', { approval: true })).statusCode).toBe(403);
    expect((await call(approver, 'PUT', '/api/staff/workflow/settings/notices', { approval: true })).statusCode).toBe(403);
    const bad = await call(admin, 'PUT', '/api/staff/workflow/settings/leaflets', { approval: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.stringContaining('kind must be one of') });
    const on = WorkflowSettings.parse((await call(admin, 'PUT', '/api/staff/workflow/settings/notices', { approval: true })).json());
    expect(on.kinds.find((k) => k.kind === 'notices')?.approval).toBe(true);
    expect(trail('kind:notices')).toEqual(['workflow.setting']);
  });

  it('with approval on, a publisher’s notice is not public until an approver approves it; a return mails its author', async () => {
    const id = await create(publisher, notice('Hostel fee notice (sample)', { validUntil: '2031-01-01' }));
    expect(await publicNotice(id)).toBe(404);
    expect(await inSearch('Hostel')).toBe(false);
    expect(await inFeed('Hostel fee notice')).toBe(false);
    // Neither publish nor approve is a way round it for a publisher; an approver writes nothing.
    expect((await call(publisher, 'POST', `/api/staff/notices/${id}/publish`)).statusCode).toBe(409);
    expect((await call(publisher, 'POST', `/api/staff/workflow/notices/${id}/approve`)).statusCode).toBe(403);
    expect((await call(approver, 'POST', '/api/staff/notices', notice('By an approver'))).statusCode).toBe(403);
    expect((await call(officer, 'GET', '/api/staff/workflow/queue')).statusCode).toBe(403);
    // A draft cannot be approved before it is submitted.
    const early = await call(approver, 'POST', `/api/staff/workflow/notices/${id}/approve`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'An item that is draft cannot be approved now.' });

    expect(WorkflowQueueItem.parse((await call(publisher, 'POST', `/api/staff/workflow/notices/${id}/submit`)).json()).state).toBe('submitted');
    expect((await call(approver, 'POST', `/api/staff/workflow/notices/${id}/return`, { comment: '' })).statusCode).toBe(400);
    const returned = await call(approver, 'POST', `/api/staff/workflow/notices/${id}/return`, { comment: 'Say which hostels (sample).' });
    expect(WorkflowQueueItem.parse(returned.json())).toMatchObject({ state: 'returned', comment: 'Say which hostels (sample).' });
    const [mail] = mails('publisher@aec.ac.in');
    expect(mail?.subject).toBe('Returned for changes: Hostel fee notice (sample)');
    expect(mail?.text).toContain('Say which hostels (sample).');

    await call(publisher, 'PUT', `/api/staff/notices/${id}`, notice('Hostel fee notice for hostels 1–4 (sample)', { validUntil: '2031-01-01' }));
    await call(publisher, 'POST', `/api/staff/workflow/notices/${id}/submit`);
    const queue = WorkflowQueueResponse.parse((await call(approver, 'GET', '/api/staff/workflow/queue')).json());
    const queued = queue.items.find((i) => i.id === id);
    expect(queued?.state).toBe('submitted');
    // New: the whole draft is the difference (there is no live version yet).
    expect(queued?.changes.find((c) => c.field === 'title')?.diff).toContain('+Hostel fee notice for hostels 1–4 (sample)');
    expect(await publicNotice(id)).toBe(404);

    expect(WorkflowQueueItem.parse((await call(approver, 'POST', `/api/staff/workflow/notices/${id}/approve`)).json()).state).toBe('live');
    expect(await publicNotice(id)).toBe(200);
    expect(await inSearch('Hostel')).toBe(true);
    expect(await inFeed('Hostel fee notice for hostels 1–4 (sample)')).toBe(true);
    expect(trail(`notices:${id}`).concat(trail(`notice:${id}`))).toEqual([
      'workflow.draft',
      'workflow.submit',
      'workflow.return',
      'workflow.draft',
      'workflow.submit',
      'workflow.approve',
      'notice.publish',
    ]);
  });

  it('an edit of a live notice waits as a draft: the approver sees its difference and the public sees the live version', async () => {
    const id = await create(admin, notice('Library hours (sample)'));
    expect(await publicNotice(id)).toBe(200);
    await call(publisher, 'PUT', `/api/staff/notices/${id}`, notice('Library hours extended (sample)'));
    expect(((await ctx.app.inject({ url: `/api/notice/${id}?lean=1` })).json() as { rows: { title: string }[] }).rows[0]?.title).toBe('Library hours (sample)');
    await call(publisher, 'POST', `/api/staff/workflow/notices/${id}/submit`);
    const queued = WorkflowQueueResponse.parse((await call(approver, 'GET', '/api/staff/workflow/queue')).json()).items.find((i) => i.id === id);
    const title = queued?.changes.find((c) => c.field === 'title')?.diff;
    expect(title).toContain('-Library hours (sample)');
    expect(title).toContain('+Library hours extended (sample)');
    await call(approver, 'POST', `/api/staff/workflow/notices/${id}/approve`);
    expect(((await ctx.app.inject({ url: `/api/notice/${id}?lean=1` })).json() as { rows: { title: string }[] }).rows[0]?.title).toBe(
      'Library hours extended (sample)',
    );
  });

  it('a preview is for staff only and never stored', async () => {
    const id = await create(publisher, notice('Preview me (sample)'));
    expect((await ctx.app.inject({ url: `/api/staff/workflow/notices/${id}/preview` })).statusCode).toBe(401);
    const res = await call(approver, 'GET', `/api/staff/workflow/notices/${id}/preview?lang=hi`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Preview me (sample)');
    expect((await call(approver, 'GET', `/api/staff/workflow/notices/${id}/preview?lang=fr`)).statusCode).toBe(400);
  });

  it('a scheduled notice saved again without its time goes live then; publish is no way round its time', async () => {
    await call(admin, 'PUT', '/api/staff/workflow/settings/notices', { approval: false });
    const id = await create(publisher, notice('Sports day (sample)', { publishAt: new Date(Date.now() + DAY).toISOString() }));
    expect(await publicNotice(id)).toBe(404);
    expect((await call(publisher, 'POST', `/api/staff/notices/${id}/publish`)).statusCode).toBe(409);
    await call(publisher, 'PUT', `/api/staff/notices/${id}`, notice('Sports day (sample)'));
    expect(await publicNotice(id)).toBe(200);
    expect(trail(`notices:${id}`)).toEqual(['workflow.schedule', 'workflow.release']);
  });

  it('reminds the author and the approvers 14 days before a validity date ends, once, and lists it as due', async () => {
    await call(admin, 'PUT', '/api/staff/workflow/settings/notices', { approval: false });
    const ends = new Date(Date.now() + 14 * DAY - HOUR).toISOString();
    const id = await create(publisher, notice('Scholarship forms (sample)', { validUntil: ends }));
    const due = ReviewDueResponse.parse((await call(publisher, 'GET', '/api/staff/workflow/review-due')).json());
    expect(due.items).toContainEqual({
      kind: 'notices',
      id,
      title: 'Scholarship forms (sample)',
      reason: 'expiring',
      dueAt: ends,
      editPath: `/admin/notices/${id}`,
    });
    const before = mails('approver@aec.ac.in').length;
    ctx.app.publishScheduler.remindDue();
    ctx.app.publishScheduler.remindDue();
    const toApprover = mails('approver@aec.ac.in').slice(before);
    expect(toApprover.map((m) => m.subject)).toEqual(['Ends in 14 days: Scholarship forms (sample)']);
    expect(toApprover[0]?.text).toContain(`edit=${id}`);
    expect(toApprover[0]?.text).toContain(`archive=${id}`);
    expect(mails('publisher@aec.ac.in').map((m) => m.subject)).toContain('Ends in 14 days: Scholarship forms (sample)');
  });
});

describe('scheduled publishing across a restart', () => {
  afterEach(() => jest.useRealTimers());

  it('a notice, a tender, a news item and an event due while the server was down go live at start: list, search and RSS', async () => {
    const first = await buildTestApp(STAFF_TEST_ENV);
    const dataDir = first.config.dataDir;
    const kit = staffTestKit(() => first.app);
    const { publisher } = await kit.signInStaff();
    const at = new Date(Date.now() + HOUR).toISOString();
    const res = await kit.call(publisher, 'POST', '/api/staff/notices', { title: 'Exam timetable (sample)', type: 'AEC', publishAt: at });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: number }).id;
    expect((await first.app.inject({ url: `/api/notice/${id}?lean=1` })).statusCode).toBe(404);
    // Every other kind the scheduler publishes, through the same generic path.
    const later = [
      {
        url: '/api/staff/tenders',
        body: { title: 'Scheduled tender (sample)', tenderNo: 'AEC/T/9/2026', type: 'AEC', dateClosing: at, dateOpening: at },
        page: '/api/tender',
      },
      { url: '/api/staff/news', body: { title: 'Scheduled news (sample)' }, page: '/api/news' },
      { url: '/api/staff/events', body: { title: 'Scheduled event (sample)', eventDate: at }, page: '/api/events' },
    ];
    const others: string[] = [];
    for (const { url, body, page } of later) {
      const made = await kit.call(publisher, 'POST', url, { ...body, publishAt: at });
      expect(made.statusCode).toBe(201);
      others.push(`${page}/${(made.json() as { id: number }).id}?lean=1`);
      expect((await first.app.inject({ url: others.at(-1)! })).statusCode).toBe(404);
    }
    first.app.publishScheduler.publishDue();
    expect((await first.app.inject({ url: `/api/notice/${id}?lean=1` })).statusCode).toBe(404);
    await first.app.close();

    // Only Date moves: two hours later, a new server on the same data folder.
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    jest.setSystemTime(Date.now() + 2 * HOUR);
    const app = await buildApp({
      config: loadConfig({ ...STAFF_TEST_ENV, AEC_DATA_DIR: dataDir, AEC_WEB_ROOT: path.join(first.dir, 'web'), LOG_LEVEL: 'silent' }),
      logger: false,
    });
    try {
      await app.ready();
      expect((await app.inject({ url: `/api/notice/${id}?lean=1` })).statusCode).toBe(200);
      expect(JSON.stringify((await app.inject({ url: '/api/notice/1/20?lean=1' })).json())).toContain('Exam timetable (sample)');
      expect(JSON.stringify((await app.inject({ url: '/api/search?q=timetable' })).json())).toContain('Exam timetable (sample)');
      expect((await app.inject({ url: '/api/feeds/notices.rss' })).body).toContain('Exam timetable (sample)');
      for (const url of others) expect((await app.inject({ url })).statusCode).toBe(200);
      const found = JSON.stringify((await app.inject({ url: '/api/search?q=Scheduled' })).json());
      for (const kind of ['tender', 'news', 'event']) expect(found).toContain(`Scheduled ${kind} (sample)`);
      const news = others[1]!.match(/\d+/)![0];
      expect(app.db.prepare("SELECT action, actor FROM audit_log WHERE target = ? AND action LIKE '%publish%' ORDER BY id").all(`news:${news}`)).toEqual([
        { action: 'workflow.publish-due', actor: 'system' },
        { action: 'news.publish', actor: 'system' },
      ]);
      const steps = app.db.prepare('SELECT action, actor FROM audit_log WHERE target IN (?, ?) ORDER BY id').all(`notices:${id}`, `notice:${id}`);
      expect(steps).toEqual([
        { action: 'workflow.schedule', actor: 'publisher@aec.ac.in' },
        { action: 'notice.create', actor: 'publisher@aec.ac.in' },
        { action: 'workflow.publish-due', actor: 'system' },
        { action: 'notice.publish', actor: 'system' },
      ]);
    } finally {
      await app.close();
      fs.rmSync(first.dir, { recursive: true, force: true });
    }
  });
});
