/** @jest-environment jsdom */
// The detail pages and route tables as the browser sees them: not found (HTTP 404 on the server)
// is not a failure (no Retry); a failure keeps Retry; seeded answers render with no request.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { browserResourceStore } from '@aec/ui';
import { eventRow, fakeFetch, newsRow, noticeRow, tenderRow } from './testing/fake-api';
import { NotificationsRoutes } from './features/notices/notifications-routes';
import { NewsRoutes } from './features/news/news-routes';
import { EventsRoutes } from './features/events/events-routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/notifications/*" element={<NotificationsRoutes />} />
        <Route path="/news/*" element={<NewsRoutes />} />
        <Route path="/events/*" element={<EventsRoutes />} />
        <Route path="/404" element={<p>Fallback page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const notFound = { status: 404, body: { error: 'Not found' } };
const lists = (url: string) => {
  if (/\/api\/notice\/1\/20/.test(url)) return { body: { rows: [noticeRow(1, 'Exam routine')], total: 1 } };
  if (/\/api\/tender\/1\/5/.test(url)) return { body: { rows: [tenderRow(1, 'Supply of computers')], total: 1 } };
  return null;
};

describe('detail pages with an id that does not exist', () => {
  it.each([
    ['/notifications/notice/4242', 'Notice 4242 was not found', /could not be found/],
    ['/notifications/tender/4242', 'Tender 4242 was not found', /withdrawn/],
    ['/news/newslist/42', 'News item 42 was not found', /removed/],
    ['/events/eventlist/42', 'Event 42 was not found', /removed/],
  ])('%s says "%s" (the id echoed) with no Retry', async (path, heading, explanation) => {
    fakeFetch((url) => lists(url) ?? notFound);
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(explanation);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(document.title).toBe(`${heading} | Assam Engineering College`);
  });

  it('an address that names no id is not found either, and asks the API nothing for it', async () => {
    const calls = fakeFetch((url) => lists(url) ?? notFound);
    renderAt('/notifications/notice/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notice abc was not found' })).toBeTruthy();
    expect(calls.some((u) => u.includes('/api/notice/abc'))).toBe(false);
  });

  it('a failure is not a 404: it keeps Retry, which loads the notice', async () => {
    let down = true;
    fakeFetch((url) => lists(url) ?? (down ? { status: 503, body: {} } : { body: { rows: [noticeRow(7, 'Fee notice')] } }));
    renderAt('/notifications/notice/7');
    expect((await screen.findByText('This notice could not be shown')).textContent).toBeTruthy();
    down = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fee notice' })).toBeTruthy();
  });

  it('an unknown page below /notifications, /news or /events goes to the fallback page', async () => {
    fakeFetch(() => notFound);
    renderAt('/news/nothing-here');
    expect(await screen.findByText('Fallback page')).toBeTruthy();
  });
});

describe('detail pages with their item', () => {
  afterEach(() => {
    browserResourceStore.forget('/api/news/7?lean=1');
    browserResourceStore.forget('/api/videos?place=news&item=7');
  });

  it('a news item seeded by the server renders at once, with no request, and names itself', async () => {
    browserResourceStore.seed({
      '/api/news/7?lean=1': { ok: true, body: { rows: [newsRow(7, 'Convocation 2026')], b_arr: [] } },
      '/api/videos?place=news&item=7': { ok: true, body: { videos: [] } },
    });
    const calls = fakeFetch(() => notFound);
    renderAt('/news/newslist/7');
    // No await: the answer is there on the first render, as it is when hydrating the server's HTML.
    expect(screen.getByRole('heading', { level: 1, name: 'Convocation 2026' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo of Convocation 2026' }).getAttribute('src')).toBe('/files/news-7-3f9a1c.jpg');
    await act(async () => undefined);
    expect(calls).toEqual([]);
    expect(document.title).toBe('Convocation 2026 | Assam Engineering College');
  });

  it('an event shows its venue and time', async () => {
    fakeFetch((url) => (url.startsWith('/api/events/3') ? { body: { rows: [eventRow(3, 'Tech fest')], b_arr: [] } } : notFound));
    renderAt('/events/eventlist/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech fest' })).toBeTruthy();
    expect(screen.getAllByText('Main Auditorium').length).toBeGreaterThan(0);
    // The server writes the .ics file (api/src/routes/feeds); the page only links it.
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe('/api/feeds/events/3.ics');
  });
});
