/** @jest-environment jsdom */
// Same markup on both sides: what the server renders (from its store) is taken over by React in the
// browser (from the answers the server embedded) with no mismatch and no request.
import './testing/dom-globals';
import type { ReactNode } from 'react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ResourceStoreContext, ServerRenderContext, browserResourceStore, type ResourceStore, type ServerRenderRecord, type StoredAnswer } from '@aec/ui';
import { eventRow, fakeFetch, newsRow, noticeRow, tenderRow } from './testing/fake-api';
import { NotificationsAllPage, NotificationsRoutes } from './features/notices/notifications-routes';
import { NewsRoutes } from './features/news/news-routes';
import { EventsRoutes } from './features/events/events-routes';
import { EventsSection, FlashNewsMarquee, HomeNotices, NewsCarousel, NewsSection } from './home-widgets';

const ok = (body: unknown): StoredAnswer => ({ ok: true, body });
const notices = Array.from({ length: 25 }, (_, i) => noticeRow(i + 1, `Notice number ${i + 1}`));
const news = [newsRow(7, 'Convocation 2026'), newsRow(8, 'Robotics team wins'), newsRow(9, 'Blood donation camp')];
const answers: Record<string, StoredAnswer> = {
  '/api/notice/1/20?lean=1': ok({ rows: notices.slice(0, 20), total: 25 }),
  '/api/tender/1/5?lean=1': ok({ rows: [tenderRow(1, 'Supply of computers')], total: 1 }),
  '/api/notice/4242?lean=1': { ok: false, status: 404, error: 'Not found' },
  '/api/news/1/5?lean=1': ok({ rows: news, b_arr: [] }),
  '/api/news/7?lean=1': ok({ rows: [news[0]], b_arr: [] }),
  '/api/events/1/5?lean=1': ok({ rows: [eventRow(3, 'Tech fest')], b_arr: [] }),
  '/api/events/3?lean=1': ok({ rows: [eventRow(3, 'Tech fest')], b_arr: [] }),
};

const serverStore: ResourceStore = {
  suspends: false,
  peek: (key) => answers[key],
  load: () => Promise.reject(new Error('every answer is known')),
  forget: () => undefined,
};

const site = (
  <Routes>
    <Route path="/notifications/*" element={<NotificationsRoutes />} />
    <Route path="/notifications-all" element={<NotificationsAllPage />} />
    <Route path="/news/*" element={<NewsRoutes />} />
    <Route path="/events/*" element={<EventsRoutes />} />
  </Routes>
);
const homeWidgets = (
  <>
    <FlashNewsMarquee />
    <NewsCarousel />
    <NewsSection />
    <EventsSection />
    <HomeNotices />
  </>
);

// As Testing Library does: React checks it before act() drives updates.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  for (const key of Object.keys(answers)) browserResourceStore.forget(key);
  jest.restoreAllMocks();
});

async function serverThenHydrate(url: string, element: ReactNode) {
  const record = { status: 200, notFound: false, head: {}, sanitizeHtml: (html: string) => html, remoteModules: [] } as ServerRenderRecord;
  const html = renderToString(
    <ServerRenderContext.Provider value={record}>
      <ResourceStoreContext.Provider value={serverStore}>
        <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
      </ResourceStoreContext.Provider>
    </ServerRenderContext.Provider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  browserResourceStore.seed(answers);
  const calls = fakeFetch(() => ({ status: 500, body: {} }));
  const mismatches: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => mismatches.push(args));
  await act(async () => {
    root = hydrateRoot(container, <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  consoleError.mockRestore();
  return { html, container, calls, mismatches };
}

describe('hydrating the server HTML of mfe-notifications', () => {
  it.each(['/notifications', '/notifications/notice/4242', '/notifications-all', '/news/newslist/7', '/events/eventlist/3'])(
    '%s: no mismatch, no request',
    async (url) => {
      const { calls, mismatches, container } = await serverThenHydrate(url, site);
      expect(mismatches).toEqual([]);
      expect(calls).toEqual([]);
      expect(container.querySelector('h1')).not.toBeNull();
    },
  );

  it('the home widgets: no mismatch, no request, and the flash bar starts running after', async () => {
    const { html, calls, mismatches, container } = await serverThenHydrate('/', homeWidgets);
    expect(html).not.toContain('nt-flash--running');
    expect(mismatches).toEqual([]);
    expect(calls).toEqual([]);
    expect(container.querySelector('.nt-flash')!.className).toContain('nt-flash--running');
  });
});
