// The server-render tests every remote runs on its own routes: in Node with no DOM, nothing fetched,
// unknown pages the site-wide not-found, and its landing pages whole with their head. Called from each
// remote's src/server-render.test.tsx with its data; returns the render the remote's own tests use.
// Test-only, imported as '@aec/ui/testing'; it uses Jest's globals.
import type { ReactNode } from 'react';
import { loadEveryLazySchema } from '../data/api-client';
import type { ResourceStore, StoredAnswer } from '../data/resource-store';
import type { ServerRenderRecord } from '../render/render-context';
import { cannedStore, prerenderOnServer, renderOnServer, serverRenderRecord, type ServerRender } from './server-render-kit';

export interface ServerRenderSuite {
  /** The remote as the test titles say it ('the campus'). */
  app: string;
  /** What the server renders: the remote's sections as the shell mounts them (or its own routes). */
  element: ReactNode;
  /** Wait for every lazy part and Suspense boundary (prerender), as the API's render does for remotes with lazy pages. */
  waitForLazy?: boolean;
  /** The store's answers when a call gives none (default: none known). */
  answers?: Record<string, StoredAnswer>;
  /** A new render record for each render (default serverRenderRecord(): markup kept as it is). */
  record?: () => ServerRenderRecord;
  /** Addresses no page of the remote answers: the site-wide not-found (HTTP 404), no heading of the remote's. */
  notFound: string[];
  /** Pages that render whole from nothing: their h1 and title, a description of a sentence or more, breadcrumbs from Home (unless `breadcrumbs: false`). */
  pages?: { url: string; title: string; breadcrumbs?: false }[];
}

export interface RenderInNodeOptions {
  store?: ResourceStore;
  element?: ReactNode;
  record?: ServerRenderRecord;
}

type RenderInNode<Lazy> = (url: string, options?: RenderInNodeOptions) => Lazy extends true ? Promise<ServerRender> : ServerRender;

/** The shared server-render tests of a remote; returns its render (a promise when `waitForLazy`). */
export function describeServerRender<Lazy extends boolean = false>(suite: ServerRenderSuite & { waitForLazy?: Lazy }): RenderInNode<Lazy> {
  const { app, element, waitForLazy = false, answers = {}, record = () => serverRenderRecord(), notFound, pages = [] } = suite;
  const render = (url: string, options: RenderInNodeOptions = {}): ServerRender | Promise<ServerRender> => {
    const settings = { store: options.store ?? cannedStore(answers), record: options.record ?? record() };
    return waitForLazy ? prerenderOnServer(url, options.element ?? element, settings) : renderOnServer(url, options.element ?? element, settings);
  };

  // The server render reads its store and never the network: checked after every test of the file
  // (the hooks are the file's, so the remote's own tests below are checked too).
  const realFetch = globalThis.fetch;
  const fetchSpy = jest.fn(() => Promise.reject(new Error('the server render must not fetch')));
  // The answers' lazy schemas at hand, as the API's render has them (renderToString cannot wait for them).
  beforeEach(loadEveryLazySchema);
  beforeEach(() => {
    fetchSpy.mockClear();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  describe(`server render of ${app} (Node, no DOM)`, () => {
    it('has no DOM here', () => {
      expect(typeof window).toBe('undefined');
      expect(typeof document).toBe('undefined');
    });

    it.each(notFound)('%s answers 404, the site-wide not-found page (not a redirect)', async (url) => {
      const { html, record: written } = await render(url);
      expect(written.notFound).toBe(true);
      expect(written.status).toBe(404);
      expect(html).not.toContain('<h1');
    });

    if (pages.length > 0) {
      it.each(pages)('renders $url whole: its heading, title, description and breadcrumbs', async ({ url, title, breadcrumbs = true }) => {
        const { text, record: written } = await render(url);
        expect(written.status).toBe(200);
        expect(text).toContain(`<h1 class="page-header__title">${title}</h1>`);
        expect(written.head.title).toBe(title);
        expect(written.head.description?.length).toBeGreaterThan(40);
        if (breadcrumbs) expect(written.head.breadcrumbs?.[0]).toEqual({ name: 'Home', path: '/' });
      });
    }
  });

  return render as RenderInNode<Lazy>;
}
