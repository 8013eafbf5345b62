import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { RemoteName, RenderResult } from '@aec/contracts';
import {
  ResourceStoreContext,
  ServerRenderContext,
  UI_NAMESPACE,
  createI18n,
  languageInfo,
  loadCatalogue,
  splitLanguagePath,
  uiCatalogue,
  type Language,
  type ResourceStore,
  type ServerRenderRecord,
} from '@aec/ui';
import { SHELL_NAMESPACE, shellCatalogue } from '../messages/catalogue';
import { registerServerRemotes } from '../federation/remote-registry';
import { ShellApp } from '../first-screen';

export type { RenderResult };

/** Remote name to its server container on this machine (dist/server/remoteEntry.js). */
export type ServerRemotes = Partial<Record<RemoteName, string>>;

export interface RenderRequest {
  /** Path and query of the page, e.g. '/notifications/notice/12'. */
  url: string;
  /** Where the page's data is read (the API, in-process). */
  store: ResourceStore;
  /** The API's allow-list sanitiser for stored markup. */
  sanitizeHtml: (html: string) => string;
  /** Server containers to register; given on a worker's first render. */
  remotes?: ServerRemotes;
  /** Longest wait for data and remote code; what is not ready by then renders its fallback. */
  timeoutMs?: number;
  /** A lite page (Save-Data, or the visitor's choice): no carousel, no image until tapped. */
  lite?: boolean;
}

let remotesRegistered = false;

/** Renders one page as the browser will hydrate it; a not-found answer renders the /404 page. */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  if (request.remotes && !remotesRegistered) {
    registerServerRemotes(request.remotes);
    remotesRegistered = true;
  }
  const renderedAt = Date.now();
  const { language, path } = splitLanguagePath(request.url);
  await Promise.all([loadCatalogue(SHELL_NAMESPACE, language, shellCatalogue), loadCatalogue(UI_NAMESPACE, language, uiCatalogue)]);
  const first = await renderOnce(request, language, null, renderedAt);
  if (!first.record.notFound) return result(first, language);
  const pathname = path.split('?')[0] ?? '/';
  const second = await renderOnce(request, language, pathname, renderedAt);
  return { ...result(second, language), status: 404, notFound: true };
}

function result({ markup, record, incomplete }: Rendered, language: Language): RenderResult {
  const hints = markup.match(/^(<link [^>]*>)*/)?.[0] ?? '';
  return {
    status: record.status,
    markup: markup.slice(hints.length),
    hints,
    head: record.head,
    remoteModules: [...new Set(record.remoteModules)],
    notFound: record.notFound,
    incomplete,
    renderedAt: record.renderedAt,
    language,
  };
}

interface Rendered {
  markup: string;
  record: ServerRenderRecord;
  /** Some section fell back to its Suspense fallback. */
  incomplete: boolean;
}

function renderOnce(request: RenderRequest, language: Language, notFoundPath: string | null, renderedAt: number): Promise<Rendered> {
  const record: ServerRenderRecord = {
    status: 200,
    notFound: false,
    head: {},
    sanitizeHtml: request.sanitizeHtml,
    remoteModules: [],
    renderedAt,
    lite: request.lite,
  };
  const basename = languageInfo(language).prefix || undefined;
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter basename={basename} initialEntries={[request.url]}>
      {children}
    </MemoryRouter>
  );
  // One i18next instance per render: renders in different languages run side by side in a worker.
  const i18n = createI18n(language);
  const app = (
    <ServerRenderContext.Provider value={record}>
      <ResourceStoreContext.Provider value={request.store}>
        <ShellApp router={Router} i18n={i18n} notFoundPath={notFoundPath} />
      </ResourceStoreContext.Provider>
    </ServerRenderContext.Provider>
  );
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve({ markup: Buffer.concat(chunks).toString('utf8'), record, incomplete });
        done();
      },
    });
    let failed = false;
    let incomplete = false;
    const stream = renderToPipeableStream(app, {
      // Everything is waited for (data, remote code) and no boundary is outlined however large: the page
      // goes out whole, with no streaming script (the CSP allows none inline).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        if (!failed) stream.pipe(sink);
      },
      onShellError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        incomplete = true;
        // A section that failed (its remote is missing or threw) renders its fallback; the browser retries it.
        console.warn(`[render] ${request.url}: a section fell back: ${error instanceof Error ? error.message : String(error)}`);
      },
    });
    setTimeout(() => stream.abort(new Error(`render of ${request.url} timed out`)), request.timeoutMs ?? 5000).unref();
  });
}
