/** @jest-environment node */
// The routes and home widgets of mfe-notifications rendered as the API's server render does: in
// Node, with no DOM at all, from the answers of a store (here canned). Proves the pages carry their
// data, heads and HTTP status in the server's HTML.
import type { ReactNode } from 'react';
import type { StoredAnswer } from '@aec/ui';
import { cannedStore, describeServerRender, prerenderOnServer } from '@aec/ui/testing';
import { eventRow, newsRow, noticeRow, tenderRow, videoItem } from './testing/fake-api';
import { homeWidgets, site } from './testing/site';

const ok = (body: unknown): StoredAnswer => ({ ok: true, body });
const missing: StoredAnswer = { ok: false, status: 404, error: 'Not found' };

const notices = Array.from({ length: 45 }, (_, i) => noticeRow(i + 1, `Notice number ${i + 1}`, i % 3 === 2 ? 'TEQIP' : 'AEC', '2026-11-01T10:00:00+05:30'));
const news = [newsRow(7, 'Convocation 2026'), newsRow(8, 'Robotics team wins'), newsRow(9, 'Blood donation camp')];
const answers: Record<string, StoredAnswer> = {
  '/api/notice/1/20?lean=1': ok({ rows: notices.slice(0, 20), total: 45 }),
  '/api/notice/1/20?lean=1&fields=card': ok({ rows: notices.slice(0, 20), total: 45 }),
  '/api/notice/20/40?lean=1': ok({ rows: notices.slice(20, 40), total: 45 }),
  '/api/tender/1/5?lean=1': ok({ rows: [tenderRow(1, 'Supply of computers')], total: 1 }),
  '/api/notice/4242?lean=1': missing,
  '/api/notice/3?lean=1': ok({ rows: [notices[2]] }),
  '/api/tender/4242?lean=1': missing,
  '/api/tender/1?lean=1': ok({ rows: [tenderRow(1, 'Supply of computers')] }),
  '/api/news/1/8?lean=1': ok({ rows: news, b_arr: [], total: 3 }),
  '/api/news/1/5?lean=1': ok({ rows: news, b_arr: [], total: 3 }),
  '/api/news/1/5?lean=1&fields=card': ok({ rows: news, b_arr: [], total: 3 }),
  '/api/news/7?lean=1': ok({ rows: [news[0]], b_arr: [{ data: 'iVBORw0KGgo=', type: 'image/png' }] }),
  '/api/news/42?lean=1': missing,
  '/api/videos?place=news&item=7': ok({ videos: [videoItem(1, 'Convocation highlights', { youtubeId: 'dQw4w9WgXcQ' })] }),
  '/api/videos?place=event&item=3': ok({ videos: [videoItem(2, 'Tech fest robots', { file: '/files/robots.mp4' })] }),
  '/api/events/1/5?lean=1': ok({ rows: [eventRow(3, 'Tech fest')], b_arr: [], total: 1 }),
  '/api/events/1/5?lean=1&fields=card': ok({ rows: [eventRow(3, 'Tech fest')], b_arr: [], total: 1 }),
  '/api/events/1/8?lean=1': ok({ rows: [eventRow(3, 'Tech fest'), eventRow(2, 'Freshers meet', '2020-08-01T10:00:00+05:30')], b_arr: [], total: 2 }),
  '/api/events/3?lean=1': ok({ rows: [eventRow(3, 'Tech fest', '2099-01-01T10:00:00+05:30')], b_arr: [] }),
  '/api/events/42?lean=1': missing,
  // An event whose time names no clock time: an all-day Event.
  '/api/events/4?lean=1': ok({ rows: [{ ...eventRow(4, 'Open day'), time: 'All day' }], b_arr: [] }),
  '/api/bis-corner': ok([
    { title: 'Standards club quiz', description: 'For students.', created_at: '21-11-2026 10:30:00', url: 'https://www.bis.gov.in/quiz' },
  ]),
};

const render = describeServerRender({
  app: 'mfe-notifications',
  element: site,
  answers,
  // An unknown page below a section is the site-wide not-found page.
  notFound: ['/notifications/nothing', '/news/nothing/here', '/events/x/y'],
});

function renderInNode(url: string, element: ReactNode) {
  const store = cannedStore(answers);
  return { ...render(url, { element, store }), store };
}

describe('server render of mfe-notifications: its pages', () => {
  it('/notifications carries the tenders and the first 20 notices, list dates one day on (docs/product/figures.md)', () => {
    const { html, record } = renderInNode('/notifications', site);
    expect(html).toContain('Supply of computers');
    expect(html).toContain('Notice number 1<');
    expect(html).toContain('Notice number 20<');
    expect(html).not.toContain('Notice number 21<');
    expect(html).toContain('02 Nov 2026');
    expect(html).not.toContain('Loading');
    expect(record.status).toBe(200);
    expect(record.head.title).toBe('Notifications');
  });

  it('/notifications-all?page=2 carries the rows of page 2', () => {
    const { html, text, record } = renderInNode('/notifications-all?page=2', site);
    expect(html).toContain('Notice number 21<');
    expect(html).toContain('Notice number 40<');
    expect(text).toContain('Page 2 of 3');
    expect(record.head.title).toBe('All Notifications, page 2');
  });

  it('a notice’s PDF links to its "Read as text" page, written by the server, in the page’s language', () => {
    expect(renderInNode('/notifications/notice/3', site).html).toMatch(
      /<a class="nt-attachment__text" href="\/notifications\/notice\/3\/attachment\/1\/text">Read as text/,
    );
  });

  it('a notice is an article with breadcrumbs and a plain-text description', () => {
    const { html, record } = renderInNode('/notifications/notice/3', site);
    expect(html).toContain('<h1 class="page-header__title">Notice number 3</h1>');
    expect(record.status).toBe(200);
    expect(record.head).toMatchObject({
      title: 'Notice number 3',
      description: 'Notice number 3 in detail.',
      type: 'article',
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Notifications', path: '/notifications' },
        { name: 'Notice Board', path: '/notifications/notice' },
        { name: 'Notice number 3' },
      ],
    });
  });

  it('a tender is an article described by its own text, its number shown under the title', () => {
    const { text, record } = renderInNode('/notifications/tender/1', site);
    expect(text).toContain('<p class="page-header__lead">Tender No. AEC/T/1</p>');
    expect(record.head).toMatchObject({
      title: 'Supply of computers',
      description: 'Supply of computers: sealed bids invited.',
      type: 'article',
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Notifications', path: '/notifications' },
        { name: 'Tenders', path: '/notifications/tender' },
        { name: 'Supply of computers' },
      ],
    });
  });

  it.each([
    ['/notifications/notice/4242', 'Notice 4242 was not found'],
    ['/notifications/tender/4242', 'Tender 4242 was not found'],
    ['/news/newslist/42', 'News item 42 was not found'],
    ['/events/eventlist/42', 'Event 42 was not found'],
    ['/notifications/notice/abc', 'Notice abc was not found'],
  ])('%s answers HTTP 404 saying "%s", with no Retry', (url, sentence) => {
    const { html, record } = renderInNode(url, site);
    expect(record.status).toBe(404);
    expect(record.notFound).toBe(false); // the page itself says so, at its address
    expect(html).toContain(sentence);
    expect(html).not.toContain('>Retry<');
    expect(record.head).toMatchObject({ title: sentence, noindex: true });
  });

  it('a news item: article head with its image URL (never base64) and NewsArticle JSON-LD', () => {
    const { html, record } = renderInNode('/news/newslist/7', site);
    expect(html).toContain('Convocation 2026');
    // Its photo is the page's largest paint: at once and at high priority.
    expect(html).toMatch(/<img[^>]*src="\/files\/news-7-3f9a1c.jpg"[^>]*loading="eager" fetchPriority="high"/);
    expect(html).toContain('<b>the whole story</b>'); // the message, through the server's sanitiser
    expect(JSON.stringify(record.head)).not.toContain('data:');
    expect(record.head).toMatchObject({
      title: 'Convocation 2026',
      description: 'Convocation 2026: the whole story & more.',
      image: '/files/news-7-3f9a1c.jpg',
      imageAlt: 'Photo of Convocation 2026',
      type: 'article',
      breadcrumbs: [{ name: 'Home', path: '/' }, { name: 'News', path: '/news' }, { name: 'Convocation 2026' }],
    });
    expect(record.head.structuredData?.[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Convocation 2026',
      datePublished: '2026-11-05T10:00:00+05:30',
      image: ['/files/news-7-3f9a1c.jpg'],
      description: 'Convocation 2026: the whole story & more.',
    });
  });

  it('their videos: YouTube as a facade (a button, nothing of YouTube in the page), an MP4 that loads nothing until played', () => {
    const news = renderInNode('/news/newslist/7', site).html;
    expect(news).toMatch(/<button type="button" class="video__play">.*Play the video: Convocation highlights/);
    expect(news).not.toMatch(/<iframe|\/\/[^"]*youtu/i);
    const event = renderInNode('/events/eventlist/3', site).html;
    expect(event).toMatch(/<video controls="" preload="none" width="640" height="360" src="\/files\/robots.mp4"/);
  });

  it('an event: Event JSON-LD with its start in India time, place and image', () => {
    const { html, record } = renderInNode('/events/eventlist/3', site);
    expect(html).toContain('Tech fest');
    expect(html).toContain('Main Auditorium');
    expect(record.head).toMatchObject({ title: 'Tech fest', type: 'article', image: '/files/event-3-77ab.png', description: 'Tech fest for all students.' });
    expect(record.head.structuredData?.[0]).toMatchObject({
      '@type': 'Event',
      name: 'Tech fest',
      // Its time is '10 AM': the start is that hour at +05:30, and no end is made up.
      startDate: '2099-01-01T10:00:00+05:30',
      location: { '@type': 'Place', name: 'Main Auditorium, Assam Engineering College', address: { addressLocality: 'Guwahati', postalCode: '781013' } },
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
    expect(record.head.structuredData?.[0]).not.toHaveProperty('endDate');
  });

  it('an event with no clock time in its time is dated by its day alone (all day)', () => {
    const { record } = renderInNode('/events/eventlist/4', site);
    const event = record.head.structuredData?.[0];
    expect(event).toMatchObject({ '@type': 'Event', name: 'Open day', startDate: '2099-01-01', endDate: '2099-01-01' });
  });

  it('the lists name their own feeds for the head (the notices feed is on every page already)', () => {
    const feedsOf = (url: string) => renderInNode(url, site).record.head.feeds?.map((feed) => `${feed.type} ${feed.href}`);
    expect(feedsOf('/notifications')).toEqual(['application/rss+xml /api/feeds/tenders.rss', 'application/rss+xml /api/feeds/aec.rss']);
    expect(feedsOf('/notifications/tender')).toEqual(['application/rss+xml /api/feeds/tenders.rss']);
    expect(feedsOf('/notifications/notice')).toEqual(['application/rss+xml /api/feeds/aec.rss']);
    expect(feedsOf('/news')).toEqual(['application/rss+xml /api/feeds/news.rss']);
    expect(feedsOf('/news/newslist/7')).toEqual(['application/rss+xml /api/feeds/news.rss']);
    expect(feedsOf('/events')).toEqual(['text/calendar /api/feeds/events.ics', 'application/rss+xml /api/feeds/events.rss']);
    // /alerts names every topic's feed: the five kinds and the thirteen department boards.
    const alerts = feedsOf('/alerts') ?? [];
    expect(alerts).toHaveLength(5 + 13);
    expect(alerts).toContain('application/rss+xml /api/feeds/department/cse.rss');
    expect(feedsOf('/events/eventlist/3')).toEqual(['text/calendar /api/feeds/events.ics']);
  });

  it('/alerts answered by the server after a post without the script: what was typed kept, the error beside its field, or the answer', () => {
    const outcome = (answer: unknown) =>
      cannedStore({
        ...answers,
        'form:alerts': {
          ok: true,
          body: { form: 'alerts', values: { email: 'not an address', 'topic:department:cse': 'on', frequency: 'daily', language: 'hi' }, answer },
        },
      });
    const refused = render('/alerts', { element: site, store: outcome({ ok: false, status: 400, error: 'email: Enter a valid email address' }) }).html;
    expect(refused).toContain('value="not an address"');
    expect(refused).toContain('name="topic:department:cse" checked=""');
    expect(refused).toContain('name="frequency" checked="" value="daily"');
    expect(refused).toContain('<option value="hi" lang="hi" selected="">');
    expect(refused).toContain('Enter an email address like name@example.com.');
    const done = render('/alerts', { element: site, store: outcome({ ok: true, body: { message: 'Almost done: we have sent a confirmation link.' } }) }).html;
    expect(done).toContain('Enter an email address like name@example.com.');
    const fine = cannedStore({
      ...answers,
      'form:alerts': {
        ok: true,
        body: {
          form: 'alerts',
          values: { email: 'a@example.org', 'topic:news': 'on' },
          answer: { ok: true, body: { message: 'Almost done: we have sent a confirmation link.' } },
        },
      },
    });
    expect(render('/alerts', { element: site, store: fine }).html).toContain('Almost done: we have sent a confirmation link.');
  });

  it('/alerts/manage from a mail link: the followed topics checked, the frequency and language chosen; a refused save keeps the choice', async () => {
    const token = 'T'.repeat(32);
    // The choices are the kit's lazy part: waited for, as the API's render does.
    const manage = async (body: unknown) =>
      (await prerenderOnServer('/alerts/manage', site, { store: cannedStore({ ...answers, 'form:alerts-manage': { ok: true, body } }) })).html;
    const opened = await manage({
      form: 'alerts-manage',
      values: { token },
      fromLink: true,
      answer: { ok: true, body: { topics: ['news', 'department:cse'], frequency: 'daily', language: 'hi' } },
    });
    expect(opened).toContain('Change your alerts');
    expect(opened).toContain(`name="token" value="${token}"`);
    expect(opened).toContain('name="topic:news" checked=""');
    expect(opened).toContain('name="topic:department:cse" checked=""');
    expect(opened).not.toContain('name="topic:events" checked=""');
    expect(opened).toContain('name="frequency" checked="" value="daily"');
    expect(opened).toContain('<option value="hi" lang="hi" selected="">');
    const gone = await manage({
      form: 'alerts-manage',
      values: { token },
      fromLink: true,
      answer: { ok: false, status: 404, error: 'This link is not valid' },
    });
    expect(gone).toContain('This link is not valid (any more)');
    expect(gone).not.toContain('name="token"');
    const refused = await manage({
      form: 'alerts-manage',
      values: { token, 'topic:events': 'on', frequency: 'hourly', language: 'en' },
      answer: { ok: false, status: 400, error: "frequency must be 'each' or 'daily'" },
    });
    expect(refused).toContain('name="topic:events" checked=""');
    expect(refused).toContain('frequency must be &#x27;each&#x27; or &#x27;daily&#x27;');
  });

  it('the news and events lists carry their cards', () => {
    expect(renderInNode('/news', site).html).toContain('Robotics team wins');
    const events = renderInNode('/events', site).html;
    expect(events).toContain('Freshers meet');
    expect(events).toContain('nt-event-card--past');
    expect(events).not.toContain('Loading events');
  });

  it('the news list loads the photo of its first card (the largest paint) at once and at high priority, the rest lazily', () => {
    const images = [...renderInNode('/news', site).html.matchAll(/<img[^>]*nt-news-card__image[^>]*>/g)].map(([tag]) => [
      /loading="(\w+)"/.exec(tag)?.[1],
      /fetchPriority="(\w+)"/i.exec(tag)?.[1],
    ]);
    expect(images).toEqual([
      ['eager', 'high'],
      ['lazy', undefined],
      ['lazy', undefined],
    ]);
  });

  it("a news photo's variants are offered for its drawn width: a phone's is the container's, so a 390 px phone at 2× takes the 720", () => {
    const variants = [480, 720, 960, 1600].map((width) => ({
      width,
      height: (width * 9) / 16,
      webp: `/files/variants/p-${width}.webp`,
      jpeg: `/files/variants/p-${width}.jpg`,
    }));
    const photographed = {
      ...news[0]!,
      images: [
        { ...news[0]!.images![0]!, variants },
        { ...news[0]!.images![0]!, url: '/files/second.jpg', variants },
      ],
    };
    const store = cannedStore({
      ...answers,
      '/api/news/1/8?lean=1': ok({ rows: [photographed, news[1]], b_arr: [], total: 2 }),
      '/api/news/7?lean=1': ok({ rows: [photographed], b_arr: [] }),
    });
    const card = render('/news', { element: site, store }).html;
    expect(card).toContain('<source type="image/webp" srcSet="/files/variants/p-480.webp 480w, /files/variants/p-720.webp 720w');
    expect(card).toContain('sizes="(min-width: 1040px) 320px, (min-width: 640px) 50vw, calc(100vw - 2rem)"');
    expect(card).toMatch(/<picture><source[^>]*><img[^>]*class="nt-news-card__image" loading="eager" fetchPriority="high"/);
    // The article: its first photo is the largest paint, the second loads as it comes into view.
    const article = [...render('/news/newslist/7', { element: site, store }).html.matchAll(/<img[^>]*nt-article__image[^>]*>/g)].map(([tag]) => tag);
    expect(article).toHaveLength(2);
    expect(article[0]).toMatch(/sizes="\(min-width: 1040px\) 480px, \(min-width: 720px\) 50vw, calc\(100vw - 2rem\)"/);
    expect(article[0]).toContain('loading="eager" fetchPriority="high"');
    expect(article[1]).toContain('loading="lazy"');
    expect(article[1]).not.toMatch(/fetchPriority/i);
  });

  it('/bis-corner carries the notifications; /screen renders (its data comes in the browser)', () => {
    expect(renderInNode('/bis-corner', site).html).toContain('Standards club quiz');
    const screen = renderInNode('/screen', site);
    expect(screen.html).toContain('AEC Live');
    expect(screen.record.head).toMatchObject({ title: 'TV display', noindex: true });
  });

  it('the home widgets carry their data; the first carousel slide is shown; nothing runs yet', () => {
    const { html, store } = renderInNode('/', homeWidgets);
    expect(html).toContain('Notice number 10<');
    expect(html).not.toContain('nt-flash--running');
    // The flash bar's titles once: its second copy (the running loop's) is drawn only once it runs.
    expect(html).not.toContain('nt-flash__list--copy');
    expect(html.split('Notice number 10<')).toHaveLength(3); // the flash bar and the notice list
    expect(html).toMatch(/aria-label="1 of 3"(?![^>]*aria-hidden="true")/);
    expect(html).toContain('src="/files/news-7-3f9a1c.jpg"');
    expect(html).toContain('Blood donation camp');
    expect(html).toContain('Tech fest');
    expect(html).not.toContain('Loading');
    // Three calls for five widgets: one notice call, one news call, one events call.
    expect(new Set(store.asked)).toEqual(
      new Set(['/api/notice/1/20?lean=1&fields=card', '/api/news/1/5?lean=1&fields=card', '/api/events/1/5?lean=1&fields=card']),
    );
  });
});
