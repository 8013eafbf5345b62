/** @jest-environment node */
// This remote's sections rendered the way the API's server render does: in Node, with no DOM,
// reading the answers of a store, every lazy part waited for.
import { requestKey, type ResourceStore } from '@aec/ui';
import { cannedStore, describeServerRender, sectionRoutes, suspendingStore } from '@aec/ui/testing';
import { departmentFacultyUrl } from './features/department-site/api/use-department-faculty';
import { departmentNotificationsRequest } from './features/department-site/api/use-department-notifications';
import { FACULTY_LIST_URL } from './features/faculty/api/use-faculty-list';
import { DEPARTMENT_PAGES } from './data/department-menus';
import { departments, findDepartment } from './data/departments';
import { sections } from './routes';
import { hackathonNotice as notice, teacherMember, teacherRecord } from './testing/fixtures';

const cse = findDepartment('cse')!;
const cseNotices = requestKey(departmentNotificationsRequest(cse.dept_id));

const teacher = teacherRecord(1, 'Anima Das', 'cse');

const render = describeServerRender({
  app: 'the departments remote',
  element: sectionRoutes(sections),
  waitForLazy: true,
  notFound: ['/department/nowhere/home', '/department/cse/nothing-here', '/department'],
  // The landings name no breadcrumbs in their head (yet).
  pages: [
    { url: '/departments', title: 'Departments', breadcrumbs: false },
    { url: '/schools', title: 'Schools', breadcrumbs: false },
  ],
});

const renderInNode = (url: string, store: ResourceStore = cannedStore()) => render(url, { store });

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('server render of the departments remote: its pages', () => {
  it('renders a department’s notice board from the store, with its head and breadcrumbs', async () => {
    const store = cannedStore({ [cseNotices]: { ok: true, body: [notice] } });
    const { html, record } = await renderInNode('/department/cse/notice', store);
    expect(store.asked).toContain(cseNotices);
    expect(text(html)).toContain('DEPARTMENT OF COMPUTER SCIENCE AND ENGINEERING');
    expect(html).toContain('<h2>Hackathon team registration</h2>');
    // The message went through the server's sanitiser, as markup.
    expect(html).toContain('<strong>by Friday</strong>');
    expect(html).toContain('href="/files/7.pdf"');
    expect(html).not.toContain('Loading the department’s notices');
    expect(record.status).toBe(200);
    expect(record.head).toEqual({
      title: 'Notifications: Computer Science and Engineering',
      description:
        'Notices of the Department of Computer Science and Engineering, Assam Engineering College: schedules, assessments and announcements for its students.',
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Departments', path: '/departments' },
        { name: 'Computer Science and Engineering', path: '/department/cse/home' },
        { name: 'Notifications' },
      ],
      // The board's RSS feed, named in the head for feed readers.
      feeds: [
        { href: '/api/feeds/department/cse.rss', title: 'Assam Engineering College: Computer Science and Engineering notices', type: 'application/rss+xml' },
      ],
    });
    // The box to follow the board by email, and its form that works before the script arrives.
    expect(html).toContain('name="topic:department:cse" value="on"');
  });

  it('waits for the answer when the store does not know it yet (the server’s own store)', async () => {
    const store = suspendingStore({ [cseNotices]: { ok: true, body: [notice] } });
    const { html } = await renderInNode('/department/cse/notice', store);
    expect(store.loaded).toEqual([cseNotices]);
    expect(html).toContain('<h2>Hackathon team registration</h2>');
  });

  it('renders an empty board as "Nothing to display"', async () => {
    const { html } = await renderInNode('/department/cse/notice', cannedStore({ [cseNotices]: { ok: true, body: [] } }));
    expect(html).toContain('Nothing to display');
  });

  it('renders a department’s home with a sentence of its record as the description', async () => {
    const { html, record } = await renderInNode('/department/cse/home');
    expect(html).toContain('<h1>Computer Science and Engineering</h1>');
    expect(record.head.title).toBe('Department of Computer Science and Engineering');
    expect(record.head.description).toBe(
      'The Department of Computer Science and Engineering was established in 1998 and admits 20 students a year to the B.E. programme.',
    );
    expect(record.head.breadcrumbs?.at(-1)).toEqual({ name: 'Computer Science and Engineering' });
  });

  it('renders a department’s teacher cards and its head’s message from the API’s faculty list, waiting for it', async () => {
    const cseFaculty = departmentFacultyUrl('cse');
    const head = teacherMember('S01', 'Anima Das', 'cse', cse.dept_id, true);
    const store = suspendingStore({ [cseFaculty]: { ok: true, body: [head, teacherMember('S02', 'Bhaskar Kalita', 'cse', cse.dept_id)] } });
    const tlist = text((await renderInNode('/department/cse/tlist', store)).html);
    expect(store.loaded).toContain(cseFaculty);
    expect(tlist).toContain('Anima Das Professor and Head Head of Department');
    expect(tlist).toContain('Bhaskar Kalita');
    expect(tlist).not.toContain('Loading the teachers');
    const home = text((await renderInNode('/department/cse/home', store)).html);
    expect(home).toContain('From the Head of the Department');
    expect(home).toContain('Anima Das Professor and Head');
  });

  it('renders a failed teacher list in words with Retry', async () => {
    const store = cannedStore({ [departmentFacultyUrl('cse')]: { ok: false, status: 503, error: 'The college server had a problem answering.' } });
    const { html } = await renderInNode('/department/cse/tlist', store);
    expect(text(html)).toContain('The teachers could not be loaded');
    expect(html).toContain('>Retry</button>');
  });

  it('renders the bare /department/:id as its home', async () => {
    const { html } = await renderInNode('/department/cse');
    expect(html).toContain('<h1>Computer Science and Engineering</h1>');
  });

  it.each([
    ['/department/civil/sar', '/files/docs/departments/civil/sar.pdf'],
    ['/department/civil/tlist', '/files/docs/departments/civil/faculty-information.pdf'],
    ['/department/ete/cos', '/files/docs/departments/ete/cos-pos.pdf'],
  ])('renders %s with a link to the PDF and the viewer’s placeholder, drawing nothing', async (url, pdf) => {
    const { html } = await renderInNode(url);
    expect(html).toMatch(new RegExp(`<a class="button button--secondary" href="${pdf.replace(/\./g, '\\.')}" download="">`));
    expect(html).toContain('Loading document…');
    // The placeholder keeps the page's room until pdf.js draws in the browser.
    // The space is reserved in CSS (half an A4 page of the frame's width), the same on both sides.
    expect(html).toMatch(/<div class="pdf-viewer__reserve"><div class="state state--loading" role="status" aria-live="polite" style="min-height:100%"/);
  });

  it('renders every page of every department in Node, each with its own head', async () => {
    const heads = new Set<string>();
    for (const d of departments) {
      for (const page of DEPARTMENT_PAGES) {
        const store = cannedStore({ [requestKey(departmentNotificationsRequest(d.dept_id))]: { ok: true, body: [] } });
        const { html, record } = await renderInNode(`/department/${d.dept_code}/${page}`, store);
        expect(record.status).toBe(200);
        expect(html).toContain(`DEPARTMENT OF ${d.name.toUpperCase()}`);
        expect(record.head.description).toBeTruthy();
        expect(record.head.breadcrumbs?.[2]?.name).toBe(d.name);
        heads.add(`${record.head.title} ${record.head.description}`);
      }
    }
    expect(heads.size).toBe(departments.length * DEPARTMENT_PAGES.length);
  });

  it('renders /all-faculty from the store', async () => {
    const store = cannedStore({ [FACULTY_LIST_URL]: { ok: true, body: [teacher] } });
    const { html } = await renderInNode('/all-faculty', store);
    // One teacher is 'teacher' since the catalogue's plural forms (docs/product/languages.md); it used to say 'teachers'.
    expect(text(html)).toContain('Showing 1 of 1 teacher ');
    expect(html).toContain('<th scope="row">Anima Das</th>');
  });

  it('renders a failed faculty list in words with Retry (the browser tries again)', async () => {
    const store = cannedStore({ [FACULTY_LIST_URL]: { ok: false, status: 503, error: 'The college server had a problem answering.' } });
    const { html } = await renderInNode('/all-faculty', store);
    expect(text(html)).toContain('The faculty list could not be loaded');
    expect(html).toContain('>Retry</button>');
  });
});
