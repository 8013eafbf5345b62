// Test kit for a remote's server render and hydration: its pages rendered as the API renders them
// (in Node, from a store that knows the answers, recording status, not-found and head), and that
// HTML taken over in the browser as the shell does (a store seeded with the embedded answers).
//
// Test-only: imported as '@aec/ui/testing', never exported from '@aec/ui' (the shared singleton
// every visitor downloads). It uses Jest's globals (jest.fn, jest.spyOn).
import { act, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { loadEveryLazySchema } from '../data/api-client';
import { BrowserResourceStore, ResourceStoreContext, type EmbeddedAnswers, type ResourceStore, type StoredAnswer } from '../data/resource-store';
import { ServerRenderContext, type ServerRenderRecord } from '../render/render-context';
import type { RemoteRoutesModule } from '../remote-contract';

export type CannedStore = ResourceStore & {
  /** The keys the render read, in order. */
  asked: string[];
};

/** A store that already knows every answer (as the server's does once it has read them); it never loads. */
export function cannedStore(answers: Record<string, StoredAnswer> = {}): CannedStore {
  const asked: string[] = [];
  return {
    suspends: false,
    asked,
    peek: (key) => {
      asked.push(key);
      return answers[key];
    },
    load: () => Promise.reject(new Error('the server render must not load: every answer is known')),
    forget: () => undefined,
  };
}

export type SuspendingStore = ResourceStore & {
  /** The keys loaded, in order. */
  loaded: string[];
};

/** The server's kind of store: nothing known at first, the render waits for each answer (404 for one not given). */
export function suspendingStore(answers: Record<string, StoredAnswer>, delayMs = 5): SuspendingStore {
  const known = new Map<string, StoredAnswer>();
  const loaded: string[] = [];
  return {
    suspends: true,
    loaded,
    peek: (key) => known.get(key),
    load: async (key) => {
      loaded.push(key);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const answer = answers[key] ?? { ok: false, status: 404, error: 'not found' };
      known.set(key, answer);
      return answer;
    },
    forget: (key) => void known.delete(key),
  };
}

/**
 * A new record of one server render: HTTP 200, found, an empty head, markup kept as it is unless
 * `sanitizeHtml` is given, rendered for this moment unless `renderedAt` is given.
 */
export function serverRenderRecord(overrides: Partial<ServerRenderRecord> = {}): ServerRenderRecord {
  return { status: 200, notFound: false, head: {}, sanitizeHtml: (html) => html, remoteModules: [], renderedAt: Date.now(), ...overrides };
}

/** A remote's sections mounted as the shell mounts them: each at /<name>/*, told its base path. */
export function sectionRoutes(sections: RemoteRoutesModule['sections']): ReactNode {
  return (
    <Routes>
      {Object.entries(sections).map(([path, Section]) => (
        <Route key={path} path={`/${path}/*`} element={<Section basePath={`/${path}`} />} />
      ))}
    </Routes>
  );
}

/** HTML without React's `<!-- -->` between adjacent text parts ('Page <!-- -->2'): the text as a reader sees it. */
export function withoutTextSeparators(html: string): string {
  return html.replace(/<!-- -->/g, '');
}

export interface ServerRenderOptions {
  /** Where the pages read (default: a canned store knowing nothing). */
  store?: ResourceStore;
  /** The record the render writes its status, not-found and head into (default: a new one). */
  record?: ServerRenderRecord;
}

export interface ServerRender {
  /** The HTML as React wrote it. */
  html: string;
  /** The same without React's text separators. */
  text: string;
  record: ServerRenderRecord;
}

function onTheServer(url: string, element: ReactNode, store: ResourceStore, record: ServerRenderRecord): ReactNode {
  return (
    <ServerRenderContext.Provider value={record}>
      <ResourceStoreContext.Provider value={store}>
        <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
      </ResourceStoreContext.Provider>
    </ServerRenderContext.Provider>
  );
}

/** `element` (routes, widgets) rendered at `url` as the server does, in one pass: every answer must be known. */
export function renderOnServer(
  url: string,
  element: ReactNode,
  { store = cannedStore(), record = serverRenderRecord() }: ServerRenderOptions = {},
): ServerRender {
  const html = renderToString(onTheServer(url, element, store, record));
  return { html, text: withoutTextSeparators(html), record };
}

/** As renderOnServer, waiting for every lazy part and Suspense boundary (and a suspending store's answers). Node only. */
export async function prerenderOnServer(
  url: string,
  element: ReactNode,
  { store = cannedStore(), record = serverRenderRecord() }: ServerRenderOptions = {},
): Promise<ServerRender> {
  // Loaded here: in a jsdom test 'react-dom/static' is the browser build, which has no Node streams.
  const { prerenderToNodeStream } = await import('react-dom/static');
  const { prelude } = await prerenderToNodeStream(onTheServer(url, element, store, record));
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return { html, text: withoutTextSeparators(html), record };
}

export interface Hydrated {
  /** The server's HTML the container started with. */
  html: string;
  container: HTMLElement;
  /** Hydration mismatches and anything else React reported (recoverable errors, console.error). */
  problems: unknown[];
  /** URLs the browser side fetched (hydration should fetch none). */
  fetched: string[];
}

const hydrated: { root: Root; container: HTMLElement; fetch: typeof fetch }[] = [];

/**
 * Renders `element` at `url` on the server from `answers`, puts that HTML into a container, and
 * hydrates it as the shell does: a browser store seeded with the same answers (as the page embeds
 * them), fetch replaced by a recorder that never answers. Call unmountHydrated() after each test.
 */
export async function hydrateServerHtml(
  url: string,
  element: ReactNode,
  answers: EmbeddedAnswers,
  { record }: Pick<ServerRenderOptions, 'record'> = {},
): Promise<Hydrated> {
  // renderToString cannot wait for a lazy part or an answer's lazy schema (the server's stream does): a first
  // pass starts its import, and the pass after it finds it loaded, as the server's stream would have waited for it.
  const firstPasses = async () => {
    await loadEveryLazySchema();
    return renderOnServer(url, element, { store: cannedStore(answers), record: serverRenderRecord() }).html;
  };
  let html = await firstPasses().catch(() => '<!--$!-->');
  for (let pass = 0; pass < 10 && html.includes('<!--$!-->'); pass++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    html = await (pass < 9 ? firstPasses().catch(() => '<!--$!-->') : firstPasses());
  }
  ({ html } = renderOnServer(url, element, { store: cannedStore(answers), record }));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);

  const browserStore = new BrowserResourceStore();
  browserStore.seed(answers);
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    fetched.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return new Promise<Response>(() => undefined);
  }) as typeof fetch;

  // act() without Testing Library: tell React this is a test environment.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const { hydrateRoot } = await import('react-dom/client');
  const problems: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void problems.push(args));
  try {
    const root = await act(async () =>
      hydrateRoot(
        container,
        <ResourceStoreContext.Provider value={browserStore}>
          <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
        </ResourceStoreContext.Provider>,
        { onRecoverableError: (error) => void problems.push(error) },
      ),
    );
    hydrated.push({ root, container, fetch: realFetch });
  } finally {
    consoleError.mockRestore();
  }
  return { html, container, problems, fetched };
}

/** Unmounts what hydrateServerHtml() hydrated, removes its containers and gives fetch back. */
export function unmountHydrated(): void {
  for (const { root, container, fetch } of hydrated.splice(0).reverse()) {
    act(() => root.unmount());
    container.remove();
    globalThis.fetch = fetch;
  }
}
