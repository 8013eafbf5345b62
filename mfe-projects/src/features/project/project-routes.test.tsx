/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  ResourceStoreContext,
  ServerRenderContext,
  browserResourceStore,
  requestKey,
  type GrievanceModule,
  type ResourceStore,
  type ServerRenderRecord,
  type StoredAnswer,
} from '@aec/ui';
import { loadEveryLazySchema } from '@aec/ui/testing';
import { sections } from '../../routes';
import { loadGrievanceModule } from './api/grievance-remote';
import { PROJECT_URLS, neqipNotice, ok, rusaAnswer, teqipTender } from './testing/fixtures';

jest.mock('./api/grievance-remote', () => ({ loadGrievanceModule: jest.fn() }));
const loadGrievance = loadGrievanceModule as jest.MockedFunction<typeof loadGrievanceModule>;
const grievanceModule: GrievanceModule = {
  GrievanceForm: ({ type, statusPath }) => <p>Grievance form {`${type} ${statusPath}`}</p>,
  GrievanceStatus: () => <p>Status lookup</p>,
};

type Reply = { status?: number; body: unknown };
/** fetch answering by URL; each URL's replies are used in turn (the last one repeats). */
function mockFetch(replies: Record<string, Reply[]>) {
  const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => {
    const list = replies[url];
    if (!list) throw new TypeError(`unexpected fetch ${url}`);
    const reply = list.length > 1 ? list.shift()! : list[0]!;
    const status = reply.status ?? 200;
    return { ok: status < 400, status, json: async () => reply.body } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const Project = sections.project!;
const app = (
  <Routes>
    <Route path="/project/*" element={<Project basePath="/project" />} />
    <Route path="/404" element={<h1>OOPS! 404 Not Found</h1>} />
  </Routes>
);

function sides(url: string, render: ServerRenderRecord | null, store: ResourceStore): ReactNode {
  return (
    <ServerRenderContext.Provider value={render}>
      <ResourceStoreContext.Provider value={store}>
        <MemoryRouter initialEntries={[url]}>{app}</MemoryRouter>
      </ResourceStoreContext.Provider>
    </ServerRenderContext.Provider>
  );
}

const showInBrowser = (url: string) => render(sides(url, null, browserResourceStore));

/** The page as the server sends it (a store knowing the answers), then hydrated over those answers. */
async function hydrate(url: string, answers: Record<string, StoredAnswer>) {
  const serverStore: ResourceStore = { suspends: false, peek: (key) => answers[key], load: () => Promise.reject(new Error('known')), forget: () => undefined };
  const record: ServerRenderRecord = { status: 200, notFound: false, head: {}, sanitizeHtml: (html) => html, remoteModules: [], renderedAt: Date.now() };
  const container = document.createElement('div');
  // As the API's render, which waits for them: renderToString cannot.
  await loadEveryLazySchema();
  container.innerHTML = renderToString(sides(url, record, serverStore));
  document.body.appendChild(container);
  const serverHtml = container.innerHTML;
  browserResourceStore.seed(answers);
  const recoverable: unknown[] = [];
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, sides(url, null, browserResourceStore), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { container, serverHtml, recoverable, unmount: () => act(() => root.unmount()) };
}

beforeEach(() => {
  loadGrievance.mockReset();
  document.head.innerHTML = '<meta name="description" content="">';
  document.body.innerHTML = '';
});

describe('project microsites in the browser', () => {
  it('hydrates a server-rendered home from the embedded answer: same markup, no fetch, the head follows', async () => {
    const fetchMock = mockFetch({});
    const { container, serverHtml, recoverable, unmount } = await hydrate('/project/rusa/home', { [PROJECT_URLS.rusa]: ok(rusaAnswer) });
    expect(recoverable).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector('.project-homepage h2')?.textContent).toBe('About the scheme');
    expect(document.title).toBe('RUSA: Home | Assam Engineering College');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Rashtriya Uchchatar Shiksha Abhiyan \(RUSA\) at Assam Engineering College/,
    );
    unmount();
  });

  it('hydrates the procurement grievance page over its placeholder, then loads the form from mfe-office', async () => {
    mockFetch({});
    loadGrievance.mockResolvedValue(grievanceModule);
    const { serverHtml, recoverable, unmount } = await hydrate('/project/teqip/progri', {});
    expect(serverHtml).toContain('Loading the grievance form…');
    expect(serverHtml).toContain('min-height:44rem');
    expect(serverHtml).not.toContain('Grievance form');
    expect(await screen.findByText('Grievance form PROCUREMENT /project/teqip/progri')).toBeTruthy();
    expect(screen.getByText('Status lookup')).toBeTruthy();
    expect(recoverable).toEqual([]);
    expect(loadGrievance).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('says when mfe-office cannot be loaded, and Retry loads it again', async () => {
    loadGrievance.mockRejectedValueOnce(new Error('mfe-office is down')).mockResolvedValue(grievanceModule);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showInBrowser('/project/teqip/progri');
    expect(await screen.findByText('The grievance form could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Grievance form PROCUREMENT /project/teqip/progri')).toBeTruthy();
    expect(loadGrievance).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });

  it('fetches the notices on an in-app visit, with a loading state first', async () => {
    const fetchMock = mockFetch({ [PROJECT_URLS.neqipNotices]: [{ body: { rows: [neqipNotice] } }] });
    showInBrowser('/project/neqip/notice');
    expect(screen.getByText('Loading notices…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: neqipNotice.title })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(PROJECT_URLS.neqipNotices, expect.anything());
    expect(document.title).toBe('NEQIP: Notifications | Assam Engineering College');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'NEQIP at Assam Engineering College: notices, newest first, with their attachments.',
    );
  });

  it('says a failed tender list in words, and Retry asks again', async () => {
    mockFetch({ [PROJECT_URLS.teqipTenders]: [{ status: 503, body: {} }, { body: { rows: [teqipTender] } }] });
    showInBrowser('/project/teqip/tender');
    expect(await screen.findByText('Could not load the tenders')).toBeTruthy();
    expect(screen.getByText(/The college server had a problem answering/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: teqipTender.title })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tenders by title' }), { target: { value: 'OSCILLO' } });
    await waitFor(() => expect(screen.getByText('1 of 1 tenders match “OSCILLO”')).toBeTruthy());
  });

  it('subscribes to tender alerts (the kit’s alert box, the project’s topic, in the page’s words) and says the server’s refusal while keeping the address', async () => {
    browserResourceStore.seed({ [PROJECT_URLS.teqipTenders]: ok({ rows: [] }) });
    const fetchMock = mockFetch({
      '/api/alerts/subscribe': [
        { status: 429, body: { error: 'Too many requests from your connection. Please wait 60 seconds and try again.' } },
        { body: { message: 'Check your mail: we sent a link to confirm buyer@example.org.' } },
      ],
    });
    showInBrowser('/project/teqip/tender');
    expect(screen.getByText(/There are no TEQIP-III tenders at present/)).toBeTruthy();
    const heading = await screen.findByRole('heading', { name: 'Get TEQIP-III tenders by email' });
    // The kit's alert box (its look), with the project page's class (its tests' hook).
    expect(heading.closest('section')?.className).toBe('alert-box subscribe-box');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
    expect(screen.getByText('Email is required', { selector: '.field__error' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'buyer@example.org' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
    expect(screen.getByText(/Too many requests from your connection/).textContent).toContain('Your address is still in the box');
    expect((screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe('buyer@example.org');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
    expect(screen.getByText('Check your mail: we sent a link to confirm buyer@example.org.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/alerts/subscribe');
    expect(init).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ email: 'buyer@example.org', topics: ['project:teqip'], frequency: 'each', language: 'en' }),
      headers: { 'Content-Type': 'application/json' },
    });
    browserResourceStore.forget(requestKey(PROJECT_URLS.teqipTenders));
  });

  it('confirms a subscription from the mail link once, and a refused link has no Retry', async () => {
    const fetchMock = mockFetch({ '/api/project/subscription/confirm': [{ status: 400, body: { error: 'This link has expired; subscribe again.' } }] });
    showInBrowser('/project/rusa/subscription/confirm?token=abc');
    expect(await screen.findByText('This link has expired; subscribe again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: JSON.stringify({ token: 'abc' }) });
  });

  it('sends an unknown project, or an unknown page of one, to /404', () => {
    mockFetch({});
    for (const url of ['/project/nasa', '/project/teqip/nothing-here']) {
      const { unmount } = showInBrowser(url);
      expect(screen.getByRole('heading', { name: 'OOPS! 404 Not Found' })).toBeTruthy();
      unmount();
    }
  });
});
