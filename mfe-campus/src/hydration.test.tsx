/** @jest-environment jsdom */
// Server HTML taken over by the browser: the same campus routes rendered as the server does
// (ServerRenderContext, a store that knows the answers), then hydrated as the shell does (the
// browser store seeded with the embedded answers). Any difference in markup is a hydration error.
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextEncoder, TextDecoder, IS_REACT_ACT_ENVIRONMENT: true });

import { act, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  BrowserResourceStore,
  ResourceStoreContext,
  ServerRenderContext,
  type EmbeddedAnswers,
  type RemoteSectionProps,
  type ResourceStore,
  type ServerRenderRecord,
} from '@aec/ui';
import { sections } from './routes';

jest.mock('./assets/hostel-banner.svg', () => ({ __esModule: true, default: '/hostel-banner.svg' }));
jest.mock('./assets/bihu-stage.svg', () => ({ __esModule: true, default: '/bihu-stage.svg' }));
jest.mock('./assets/campus-hills.svg', () => ({ __esModule: true, default: '/campus-hills.svg' }));
jest.mock('./assets/computer-lab.svg', () => ({ __esModule: true, default: '/computer-lab.svg' }));
jest.mock('./assets/dining-hall.svg', () => ({ __esModule: true, default: '/dining-hall.svg' }));
jest.mock('./assets/hostel-block.svg', () => ({ __esModule: true, default: '/hostel-block.svg' }));
jest.mock('./assets/music-night.svg', () => ({ __esModule: true, default: '/music-night.svg' }));
jest.mock('./assets/playground.svg', () => ({ __esModule: true, default: '/playground.svg' }));
jest.mock('./assets/reading-room.svg', () => ({ __esModule: true, default: '/reading-room.svg' }));
jest.mock('./assets/robotics-bench.svg', () => ({ __esModule: true, default: '/robotics-bench.svg' }));
jest.mock('./assets/server-room.svg', () => ({ __esModule: true, default: '/server-room.svg' }));
jest.mock('./assets/wall-magazine.svg', () => ({ __esModule: true, default: '/wall-magazine.svg' }));

const answers: EmbeddedAnswers = {
  '/api/hostel/1': { ok: true, body: [{ id: 1, hostel_home: "<p>Hostel No. 1 (sample) is the oldest boys' hostel on the campus.</p>" }] },
  '/api/hostel/3': { ok: true, body: [{ id: 3, hostel_home: 'Plain text.\n\nTwo paragraphs.' }] },
  '/api/hostel/2': { ok: false, status: 503, error: 'The college server had a problem answering. Please try again in a moment.' },
};

function App({ url, store }: { url: string; store: ResourceStore }): ReactNode {
  const mounts = Object.entries(sections) as [string, ComponentType<RemoteSectionProps>][];
  return (
    <ResourceStoreContext.Provider value={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {mounts.map(([path, Section]) => (
            <Route key={path} path={`/${path}/*`} element={<Section basePath={`/${path}`} />} />
          ))}
        </Routes>
      </MemoryRouter>
    </ResourceStoreContext.Provider>
  );
}

const serverStore: ResourceStore = {
  suspends: false,
  peek: (key) => answers[key],
  load: () => Promise.reject(new Error('every answer is known')),
  forget: () => undefined,
};

let fetchCalls = 0;
beforeEach(() => {
  fetchCalls = 0;
  global.fetch = jest.fn(async () => {
    fetchCalls++;
    throw new Error('hydration must not fetch');
  }) as typeof fetch;
});

describe('hydration of server-rendered campus pages', () => {
  it.each([
    '/hostel',
    '/hostel/1/home',
    '/hostel/3/home',
    '/hostel/2/home',
    '/hostel/5/gallery',
    '/hostel/8/achievements',
    '/club',
    '/club/edc/home',
    '/club/EDC/blog',
    '/club/MUSIC/gallery',
    '/club/RIDER/team',
    '/campuslife',
    '/library',
    '/ccc',
    '/ccc/gallery',
    '/ccc/contact',
  ])('%s takes the server markup over unchanged, fetching nothing', async (url) => {
    const render: ServerRenderRecord = { status: 200, notFound: false, head: {}, sanitizeHtml: (html) => html, remoteModules: [] };
    const html = renderToString(
      <ServerRenderContext.Provider value={render}>
        <App url={url} store={serverStore} />
      </ServerRenderContext.Provider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);

    const problems: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => problems.push(args.join(' ')));
    const browserStore = new BrowserResourceStore();
    browserStore.seed(answers);
    const root = await act(async () =>
      hydrateRoot(container, <App url={url} store={browserStore} />, {
        onRecoverableError: (error) => problems.push(error),
      }),
    );
    consoleError.mockRestore();

    expect(problems).toEqual([]);
    expect(fetchCalls).toBe(0);
    expect(container.querySelector('h1')).not.toBeNull();
    await act(async () => root.unmount());
    container.remove();
  });
});
