/** @jest-environment node */
// The viewer page of an item's PDF as the API's server render draws it (in Node, its lazy chunk waited for).
import type { StoredAnswer } from '@aec/ui';
import { searchResultPath } from '@aec/contracts';
import { cannedStore, prerenderOnServer } from '@aec/ui/testing';
import { eventRow, noticeRow } from '../../testing/fake-api';
import { site } from '../../testing/site';

const ok = (body: unknown): StoredAnswer => ({ ok: true, body });
const event = eventRow(3, 'Tech fest');
const store = () =>
  cannedStore({
    '/api/notice/3?lean=1': ok({ rows: [noticeRow(3, 'Hostel seat list')] }),
    '/api/notice/4242?lean=1': { ok: false, status: 404, error: 'Not found' },
    '/api/events/3?lean=1': ok({
      rows: [{ ...event, attachments: [...event.attachments, { url: '/files/e3.pdf', name: 'e3.pdf', type: 'application/pdf', size: 900 }] }],
    }),
  });
const render = (url: string) => prerenderOnServer(url, site, { store: store() });

describe('the PDF viewer page of an attachment', () => {
  it('a search hit inside a document leads to the viewer at its page', () => {
    expect(searchResultPath({ kind: 'notice', id: 3, url: '/notifications/notice/3', attachment: { index: 0, page: 3 } })).toBe(
      '/notifications/notice/3/attachment/1?page=3',
    );
    expect(searchResultPath({ kind: 'event', id: 3, url: '/events/eventlist/3', attachment: { index: 1, page: 1 } })).toBe('/events/eventlist/3/attachment/2');
    expect(searchResultPath({ kind: 'notice', id: 3, url: '/notifications/notice/3' })).toBe('/notifications/notice/3');
  });

  it("is rendered on the server with the item's title, the way back, the text and the PDF at that page", async () => {
    const { html, text, record } = await render('/notifications/notice/3/attachment/1?page=3');
    expect(record.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Hostel seat list<\/h1>/);
    expect(text).toContain('Attachment 1, shown in the site');
    expect(html).toContain('href="/notifications/notice/3"');
    // Without JavaScript: the text at that page's heading, and the PDF opened at that page by the browser.
    expect(html).toMatch(/<a class="nt-attachment__text" href="\/notifications\/notice\/3\/attachment\/1\/text#page-3">Read as text/);
    expect(html).toContain('href="/files/3.pdf#page=3">Open the PDF at page 3</a>');
    expect(record.head.title).toBe('Attachment 1: Hostel seat list');
    expect(record.head.noindex).toBe(true);
  });

  it("an event's PDF counts every file of the event, pictures too, as its text page and the search do", async () => {
    const { html, record } = await render('/events/eventlist/3/attachment/2');
    expect(record.status).toBe(200);
    expect(html).toContain('href="/files/e3.pdf#page=1"');
    expect(html).toContain('href="/events/eventlist/3/attachment/2/text#page-1"');
    // Its first file is a picture: not a PDF to show, a 404 that says so.
    const picture = await render('/events/eventlist/3/attachment/1');
    expect(picture.record.status).toBe(404);
    expect(picture.text).toContain('This attachment could not be found');
  });

  it("the event's own page names its PDF as its address, the viewer, the text page and search do: Attachment 2 after a picture", async () => {
    const { html, text } = await render('/events/eventlist/3');
    expect(html).toMatch(
      /<a class="nt-attachment__text" href="\/events\/eventlist\/3\/attachment\/2\/text">Read as text<span class="visually-hidden"> \(<!-- -->Attachment 2<!-- -->\)/,
    );
    expect(html).toContain('nt-attachment__button">Attachment 2<span');
    expect(text).not.toContain('Attachment 1');
    const viewer = await render('/events/eventlist/3/attachment/2');
    expect(viewer.record.head.title).toBe('Attachment 2: Tech fest');
  });

  it('a page number that is none (below 1, not a number, a fraction) opens at the nearest page, never an error', async () => {
    for (const [asked, opened] of [
      ['0', 1],
      ['-4', 1],
      ['abc', 1],
      ['', 1],
      ['2.5', 2],
      ['1e1', 10],
    ] as const) {
      const { html, record } = await render(`/notifications/notice/3/attachment/1?page=${asked}`);
      expect(record.status).toBe(200);
      expect(html).toContain(`href="/files/3.pdf#page=${opened}">Open the PDF at page ${opened}</a>`);
    }
  });

  it('an unknown item, a missing attachment or a bad number is a 404', async () => {
    for (const url of [
      '/notifications/notice/4242/attachment/1',
      '/notifications/notice/3/attachment/7',
      '/notifications/notice/x/attachment/1',
      '/notifications/notice/3/attachment/0',
    ]) {
      expect((await render(url)).record.status).toBe(404);
    }
  });
});
