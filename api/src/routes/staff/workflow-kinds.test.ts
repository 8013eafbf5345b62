import {
  PageReviewResponse,
  PageReviewsResponse,
  ReviewDueResponse,
  StaffDepartmentNotification,
  StaffEvent,
  StaffNews,
  StaffNotice,
  StaffProjectDetail,
  StaffTender,
  VideoUploadResponse,
  WorkflowQueueItem,
  WorkflowQueueResponse,
  type WorkflowKind,
} from '@aec/contracts';
import sharp from 'sharp';
import { repoRoot } from '../../config';
import { samplePdf } from '../../seed/sample-pdf';
import { sampleVideo } from '../../seed/sample-video';
import { requireServerBuild } from '../../../test/built-web-root';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { STAFF_TEST_ENV, staffTestKit, type StaffSession } from './staff-test-kit';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

// Each kind's preview is its public page, rendered by the repository's build.
requireServerBuild('workflow-kinds.test');

type App = TestContext['app'];

/** A preview is the public page in its language (the site's header, its main landmark), with no script run and never kept; `marker`: the page's own part. */
const expectPublicPage = (res: { statusCode: number; headers: Record<string, unknown>; body: string }, lang: string, marker: string, text: string) => {
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-robots-tag']).toBe('noindex');
  expect(res.headers['content-security-policy']).toMatch(/(^|;)script-src 'none'(;|$)/);
  expect(res.body).toMatch(new RegExp(`<html lang="${lang}" data-ssr`));
  expect(res.body).toContain('class="site-header"');
  expect(res.body).toContain('id="main-content"');
  expect(res.body).toContain(marker);
  expect(res.body).toContain(text);
};
/** Each kind the workflow holds beside notices: its console path, a write of it, and whether visitors see an item. */
const KINDS: Array<{
  kind: Exclude<WorkflowKind, 'notices' | 'project_content'>;
  path: string;
  body: (title: string, extra?: object) => object;
  isPublic: (app: App, id: number, title: string) => Promise<boolean>;
  /** Markup only the kind's public page has. */
  marker: string;
  /** Its public page (Assamese), which must not show the draft after a preview. */
  page: (id: number) => string;
}> = [
  {
    kind: 'tenders',
    path: '/api/staff/tenders',
    body: (title, extra) => ({ title, tenderNo: `AEC/T/${title.length}/2026`, type: 'AEC', dateClosing: inDays(30), dateOpening: inDays(31), ...extra }),
    isPublic: async (app, id) => (await app.inject({ url: `/api/tender/${id}?lean=1` })).statusCode === 200,
    marker: 'class="nt-detail"',
    page: (id) => `/as/notifications/tender/${id}`,
  },
  {
    kind: 'news',
    path: '/api/staff/news',
    body: (title, extra) => ({ title, message: `<p>${title}</p>`, ...extra }),
    isPublic: async (app, id) => (await app.inject({ url: `/api/news/${id}?lean=1` })).statusCode === 200,
    marker: 'class="nt-article"',
    page: (id) => `/as/news/newslist/${id}`,
  },
  {
    kind: 'events',
    path: '/api/staff/events',
    body: (title, extra) => ({ title, eventDate: inDays(40), venue: 'Auditorium', ...extra }),
    isPublic: async (app, id) => (await app.inject({ url: `/api/events/${id}?lean=1` })).statusCode === 200,
    marker: 'class="nt-article"',
    page: (id) => `/as/events/eventlist/${id}`,
  },
  {
    kind: 'department_notices',
    path: '/api/staff/department-notifications',
    body: (title, extra) => ({ department: 'civil', title, message: `<p>${title}</p>`, ...extra }),
    isPublic: async (app, _id, title) => {
      const res = await app.inject({ method: 'POST', url: '/getnotificationwcollege?lean=1', payload: { college_code: 'AEC', branch_code: 1 } });
      expect(res.statusCode).toBe(200);
      return res.body.includes(title);
    },
    marker: 'class="dept-notice-board"',
    page: () => '/as/department/civil/notice',
  },
];

/** The five kinds an edit of a live item is held in (decision 201): the staff answer's schema and what the public reads of it. */
const EDITED: Array<{
  kind: Exclude<WorkflowKind, 'project_content'>;
  path: string;
  body: (title: string, extra?: object) => object;
  schema: { parse: (body: unknown) => { title: string; held?: { state: string; publishAt: string | null; comment: string | null; draft: { title: string } } } };
  publicText: (app: App, id: number) => Promise<string>;
}> = [
  {
    kind: 'notices',
    path: '/api/staff/notices',
    body: (title, extra) => ({ title, type: 'AEC', message: `<p>${title}</p>`, ...extra }),
    schema: StaffNotice,
    publicText: async (app, id) => (await app.inject({ url: `/api/notice/${id}?lean=1` })).body,
  },
  ...KINDS.map((k) => ({
    ...k,
    schema: { tenders: StaffTender, news: StaffNews, events: StaffEvent, department_notices: StaffDepartmentNotification }[k.kind],
    publicText: async (app: App, id: number) =>
      k.kind === 'department_notices'
        ? (await app.inject({ method: 'POST', url: '/getnotificationwcollege?lean=1', payload: { college_code: 'AEC', branch_code: 1 } })).body
        : (await app.inject({ url: `/api/${{ tenders: 'tender', news: 'news', events: 'events' }[k.kind as 'tenders']}/${id}?lean=1` })).body,
  })),
];

describe('the workflow over every kind: approval, the queue with its diff, return, preview', () => {
  let ctx: TestContext;
  let admin: StaffSession;
  let publisher: StaffSession;
  let approver: StaffSession;
  const kit = staffTestKit(() => ctx.app);
  const { call } = kit;
  const mails = (to: string) =>
    ctx.app.db.prepare('SELECT subject, body_text AS text FROM mail_outbox WHERE to_address = ? ORDER BY id').all(to) as { subject: string; text: string }[];
  const trail = (kind: string, id: number) =>
    ctx.app.db.prepare("SELECT action FROM audit_log WHERE target = ? AND action LIKE 'workflow.%' ORDER BY id").pluck().all(`${kind}:${id}`);

  beforeAll(async () => {
    ctx = await buildTestApp({ ...STAFF_TEST_ENV, AEC_WEB_ROOT: repoRoot });
    ({ admin, publisher } = await kit.signInStaff());
    approver = await kit.staffAccount(admin, 'approver@aec.ac.in', 'approver');
    // Two project microsites (the test data folder has no sample content).
    const project = ctx.app.db.prepare(
      "INSERT OR IGNORE INTO projects (code, name, full_name, tender_type, homepage_html, updated_at) VALUES (?, ?, ?, ?, '<p>Sample text</p>', ?)",
    );
    project.run('rusa', 'RUSA', 'Rashtriya Uchchatar Shiksha Abhiyan (sample)', 'RUSA', new Date().toISOString());
    project.run('neqip', 'NEQIP', 'North East Quality Improvement Programme (sample)', 'NEQIP', new Date().toISOString());
  });
  afterAll(() => ctx.close());

  it.each(KINDS)(
    '$kind: with approval on, a publisher’s item is public only once an approver approves it',
    async ({ kind, path: at, body, isPublic, marker, page }) => {
      expect((await call(admin, 'PUT', `/api/staff/workflow/settings/${kind}`, { approval: true })).statusCode).toBe(200);
      const title = `Held ${kind} (sample)`;
      const created = await call(publisher, 'POST', at, body(title));
      expect(created.statusCode).toBe(201);
      const id = (created.json() as { id: number }).id;
      expect(await isPublic(ctx.app, id, title)).toBe(false);
      // Publish after unpublish is no way round it.
      expect((await call(publisher, 'POST', `${at}/${id}/publish`)).statusCode).toBe(409);

      // Who may move it: not the approver before it is submitted, not the publisher ever.
      expect((await call(approver, 'POST', `/api/staff/workflow/${kind}/${id}/approve`)).statusCode).toBe(409);
      expect(WorkflowQueueItem.parse((await call(publisher, 'POST', `/api/staff/workflow/${kind}/${id}/submit`)).json()).state).toBe('submitted');
      expect((await call(publisher, 'POST', `/api/staff/workflow/${kind}/${id}/approve`)).statusCode).toBe(403);

      const returned = await call(approver, 'POST', `/api/staff/workflow/${kind}/${id}/return`, { comment: 'Add the date (sample).' });
      expect(WorkflowQueueItem.parse(returned.json()).state).toBe('returned');
      expect(mails('publisher@aec.ac.in').at(-1)).toMatchObject({ subject: `Returned for changes: ${title}` });
      expect(mails('publisher@aec.ac.in').at(-1)?.text).toContain('Add the date (sample).');

      // The second draft: the queue shows what changed; the preview is the page, never cached.
      const edited = `${title} on Monday`;
      expect((await call(publisher, 'PUT', `${at}/${id}`, body(edited))).statusCode).toBe(200);
      await call(publisher, 'POST', `/api/staff/workflow/${kind}/${id}/submit`);
      const queued = WorkflowQueueResponse.parse((await call(approver, 'GET', '/api/staff/workflow/queue')).json()).items.find(
        (i) => i.kind === kind && i.id === id,
      );
      expect(queued).toMatchObject({ state: 'submitted', title: edited });
      expect(queued?.changes.map((c) => c.field)).toContain('title');
      const preview = await call(approver, 'GET', `/api/staff/workflow/${kind}/${id}/preview?lang=as`);
      expectPublicPage(preview, 'as', marker, edited);
      // Never kept as the public page: visitors' render of that address does not show the draft.
      const visitors = await ctx.app.inject({ url: page(id), headers: { accept: 'text/html' } });
      expect(visitors.body).toContain('class="site-header"');
      expect(visitors.body).not.toContain(edited);
      expect(await isPublic(ctx.app, id, edited)).toBe(false);

      expect(WorkflowQueueItem.parse((await call(approver, 'POST', `/api/staff/workflow/${kind}/${id}/approve`)).json()).state).toBe('live');
      expect(await isPublic(ctx.app, id, edited)).toBe(true);
      expect(trail(kind, id)).toEqual(['workflow.draft', 'workflow.submit', 'workflow.return', 'workflow.draft', 'workflow.submit', 'workflow.approve']);

      // A held edit of the live item leaves the public version as it is until approved.
      expect((await call(publisher, 'PUT', `${at}/${id}`, body(`${title} moved`))).statusCode).toBe(200);
      expect(await isPublic(ctx.app, id, edited)).toBe(true);
      await call(admin, 'PUT', `/api/staff/workflow/settings/${kind}`, { approval: false });
    },
  );

  it.each(EDITED)(
    '$kind: a held edit of a live item is answered as `held` (its state, time, words and values) until it goes live',
    async ({ kind, path: at, body, schema, publicText }) => {
      const title = `Live ${kind} (sample)`;
      const created = await call(publisher, 'POST', at, body(title));
      expect(created.statusCode).toBe(201);
      const id = (created.json() as { id: number }).id;
      const staffItem = async () => schema.parse((await call(publisher, 'GET', `${at}/${id}`)).json());
      expect((await staffItem()).held).toBeUndefined();

      // A publish-at time ahead: the answer is the live item with the change that waits; the public keeps the old.
      const later = new Date(Date.now() + HOUR).toISOString();
      const scheduled = await call(publisher, 'PUT', `${at}/${id}`, body(`${title} rescheduled`, { publishAt: later }));
      expect(scheduled.statusCode).toBe(200);
      const answered = schema.parse(scheduled.json());
      expect(answered).toMatchObject({ title, held: { state: 'scheduled', publishAt: later, comment: null, draft: { title: `${title} rescheduled` } } });
      expect(await staffItem()).toEqual(answered);
      expect(await publicText(ctx.app, id)).toContain(title);
      expect(await publicText(ctx.app, id)).not.toContain(`${title} rescheduled`);

      // Its time comes: published by the scheduler, nothing waits.
      ctx.app.db.prepare('UPDATE workflow_items SET publish_at = ? WHERE kind = ? AND item_id = ?').run(new Date(Date.now() - 1000).toISOString(), kind, id);
      ctx.app.publishScheduler.publishDue();
      expect(await publicText(ctx.app, id)).toContain(`${title} rescheduled`);
      expect(await staffItem()).toMatchObject({ title: `${title} rescheduled` });
      expect((await staffItem()).held).toBeUndefined();

      // Scheduled again, then saved with the time cleared: published at once, the answer has nothing waiting.
      await call(publisher, 'PUT', `${at}/${id}`, body(`${title} later`, { publishAt: later }));
      const now = schema.parse((await call(publisher, 'PUT', `${at}/${id}`, body(`${title} now`))).json());
      expect(now.title).toBe(`${title} now`);
      expect(now.held).toBeUndefined();

      // With approval on, a publisher's edit is a draft; submitted, returned with words, then approved.
      await call(admin, 'PUT', `/api/staff/workflow/settings/${kind}`, { approval: true });
      const drafted = schema.parse((await call(publisher, 'PUT', `${at}/${id}`, body(`${title} for approval`))).json());
      expect(drafted).toMatchObject({
        title: `${title} now`,
        held: { state: 'draft', publishAt: null, comment: null, draft: { title: `${title} for approval` } },
      });
      await call(publisher, 'POST', `/api/staff/workflow/${kind}/${id}/submit`);
      expect((await staffItem()).held?.state).toBe('submitted');
      await call(approver, 'POST', `/api/staff/workflow/${kind}/${id}/return`, { comment: 'Say which hall (sample).' });
      expect((await staffItem()).held).toMatchObject({ state: 'returned', comment: 'Say which hall (sample).', draft: { title: `${title} for approval` } });
      expect(await publicText(ctx.app, id)).not.toContain(`${title} for approval`);
      await call(publisher, 'POST', `/api/staff/workflow/${kind}/${id}/submit`);
      await call(approver, 'POST', `/api/staff/workflow/${kind}/${id}/approve`);
      expect(await publicText(ctx.app, id)).toContain(`${title} for approval`);
      const approved = await staffItem();
      expect(approved.title).toBe(`${title} for approval`);
      expect(approved.held).toBeUndefined();
      await call(admin, 'PUT', `/api/staff/workflow/settings/${kind}`, { approval: false });
    },
  );

  it('the attachments of a live item with a change that waits are that change’s files, which the editor opens on', async () => {
    const first = await kit.upload(publisher, 'timetable.pdf', 'application/pdf', await samplePdf('Timetable (sample)', ['Timetable.']));
    const second = await kit.upload(publisher, 'timetable-2.pdf', 'application/pdf', await samplePdf('Timetable 2 (sample)', ['Timetable, revised.']));
    const created = await call(publisher, 'POST', '/api/staff/notices', { title: 'Timetable (sample)', type: 'AEC', fileIds: [first.id] });
    const id = (created.json() as { id: number }).id;
    const files = async () =>
      ((await call(publisher, 'GET', `/api/staff/attachments/notices/${id}`)).json() as { rows: { id: number }[] }).rows.map((f) => f.id);
    expect(await files()).toEqual([first.id]);
    const later = new Date(Date.now() + HOUR).toISOString();
    await call(publisher, 'PUT', `/api/staff/notices/${id}`, {
      title: 'Timetable, revised (sample)',
      type: 'AEC',
      fileIds: [second.id, first.id],
      publishAt: later,
    });
    expect(await files()).toEqual([second.id, first.id]);
    expect((await ctx.app.inject({ url: `/api/notice/${id}?lean=1` })).body).not.toContain('timetable-2');
  });

  it('project content: a held home text leaves the microsite’s live text until approved', async () => {
    await call(admin, 'PUT', '/api/staff/workflow/settings/project_content', { approval: true });
    const homeOf = async () => JSON.stringify((await ctx.app.inject({ url: '/api/project/rusa' })).json());
    const before = await homeOf();
    const saved = await call(publisher, 'PUT', '/api/staff/projects/rusa/home', { homepageHtml: '<p>New RUSA text (sample)</p>' });
    expect(saved.statusCode).toBe(200);
    expect(await homeOf()).toBe(before);
    // The answer is the live text, with the change that waits, so the editor can say so.
    expect(StaffProjectDetail.parse(saved.json())).toMatchObject({
      homepageHtml: '<p>Sample text</p>',
      held: { state: 'draft', publishAt: null, homepageHtml: '<p>New RUSA text (sample)</p>' },
    });
    const [item] = WorkflowQueueResponse.parse((await call(approver, 'GET', '/api/staff/workflow/queue')).json()).items.filter(
      (i) => i.kind === 'project_content',
    );
    expect(item).toMatchObject({ state: 'draft' });
    expect(item?.changes.map((c) => c.field)).toEqual(['homepageHtml']);
    // Its preview is the microsite's home page with the draft text, here in Hindi.
    const preview = await call(approver, 'GET', `/api/staff/workflow/project_content/${item!.id}/preview?lang=hi`);
    expectPublicPage(preview, 'hi', 'class="prose project-homepage"', 'New RUSA text (sample)');
    await call(publisher, 'POST', `/api/staff/workflow/project_content/${item!.id}/submit`);
    await call(approver, 'POST', `/api/staff/workflow/project_content/${item!.id}/approve`);
    expect(await homeOf()).toContain('New RUSA text (sample)');
    expect(StaffProjectDetail.parse((await call(publisher, 'GET', '/api/staff/projects/rusa')).json()).held).toBeUndefined();
    await call(admin, 'PUT', '/api/staff/workflow/settings/project_content', { approval: false });
  });

  it('project content: a home text with a publish-at time ahead waits, answered as scheduled, and goes live at that time', async () => {
    const publicHome = async () => JSON.stringify((await ctx.app.inject({ url: '/api/project/neqip' })).json());
    const at = new Date(Date.now() + HOUR).toISOString();
    const translations = { as: { homepage: '<p>নতুন পাঠ (নমুনা)</p>' } };
    const saved = await call(publisher, 'PUT', '/api/staff/projects/neqip/home', {
      homepageHtml: '<p>Scheduled NEQIP text (sample)</p>',
      translations,
      publishAt: at,
    });
    expect(saved.statusCode).toBe(200);
    expect(StaffProjectDetail.parse(saved.json()).held).toEqual({
      state: 'scheduled',
      publishAt: at,
      comment: null,
      homepageHtml: '<p>Scheduled NEQIP text (sample)</p>',
      translations,
    });
    expect(await publicHome()).not.toContain('Scheduled NEQIP text');
    ctx.app.publishScheduler.publishDue();
    expect(await publicHome()).not.toContain('Scheduled NEQIP text');

    // Its time comes (the workflow's clock is the real one: the stored time is moved instead).
    ctx.app.db.prepare("UPDATE workflow_items SET publish_at = ? WHERE kind = 'project_content'").run(new Date(Date.now() - 1000).toISOString());
    ctx.app.publishScheduler.publishDue();
    expect(await publicHome()).toContain('Scheduled NEQIP text (sample)');
    expect(StaffProjectDetail.parse((await call(publisher, 'GET', '/api/staff/projects/neqip')).json()).held).toBeUndefined();
  });

  it('a held news item’s preview shows its MP4, poster and photo, read through the staff file route (visitors get 404)', async () => {
    await call(admin, 'PUT', '/api/staff/workflow/settings/news', { approval: true });
    const { mp4 } = await sampleVideo('Preview', ['#0b3d6e', '#1f6fb2'], { seconds: 1, fps: 4, width: 320, height: 176 });
    const film = VideoUploadResponse.parse(
      (await call(publisher, 'POST', '/api/staff/videos/files', { name: 'heats.mp4', type: 'video/mp4', dataBase64: mp4.toString('base64') })).json(),
    );
    const jpeg = (background: string) =>
      sharp({ create: { width: 640, height: 360, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const poster = await kit.upload(publisher, 'heats-poster.jpg', 'image/jpeg', await jpeg('#aa3322'));
    const photo = await kit.upload(publisher, 'heats.jpg', 'image/jpeg', await jpeg('#2255aa'));
    const created = await call(publisher, 'POST', '/api/staff/news', {
      title: 'Heats (sample)',
      message: '<p>Heats.</p>',
      images: [{ fileId: photo.id, alt: 'Runners at the start (sample)' }],
    });
    const id = (created.json() as { id: number }).id;
    const video = { title: { en: 'Heats film (sample)' }, fileId: film.id, posterFileId: poster.id, place: 'news', itemId: id };
    expect((await call(publisher, 'POST', '/api/staff/videos', video)).statusCode).toBe(201);
    for (const url of [film.url, poster.url, photo.url]) expect((await ctx.app.inject({ url })).statusCode).toBe(404);

    const preview = await call(approver, 'GET', `/api/staff/workflow/news/${id}/preview?lang=en`);
    expectPublicPage(preview, 'en', 'class="nt-article"', 'Heats film (sample)');
    const staffFile = (url: string) => url.replace(/^\/files\//, '/api/staff/workflow/files/');
    expect(preview.body).toContain(`src="${staffFile(film.url)}"`);
    expect(preview.body).not.toMatch(/"\/files\/[0-9a-f]{64}/);
    for (const url of [film.url, poster.url, photo.url]) expect((await call(approver, 'GET', staffFile(url))).statusCode).toBe(200);
    await call(admin, 'PUT', '/api/staff/workflow/settings/news', { approval: false });
  });

  it('a held department notice’s preview links its PDF through the staff file route and embeds no base64', async () => {
    await call(admin, 'PUT', '/api/staff/workflow/settings/department_notices', { approval: true });
    const pdf = await kit.upload(publisher, 'camp.pdf', 'application/pdf', await samplePdf('Survey camp (sample)', ['Survey camp.']));
    const created = await call(publisher, 'POST', '/api/staff/department-notifications', {
      department: 'civil',
      title: 'Survey camp (sample)',
      message: '<p>Survey camp.</p>',
      fileIds: [pdf.id],
    });
    const id = (created.json() as { id: number }).id;
    const preview = await call(approver, 'GET', `/api/staff/workflow/department_notices/${id}/preview?lang=en`);
    expectPublicPage(preview, 'en', 'class="dept-notice-board"', 'Survey camp (sample)');
    // The board's lean read: the file as a link (a PDF's base64 would start JVBER), read through the staff route.
    expect({ base64: preview.body.includes('JVBER') }).toEqual({ base64: false });
    const staffUrl = pdf.url.replace(/^\/files\//, '/api/staff/workflow/files/');
    expect(preview.body).toContain(`href="${staffUrl}" download="camp.pdf" type="application/pdf"`);
    expect((await call(approver, 'GET', staffUrl)).headers['content-type']).toContain('application/pdf');
    await call(admin, 'PUT', '/api/staff/workflow/settings/department_notices', { approval: false });
  });

  it('reminds per kind: a tender closing in 14 days, an event on its day, a news item and a project unreviewed for a year', async () => {
    const tender = await call(
      publisher,
      'POST',
      '/api/staff/tenders',
      KINDS[0]!.body('Lab benches (sample)', { dateClosing: new Date(Date.now() + 14 * DAY - HOUR).toISOString(), dateOpening: inDays(15) }),
    );
    const tenderId = (tender.json() as { id: number }).id;
    // Its day is today (India time), whatever the hour the test runs.
    const eventAt = new Date().toISOString();
    const event = await call(publisher, 'POST', '/api/staff/events', KINDS[2]!.body('Convocation (sample)', { eventDate: eventAt }));
    const eventId = (event.json() as { id: number }).id;
    const news = await call(publisher, 'POST', '/api/staff/news', KINDS[1]!.body('Old result (sample)', { publishedAt: inDays(-400) }));
    const newsId = (news.json() as { id: number }).id;
    ctx.app.db.prepare("UPDATE projects SET updated_at = ? WHERE code = 'neqip'").run(inDays(-370));

    const due = ReviewDueResponse.parse((await call(approver, 'GET', '/api/staff/workflow/review-due')).json()).items;
    expect(due).toContainEqual(expect.objectContaining({ kind: 'tenders', id: tenderId, reason: 'expiring', editPath: `/admin/tenders/${tenderId}` }));
    expect(due).toContainEqual(expect.objectContaining({ kind: 'events', id: eventId, reason: 'expiring', editPath: `/admin/events/${eventId}` }));
    expect(due).toContainEqual(expect.objectContaining({ kind: 'news', id: newsId, reason: 'review', editPath: `/admin/news/${newsId}` }));
    expect(due).toContainEqual(expect.objectContaining({ kind: 'project_content', title: 'NEQIP', reason: 'review', editPath: '/admin/projects/neqip' }));

    const before = mails('approver@aec.ac.in').length;
    ctx.app.publishScheduler.remindDue();
    ctx.app.publishScheduler.remindDue();
    const sent = mails('approver@aec.ac.in').slice(before);
    const about = (title: string) => sent.filter((m) => m.subject.endsWith(title));
    expect(about('Lab benches (sample)').map((m) => m.subject)).toEqual(['Ends in 14 days: Lab benches (sample)']);
    expect(about('Lab benches (sample)')[0]?.text).toContain(`/admin/tenders?edit=${tenderId}`);
    expect(about('Lab benches (sample)')[0]?.text).toContain(`/admin/tenders?archive=${tenderId}`);
    expect(about('Convocation (sample)').map((m) => m.subject)).toEqual(['Ends today: Convocation (sample)']);
    expect(about('Old result (sample)').map((m) => m.subject)).toEqual(['Review due: Old result (sample)']);
    expect(about('Old result (sample)')[0]?.text).toContain(`/admin/news?edit=${newsId}`);
    expect(about('NEQIP').map((m) => m.subject)).toEqual(['Review due: NEQIP']);
    expect(about('NEQIP')[0]?.text).toContain('/admin/projects/neqip');
    expect(about('NEQIP')[0]?.text).not.toContain('archive=');
    // The author of the tender is mailed too.
    expect(mails('publisher@aec.ac.in').map((m) => m.subject)).toContain('Ends in 14 days: Lab benches (sample)');

    // Marked reviewed: off the due list.
    expect((await call(publisher, 'POST', `/api/staff/workflow/news/${newsId}/reviewed`)).statusCode).toBe(204);
    const after = ReviewDueResponse.parse((await call(approver, 'GET', '/api/staff/workflow/review-due')).json()).items;
    expect(after.find((i) => i.kind === 'news' && i.id === newsId)).toBeUndefined();
  });

  it('institutional pages: "Last reviewed" is public per address, set to today by a publisher, audited', async () => {
    const review = async (p: string) => ctx.app.inject({ url: `/api/page-review?path=${encodeURIComponent(p)}` });
    expect(PageReviewResponse.parse((await review('/about')).json())).toEqual({ path: '/about', reviewedAt: null });
    expect((await review('about')).statusCode).toBe(400);
    expect((await review('/about/../staff')).json()).toEqual({ error: expect.stringContaining('path must be a page address') });
    expect((await call(approver, 'POST', '/api/staff/workflow/page-reviews', { path: '/about' })).statusCode).toBe(403);
    const marked = await call(publisher, 'POST', '/api/staff/workflow/page-reviews', { path: '/about' });
    expect(marked.statusCode).toBe(200);
    const { reviewedAt } = PageReviewResponse.parse(marked.json());
    expect(Date.now() - Date.parse(reviewedAt!)).toBeLessThan(60_000);
    expect(PageReviewResponse.parse((await review('/about')).json()).reviewedAt).toBe(reviewedAt);
    expect(PageReviewsResponse.parse((await call(approver, 'GET', '/api/staff/workflow/page-reviews')).json()).pages).toEqual([
      { path: '/about', reviewedAt, reviewedBy: 'publisher@aec.ac.in' },
    ]);
    expect(ctx.app.db.prepare("SELECT action FROM audit_log WHERE target = 'page:/about'").pluck().all()).toEqual(['page.reviewed']);
  });
});
