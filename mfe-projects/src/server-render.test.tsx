/** @jest-environment node */
// The microsites rendered the way the API's server render does: in Node, with no DOM, reading the
// answers of a store (here canned), every Suspense boundary waited for.
import type { PageFormOutcome } from '@aec/contracts';
import { cannedStore, describeServerRender, sectionRoutes, serverRenderRecord } from '@aec/ui/testing';
import { sections } from './routes';
import { loadGrievanceModule } from './features/project/api/grievance-remote';
import { PROJECT_URLS, neqipNotice, ok, rusaAnswer, teqipTender } from './features/project/testing/fixtures';

jest.mock('./features/project/api/grievance-remote', () => ({ loadGrievanceModule: jest.fn() }));

const render = describeServerRender({
  app: 'the project microsites',
  element: sectionRoutes(sections),
  waitForLazy: true,
  record: () => serverRenderRecord({ sanitizeHtml: jest.fn((html: string) => html) }),
  notFound: ['/project/nasa', '/project/nasa/tender', '/project/TEQIP', '/project/teqip/nothing-here'],
});

// The assertions read the text of the HTML (React's separators between adjacent text parts removed).
async function renderInNode(url: string, store = cannedStore()) {
  const { text, record } = await render(url, { store });
  return { html: text, record };
}

describe('server render of the project microsites: its pages', () => {
  it('renders a project home from the store: banner, stored text through the API sanitiser, head with the banner as preview', async () => {
    const store = cannedStore({ [PROJECT_URLS.rusa]: ok(rusaAnswer) });
    const { html, record } = await renderInNode('/project/rusa', store);
    expect(store.asked).toContain(PROJECT_URLS.rusa);
    expect(html).toContain('<h1 class="page-header__title">RUSA: Home</h1>');
    expect(html).toContain('<h2>About the scheme</h2>');
    // Drawn through LiteImage (alt first): a full page's banner image.
    expect(html).toMatch(/<img alt="RUSA banner: students in a laboratory" class="project-banner" src="\/files\/rusa-banner.png"/);
    expect(html).toContain('aria-label="RUSA menu"');
    expect(html).not.toContain('Loading RUSA');
    expect(record.sanitizeHtml).toHaveBeenCalledWith(rusaAnswer.rows[0]!.project_homepage);
    expect(record.status).toBe(200);
    expect(record.head).toMatchObject({
      title: 'RUSA: Home',
      description: expect.stringMatching(/^Rashtriya Uchchatar Shiksha Abhiyan \(RUSA\) at Assam Engineering College: /),
      image: '/files/rusa-banner.png',
      imageAlt: 'RUSA banner: students in a laboratory',
      breadcrumbs: [{ name: 'Home', path: '/' }, { name: 'RUSA' }],
    });
  });

  it('renders the notices of a project with their attachments; description and breadcrumbs name the project', async () => {
    const store = cannedStore({ [PROJECT_URLS.neqipNotices]: ok({ rows: [neqipNotice] }) });
    const { html, record } = await renderInNode('/project/neqip/notice', store);
    expect(html).toContain(neqipNotice.title);
    expect(html).toContain('<p>All students are invited.</p>');
    expect(html).toContain('href="/files/neqip-lecture.pdf"');
    expect(record.head.title).toBe('NEQIP: Notifications');
    expect(record.head.description).toBe('NEQIP at Assam Engineering College: notices, newest first, with their attachments.');
    expect(record.head.breadcrumbs).toEqual([{ name: 'Home', path: '/' }, { name: 'NEQIP', path: '/project/neqip/home' }, { name: 'Notifications' }]);
  });

  it('renders the tenders with the search field and the subscribe box', async () => {
    const store = cannedStore({ [PROJECT_URLS.teqipTenders]: ok({ rows: [teqipTender] }) });
    const { html, record } = await renderInNode('/project/teqip/tender', store);
    expect(html).toContain(teqipTender.title);
    expect(html).toContain('Tender no. AEC/TEQIP/2026/07');
    expect(html).toContain('Search tenders by title');
    expect(html).toContain('Get TEQIP-III tenders by email');
    expect(record.head.description).toMatch(/^TEQIP-III at Assam Engineering College: tenders/);
  });

  it("answers the tender box posted without the script (the page's tender-alerts action): the error at the address, or the answer", async () => {
    const posted = (values: Record<string, string>, answer: PageFormOutcome['answer']) =>
      cannedStore({ [PROJECT_URLS.teqipTenders]: ok({ rows: [] }), 'form:tender-alerts': { ok: true, body: { form: 'tender-alerts', values, answer } } });
    const refused = await renderInNode(
      '/project/teqip/tender',
      posted({ email: 'bidder at example' }, { ok: false, status: 400, error: 'Enter a valid email address' }),
    );
    expect(refused.html).toContain('<input type="hidden" name="aec-form" value="tender-alerts"/>');
    expect(refused.html).toMatch(/class="field__error"[^>]*>.*Enter a valid email address/);
    expect(refused.html).toContain('value="bidder at example"');
    // One frequency (each), no choice shown; the project's topic goes with it.
    expect(refused.html).toContain('<input type="hidden" name="frequency" value="each"/>');
    expect(refused.html).toContain('name="topic:project:teqip"');
    expect(refused.html).not.toContain('type="radio"');
    const subscribed = await renderInNode(
      '/project/teqip/tender',
      posted(
        { email: 'bidder@example.org' },
        { ok: true, body: { message: 'Almost done: we have sent a confirmation link to bidder@example.org.', project_code: 'teqip' } },
      ),
    );
    expect(subscribed.html).toMatch(/class="message--success">Almost done: we have sent a confirmation link to bidder@example.org./);
  });

  it('says a failed read in words, with Retry, and still names the page', async () => {
    const store = cannedStore({
      [PROJECT_URLS.neqipNotices]: { ok: false, status: 503, error: 'The college server had a problem answering. Please try again in a moment.' },
    });
    const { html, record } = await renderInNode('/project/neqip/notice', store);
    expect(html).toContain('Could not load the notices');
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/);
    expect(record.head.title).toBe('NEQIP: Notifications');
  });

  it('renders the procurement grievance page with a placeholder keeping the form’s space, without loading mfe-office', async () => {
    const { html, record } = await renderInNode('/project/teqip/progri');
    expect(html).toContain('<h1 class="page-header__title">TEQIP-III: Procurement Grievance</h1>');
    expect(html).toContain('can register a grievance here');
    expect(html).toMatch(/<div class="state state--loading" role="status" aria-live="polite" style="min-height:44rem">/);
    expect(html).toContain('Loading the grievance form…');
    expect(loadGrievanceModule).not.toHaveBeenCalled();
    expect(record.head.description).toMatch(/^TEQIP-III at Assam Engineering College: procurement grievances/);
  });

  it('renders a minutes page with its viewer waiting for the browser', async () => {
    const { html } = await renderInNode('/project/rusa/minutes', cannedStore({ [PROJECT_URLS.rusa]: ok(rusaAnswer) }));
    expect(html).toContain('Minutes of the 2nd PAB meeting (sample)');
  });

  it('renders a mail link page in its first state, not indexed, sending nothing', async () => {
    const { html, record } = await renderInNode('/project/teqip/subscription/confirm?token=abc');
    expect(html).toContain('Confirming your subscription…');
    expect(record.head).toMatchObject({ title: 'TEQIP-III: Confirm tender alerts', noindex: true });
  });
});
