/** @jest-environment node */
// The campus routes rendered the way the API's server render does: in Node, with no DOM, reading the
// answers of a store (here canned), with the page's head, status and not-found recorded.
import { cannedStore, describeServerRender, sectionRoutes, serverRenderRecord } from '@aec/ui/testing';
import { sections } from './routes';

/** The tags the API's sanitiser would keep here; a marker proves the server render went through it. */
const sanitizeHtml = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace('<p>', '<p data-sanitised="">');

const render = describeServerRender({
  app: 'the campus',
  element: sectionRoutes(sections),
  record: () => serverRenderRecord({ sanitizeHtml }),
  notFound: ['/hostel/9/home', '/hostel/0', '/hostel/1/kitchen', '/club/CHESS', '/club/EDC/members', '/ccc/notice'],
  // The landings, the library, campus life and the computing centre.
  pages: [
    { url: '/hostel', title: 'Hostels' },
    { url: '/club', title: 'Student Activity Center' },
    { url: '/campuslife', title: 'Campus Life' },
    { url: '/library', title: 'Central Library' },
    { url: '/ccc', title: 'Central Computing Centre' },
    { url: '/ccc/aboutus', title: 'About the Central Computing Centre' },
    { url: '/ccc/gallery', title: 'Central Computing Centre: Gallery' },
    { url: '/ccc/contact', title: 'Contact the Central Computing Centre' },
  ],
});

// The assertions read the text of the HTML (React's separators between adjacent text parts removed).
function renderInNode(url: string, store = cannedStore()) {
  const { text, record } = render(url, { store });
  return { html: text, record };
}

const hostelHome = '<p>Hostel No. 4 (sample) is near the central library and the health centre.</p><script>alert(1)</script>';

describe('server render of the campus: its pages', () => {
  it('renders the hostel home with its description from the store, sanitised, with its head', () => {
    const store = cannedStore({ '/api/hostel/4': { ok: true, body: [{ id: 4, hostel_home: hostelHome }] } });
    const { html, record } = renderInNode('/hostel/4/home', store);
    expect(store.asked).toContain('/api/hostel/4');
    expect(html).toContain('<p data-sanitised="">Hostel No. 4 (sample) is near the central library and the health centre.</p>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('Loading the description');
    expect(html).toContain('<h1 class="page-header__title">Hostel 4: Home</h1>');
    expect(html).toContain('<p class="page-header__lead">Home of the night owls</p>');
    expect(html).toContain('src="/hostel-banner.svg"');
    expect(record.status).toBe(200);
    expect(record.notFound).toBe(false);
    expect(record.head).toEqual({
      title: 'Hostel 4: Home',
      description: 'Hostel No. 4 (sample) is near the central library and the health centre.',
      image: '/hostel-block.svg',
      imageAlt: expect.stringMatching(/^Illustration: a three-storey hostel/),
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Hostels', path: '/hostel' },
        { name: 'Hostel 4', path: '/hostel/4/home' },
        { name: 'Home', path: '/hostel/4/home' },
      ],
    });
  });

  it('a failed description read renders the error with Retry, the page still whole', () => {
    const store = cannedStore({
      '/api/hostel/2': { ok: false, status: 503, error: 'The college server had a problem answering. Please try again in a moment.' },
    });
    const { html, record } = renderInNode('/hostel/2/home', store);
    expect(html).toContain('The description of Hostel 2 could not be loaded');
    expect(html).toContain('>Retry</button>');
    expect(html).toContain('120 residents');
    expect(record.status).toBe(200);
    // Without the text the description is the hostel's own summary, never empty.
    expect(record.head.description).toMatch(/^Where the river breeze blows\. Hostel 2 opened in 1960/);
  });

  it('renders every hostel sub-page with a description, breadcrumbs and the hostel picture', () => {
    for (const [page, label] of [
      ['aboutus', 'About us'],
      ['gallery', 'Gallery'],
      ['wallmagazine', 'Wall Magazine'],
      ['achievements', 'Achievements'],
      ['testimonials', 'Testimonials'],
    ] as [string, string][]) {
      const { html, record } = renderInNode(`/hostel/7/${page}`);
      expect(html).toContain(`Hostel 7: ${label}</h1>`);
      expect(record.head.title).toBe(`Hostel 7: ${label}`);
      expect(record.head.description?.length).toBeGreaterThan(40);
      expect(record.head.description!.length).toBeLessThanOrEqual(160);
      expect(record.head.image).toBe('/hostel-block.svg');
      expect(record.head.breadcrumbs?.map((c) => c.name)).toEqual(['Home', 'Hostels', 'Hostel 7', label]);
    }
  });

  it('renders a club page whatever the case of its code, with crumbs and preview on the club’s own address', () => {
    const { html, record } = renderInNode('/club/robot/team');
    expect(html).toContain('Robotics Society: Team</h1>');
    expect(html).toContain('href="/club/robot/blog"');
    expect(record.head).toMatchObject({
      title: 'Robotics Society: Team',
      description: expect.stringContaining('faculty adviser of the Robotics Society'),
      image: '/robotics-bench.svg',
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Clubs', path: '/club' },
        { name: 'Robotics Society', path: '/club/ROBOT/home' },
        { name: 'Team', path: '/club/ROBOT/team' },
      ],
    });
  });

  it('club blog dates are the college’s day, the same on both sides', () => {
    const { html } = renderInNode('/club/EDC/blog');
    expect(html).toContain('<time dateTime="2025-10-14">14 Oct 2025</time>');
  });
});
