import { AuditListResponse, ProjectResponse, StaffProjectDetail, StaffProjectListResponse } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { seedProjects } from '../../seed/projects-seed';
import { samplePdf } from '../../seed/sample-pdf';
import { STAFF_TEST_ENV, staffTestKit, type StaffSession } from './staff-test-kit';
import { samplePng } from '../../seed/sample-png';

describe('project content in the staff console (issue "The staff console", item 2)', () => {
  let ctx: TestContext;
  let admin: StaffSession;
  let publisher: StaffSession;
  let officer: StaffSession;

  const kit = staffTestKit(() => ctx.app);
  const { call } = kit;
  const upload = (name: string, type: string, bytes: Uint8Array) => kit.upload(publisher, name, type, bytes);
  const publicProject = async (code: string) => {
    const res = await ctx.app.inject({ url: `/api/project/${code}` });
    expect(res.statusCode).toBe(200);
    return ProjectResponse.parse(res.json()).rows[0]!;
  };
  const lastAudit = async (action: string) => AuditListResponse.parse((await call(admin, 'GET', `/api/staff/audit?action=${action}`)).json()).rows[0];

  beforeAll(async () => {
    ctx = await buildTestApp(STAFF_TEST_ENV);
    await seedProjects(ctx.app.db, ctx.config.dataDir);
    ({ admin, publisher, officer } = await kit.signInStaff());
  });
  afterAll(() => ctx.close());

  it('answers 401 without a session', async () => {
    expect((await call(undefined, 'GET', '/api/staff/projects')).statusCode).toBe(401);
    expect((await call(undefined, 'PUT', '/api/staff/projects/teqip/home', { homepageHtml: '<p>x</p>' })).statusCode).toBe(401);
  });

  it('answers 403 to a grievance officer, reading or writing', async () => {
    expect((await call(officer, 'GET', '/api/staff/projects')).statusCode).toBe(403);
    const write = await call(officer, 'PUT', '/api/staff/projects/teqip/home', { homepageHtml: '<p>x</p>' });
    expect(write.statusCode).toBe(403);
    expect(write.json().error).toMatch(/not allowed/);
  });

  it('refuses a write without the CSRF token, and changes nothing', async () => {
    const before = (await publicProject('teqip')).project_homepage;
    const res = await call(publisher, 'PUT', '/api/staff/projects/teqip/home', { homepageHtml: '<p>Forged</p>' }, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/CSRF/);
    expect((await publicProject('teqip')).project_homepage).toBe(before);
  });

  it('lists the projects with their document counts, and answers one project with its documents by kind', async () => {
    const list = StaffProjectListResponse.parse((await call(publisher, 'GET', '/api/staff/projects')).json());
    expect(list.rows.map((r) => r.code)).toEqual(['teqip', 'neqip', 'rusa']);
    const teqip = list.rows[0]!;
    expect(teqip.name).toBe('TEQIP-III');
    expect(teqip.documentCounts.minutes).toBeGreaterThan(0);

    const res = await call(publisher, 'GET', '/api/staff/projects/teqip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const detail = StaffProjectDetail.parse(res.json());
    expect(detail.homepageHtml).toContain('Sample text');
    expect(detail.bannerUrl).toMatch(/^\/files\//);
    expect(detail.documents.minutes).toHaveLength(teqip.documentCounts.minutes);
    expect(detail.documents.minutes.every((d) => d.kind === 'minutes' && d.id > 0)).toBe(true);

    expect((await call(publisher, 'GET', '/api/staff/projects/nasa')).statusCode).toBe(404);
  });

  it('stores the home text sanitised (no script, no event handlers), shows it publicly at once and audits before and after', async () => {
    const before = (await publicProject('neqip')).project_homepage;
    const html =
      '<h2>Updates</h2><p onclick="steal()">Hello <b>world</b></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a>';
    const res = await call(publisher, 'PUT', '/api/staff/projects/neqip/home', { homepageHtml: html });
    expect(res.statusCode).toBe(200);
    const stored = StaffProjectDetail.parse(res.json()).homepageHtml;
    expect(stored).toBe('<h2>Updates</h2><p>Hello <b>world</b></p><a>bad</a>');
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:/i);

    const shown = await publicProject('neqip');
    expect(shown.project_homepage).toBe(stored);

    const entry = await lastAudit('project.home');
    expect(entry).toMatchObject({ actor: 'publisher@aec.ac.in', target: 'project:neqip', before: { homepageHtml: before }, after: { homepageHtml: stored } });
  });

  it('refuses a home text that is too long or missing', async () => {
    expect((await call(publisher, 'PUT', '/api/staff/projects/neqip/home', { homepageHtml: 'x'.repeat(100_001) })).statusCode).toBe(400);
    expect((await call(publisher, 'PUT', '/api/staff/projects/neqip/home', {})).statusCode).toBe(400);
  });

  it('refuses a document whose file is not an uploaded PDF', async () => {
    // A real image (uploads are decoded now), just not a PDF.
    const png = await upload('photo.png', 'image/png', samplePng(1, 8, 8));
    const notPdf = await call(publisher, 'POST', '/api/staff/projects/rusa/documents', {
      kind: 'minutes',
      title: 'A photo',
      fileId: png.id,
      publishedAt: '2026-05-04',
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error).toMatch(/not a PDF/);
    const unknown = await call(publisher, 'POST', '/api/staff/projects/rusa/documents', {
      kind: 'minutes',
      title: 'Nothing',
      fileId: 999_999,
      publishedAt: '2026-05-04',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/upload the PDF first/);
    const badKind = await call(publisher, 'POST', '/api/staff/projects/rusa/documents', {
      kind: 'memes',
      title: 'x',
      fileId: png.id,
      publishedAt: '2026-05-04',
    });
    expect(badKind.statusCode).toBe(400);
    const badDate = await call(publisher, 'POST', '/api/staff/projects/rusa/documents', {
      kind: 'minutes',
      title: 'x',
      fileId: png.id,
      publishedAt: '2026-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toMatch(/publishedAt: This date does not exist/);
    expect((await publicProject('rusa')).documents.some((d) => d.project_title === 'A photo')).toBe(false);
  });

  it('adds, edits and deletes a minutes PDF, each shown on the public microsite at once and audited', async () => {
    const pdf = await upload('IPU meeting.pdf', 'application/pdf', await samplePdf('Minutes of the IPU meeting (test)', ['Present: all members.']));
    const created = await call(publisher, 'POST', '/api/staff/projects/rusa/documents', {
      kind: 'minutes',
      title: '  Minutes of the IPU meeting, May 2026  ',
      fileId: pdf.id,
      publishedAt: '2099-05-04',
    });
    expect(created.statusCode).toBe(201);
    const doc = StaffProjectDetail.parse(created.json()).documents.minutes[0]!;
    expect(doc).toMatchObject({ title: 'Minutes of the IPU meeting, May 2026', fileUrl: pdf.url, publishedAt: '2099-05-04T06:30:00.000Z' });

    let shown = await publicProject('rusa');
    expect(shown.documents.find((d) => d.id === doc.id)).toMatchObject({ kind: 'minutes', project_title: doc.title, project_file: pdf.url });
    expect(shown.project_minutes).toBe(pdf.url);
    const file = await ctx.app.inject({ url: pdf.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(await lastAudit('project.document.create')).toMatchObject({ target: `project:rusa/document:${doc.id}`, before: null, after: { title: doc.title } });

    const edited = await call(publisher, 'PUT', `/api/staff/projects/rusa/documents/${doc.id}`, {
      title: 'Minutes of the IPU meeting, 4 May 2026',
      publishedAt: '2099-05-05',
    });
    expect(edited.statusCode).toBe(200);
    shown = await publicProject('rusa');
    expect(shown.documents.find((d) => d.id === doc.id)).toMatchObject({
      project_title: 'Minutes of the IPU meeting, 4 May 2026',
      published: '2099-05-05T06:30:00.000Z',
    });
    expect(await lastAudit('project.document.update')).toMatchObject({
      before: { title: doc.title },
      after: { title: 'Minutes of the IPU meeting, 4 May 2026' },
    });

    // A document is addressed through its own project only.
    expect((await call(publisher, 'DELETE', `/api/staff/projects/teqip/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await call(publisher, 'PUT', `/api/staff/projects/rusa/documents/${doc.id}`, { title: '', publishedAt: '2099-05-05' })).statusCode).toBe(400);

    const deleted = await call(publisher, 'DELETE', `/api/staff/projects/rusa/documents/${doc.id}`);
    expect(deleted.statusCode).toBe(204);
    shown = await publicProject('rusa');
    expect(shown.documents.some((d) => d.id === doc.id)).toBe(false);
    expect(shown.project_minutes).not.toBe(pdf.url);
    expect(await lastAudit('project.document.delete')).toMatchObject({
      target: `project:rusa/document:${doc.id}`,
      before: { title: 'Minutes of the IPU meeting, 4 May 2026' },
      after: null,
    });
    expect((await call(publisher, 'DELETE', `/api/staff/projects/rusa/documents/${doc.id}`)).statusCode).toBe(404);
  });
});
