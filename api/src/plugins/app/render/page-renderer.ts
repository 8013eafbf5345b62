import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@aec/contracts';
import { z } from 'zod';
import {
  absoluteCssUrls,
  assemblePage,
  cssContentHash,
  parseTemplate,
  PageTemplateError,
  type ModuleAssets,
  type PageTemplate,
  type Preload,
  type Stylesheet,
} from './page-template';
import { PageCache, type CachedPage } from './page-cache';
import { sheetPieces } from './page-css';
import { MISSING_FILE, type LiveFiles, type LiveState } from '../releases/live-files';
import type { ServedReleases } from '../releases/served-releases';
import { counter, histogram } from '../../../lib/metrics';
import type { EmbeddedAnswers, FromWorker, RenderResult, ResourceRequest, StoredAnswer, ToWorker, WorkerSetup } from './render-messages';

declare module 'fastify' {
  interface FastifyInstance {
    pages: PageRenderer;
  }
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path: string; assets?: { css?: { sync?: string[]; async?: string[] }; js?: { sync?: string[]; async?: string[] } } }[];
}

/** Written by each browser build beside its chunks (CATALOGUES_FILE of @aec/webpack-config's catalogue-rules.js). */
const CATALOGUES_FILE = 'catalogues.json';
const Catalogues = z.record(z.string().regex(/^[a-z]{2}$/), z.array(z.string().regex(/^[\w.-]+\.js$/)));

/**
 * An app's catalogue chunks by language, as its build listed them in catalogues.json (the shell's
 * lists the design system's too: it provides @aec/ui). None when the file is missing or malformed:
 * the page then renders, and the browser fetches the catalogues one round trip later.
 */
export function cataloguesOf(dir: string, base: string): Partial<Record<string, Preload[]>> {
  let parsed;
  try {
    parsed = Catalogues.safeParse(JSON.parse(fs.readFileSync(path.join(dir, CATALOGUES_FILE), 'utf8')));
  } catch {
    return {};
  }
  if (!parsed.success) return {};
  return Object.fromEntries(
    Object.entries(parsed.data).map(([language, files]) => [language, files.map((file) => ({ href: base + file, as: 'script' as const }))]),
  );
}

/**
 * What the browser needs of an exposed module: its stylesheets before the page shows, and what it
 * fetches to take the section over (the remote's manifest, its entry, the module's scripts), which
 * first-screen.js asks for side by side with the shell's when the app starts, after the first paint.
 */
function readModuleAssets({ apps }: ServedReleases): Map<string, ModuleAssets> {
  const assets = new Map<string, ModuleAssets>();
  // Each file once per deploy: a release's files never change while it is served.
  const sheets = new Map<string, Stylesheet>();
  const sheet = (dir: string, base: string, file: string): Stylesheet => {
    const href = base + file;
    let known = sheets.get(href);
    if (!known) {
      let text: string | undefined;
      try {
        text = absoluteCssUrls(fs.readFileSync(path.join(dir, file), 'utf8'), href.slice(0, href.lastIndexOf('/') + 1));
      } catch {
        text = undefined; // linked instead
      }
      // Its rules are read now, once per deploy, so a render only picks the ones its page uses.
      known = { href, text, pieces: text === undefined ? undefined : sheetPieces(text) };
      sheets.set(href, known);
    }
    return known;
  };
  // The design system is a singleton the shell provides: the browser runs the shell's copy, whose
  // chunk loader looks for the shell's names of a stylesheet a remote also carries (the same content
  // hash). The page names it under those too (stylesheetTags writes its text once), or the shell's
  // loader would fetch what is already on the page.
  const shellSheets = new Map<string, string[]>();
  try {
    for (const file of fs.readdirSync(apps.shell.dir)) {
      const hash = cssContentHash(file);
      if (hash) shellSheets.set(hash, [...(shellSheets.get(hash) ?? []), file]);
    }
  } catch {
    // No shell folder: every stylesheet is the remote's own.
  }
  const remoteSheets = (dir: string, base: string, file: string): Stylesheet[] => [
    sheet(dir, base, file),
    ...(shellSheets.get(cssContentHash(file) ?? '') ?? []).map((shellFile) => sheet(apps.shell.dir, apps.shell.base, shellFile)),
  ];
  for (const name of REMOTE_NAMES) {
    let manifest: Manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(apps[name].dir, 'mf-manifest.json'), 'utf8')) as Manifest;
    } catch {
      continue;
    }
    const base = apps[name].base;
    const entry = manifest.metaData?.remoteEntry;
    const entryFile = entry?.name ? base + [entry.path, entry.name].filter(Boolean).join('/') : undefined;
    const messages = cataloguesOf(apps[name].dir, base);
    for (const expose of manifest.exposes ?? []) {
      const sync = expose.assets?.css?.sync ?? [];
      assets.set(`${name}/${expose.path}`, {
        messages,
        css: [...sync, ...(expose.assets?.css?.async ?? []).filter((file) => !OTHER_EXPOSE.test(file))]
          .filter((file) => !STAFF_CHUNK.test(file))
          .flatMap((file) => remoteSheets(apps[name].dir, base, file)),
        preloads: [
          { href: `${base}mf-manifest.json`, as: 'fetch' as const },
          ...(entryFile ? [{ href: entryFile, as: 'script' as const }] : []),
          ...(expose.assets?.js?.sync ?? []).map((file) => ({ href: base + file, as: 'script' as const })),
        ],
      });
    }
  }
  return assets;
}

/**
 * Chunks of the staff console's screens are named staff-* (webpackChunkName): no public page renders
 * them, so their stylesheets (the rich-text editor's, which every remote's copy of @aec/ui lists) stay
 * out of public pages.
 */
const STAFF_CHUNK = /^staff-/;

/**
 * Another expose's own stylesheet, which the manifest can list among an expose's async ones (home-widgets
 * listed the staff console's publishing and the routes' sheets, some 30 KB on the home page): the page that
 * renders that expose names it itself.
 */
const OTHER_EXPOSE = /^__federation_expose_/;

interface Generation {
  signature: string;
  worker: Worker;
  /** The worker thread has started running (its 'online' event). */
  online: Promise<void>;
  template: PageTemplate;
  assets: Map<string, ModuleAssets>;
  shellMessages: Partial<Record<string, Preload[]>>;
  renders: Map<number, { resolve: (value: { result: RenderResult; answers: Record<string, StoredAnswer> }) => void; reject: (error: Error) => void }>;
}

export interface RenderedPage {
  status: number;
  page: CachedPage;
  fromCache: boolean;
  /** A section fell back (its server container is missing or threw); only known of a page just rendered. */
  incomplete?: boolean;
}

/**
 * How many renders run at once in the worker, how many may wait for one, how long one waits at most,
 * and how long one may take (decision 042). Past the queue or the wait, the page is answered at once
 * with the client-rendered document, as when a render fails: a flood of new addresses costs the worker
 * its bound, never the pages everyone else asks for (those come from the cache).
 */
export interface RenderLimits {
  concurrency: number;
  queue: number;
  queueWaitMs: number;
  timeoutMs: number;
}
export const DEFAULT_RENDER_LIMITS: Readonly<RenderLimits> = { concurrency: 4, queue: 16, queueWaitMs: 2_000, timeoutMs: 10_000 };

/** A render not started because the queue was full or the wait too long; the page is drawn in the browser. */
export class RenderQueueFull extends Error {
  constructor() {
    super('the render queue is full: the page is drawn in the browser');
  }
}

/** What /metrics says of renders: how long they take, which fell back to the browser and why, and the cache's hits. */
const renderSeconds = histogram<'outcome'>({
  name: 'aec_page_render_duration_seconds',
  help: 'Server renders of a page in the render worker, by outcome (complete, incomplete: a section fell back, failed).',
  labelNames: ['outcome'],
  buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
const fallbacks = counter<'reason'>({
  name: 'aec_page_render_fallbacks_total',
  help: 'Pages or sections drawn in the browser instead of on the server, by reason (queue-full, timeout, error, section, no-server-render).',
  labelNames: ['reason'],
});
const cacheHits = counter({ name: 'aec_page_cache_hits_total', help: 'Page requests answered from the rendered-page cache.' });
const staleAnswers = counter({
  name: 'aec_page_stale_answers_total',
  help: 'Page requests answered with a page that had just expired, because its render was refused by the queue bound.',
});
const cacheMisses = counter({ name: 'aec_page_cache_misses_total', help: 'Page requests that needed a server render (not in the cache).' });

/** Routes that answer a POST without writing anything (docs/product/api-compatibility.md reads a department's notice board so). */
const READS_BY_POST = new Set(['/getnotificationwcollege']);

/** The compiled worker beside this file; under ts-jest (sources) the build's copy in api/dist. */
function workerScript(): string {
  const beside = path.join(__dirname, 'render-worker.js');
  if (fs.existsSync(beside)) return beside;
  return path.resolve(__dirname, '../../../../dist/plugins/app/render/render-worker.js');
}

/**
 * Renders public pages on the server: a worker thread loads the shell's server container, which
 * loads the remotes' server containers through module federation. A new worker is started when any
 * app is deployed (the next request renders the new code; nothing is restarted). The page's data is
 * read through this app in-process (inject), never over HTTP.
 */
export class PageRenderer {
  readonly cache = new PageCache();
  readonly limits: RenderLimits = { ...DEFAULT_RENDER_LIMITS };
  /** Renders refused by the queue bound (answered with the client-rendered document), and renders that timed out. */
  readonly stats = { shed: 0, timedOut: 0 };
  private generation: Generation | null = null;
  /** The deploy whose page template the server cannot fill (PageTemplateError). */
  private unfillable: string | undefined;
  private active = 0;
  private readonly waiting: Array<{ start: () => void }> = [];
  /** The server's own renders (the search index of the site's pages), waiting for a moment no visitor needs the worker. */
  private readonly background: Array<() => void> = [];
  private backgroundActive = false;
  /** Renders under way by URL: asked again meanwhile, a page is rendered once. */
  private readonly inflight = new Map<string, Promise<RenderedPage | null>>();
  private lastShedLog = 0;
  private readonly live: LiveFiles;
  private warming: NodeJS.Timeout | undefined;
  private nextRenderId = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly publicUrl: string,
  ) {
    // Any app's live files changed (a release switched here or by the release CLI, a dist/ rebuilt): the
    // pages go, and the new worker is started at once rather than by the next visitor, so the change is
    // rendered without a wait. A worker replaced after a timed-out render (no change) keeps the pages.
    this.live = app.releases.pointers.live;
    this.live.on('change', () => {
      this.cache.clear();
      if (this.warming) return;
      this.warming = setTimeout(() => {
        this.warming = undefined;
        try {
          this.current();
        } catch (err) {
          app.log.warn({ err }, 'the changed front end could not be started ahead of its first page');
        }
      }, 10);
      this.warming.unref();
    });
  }

  /** The page at url; null when the shell has no server container (the page is drawn in the browser, as before). */
  async render(url: string, { fresh = false, lite = false }: { fresh?: boolean; lite?: boolean } = {}): Promise<RenderedPage | null> {
    // A lite page (Save-Data) is another page of the same address: kept apart.
    const key = lite ? `${url}#lite` : url;
    // Fresh (a release's smoke check): rendered now, whatever is cached.
    const cached = fresh ? undefined : this.cached(url, lite);
    if (cached) return cached;
    const generation = this.current();
    if (!generation) {
      fallbacks.inc({ reason: 'no-server-render' });
      return null;
    }
    const stillCached = fresh ? undefined : this.cache.get(key);
    if (stillCached) {
      cacheHits.inc();
      return { status: stillCached.status, page: stillCached, fromCache: true };
    }
    if (fresh) return this.renderQueued(url, lite);
    cacheMisses.inc();
    let rendering = this.inflight.get(key);
    if (!rendering) {
      rendering = this.renderQueued(url, lite).finally(() => this.inflight.delete(key));
      this.inflight.set(key, rendering);
    }
    // Refused by the queue (a flood): the page that expired a moment ago, rather than one drawn in the browser.
    const stale = this.cache.stale(key);
    if (!stale) return rendering;
    return rendering.catch((err: unknown) => {
      if (!(err instanceof RenderQueueFull)) throw err;
      staleAnswers.inc();
      return { status: stale.status, page: stale, fromCache: true };
    });
  }

  /**
   * The page kept for url, when it may be answered as it is: at once, without a promise (the cached page's
   * path, decision 184). A cached page needs no look at the files unless a deploy may have happened; a render
   * always looks. Undefined when render() must be asked.
   */
  cached(url: string, lite = false): RenderedPage | undefined {
    const cached = this.cache.get(lite ? `${url}#lite` : url);
    if (!cached || !this.generation || this.live.stale) return undefined;
    cacheHits.inc();
    return { status: cached.status, page: cached, fromCache: true };
  }

  /** A render once the queue lets it start (RenderQueueFull past its bound). */
  private async renderQueued(url: string, lite: boolean): Promise<RenderedPage | null> {
    await this.slot();
    try {
      // The worker may have been replaced while this render waited.
      const generation = this.current();
      if (!generation) return null;
      // A write while this page renders (its data may be older) clears the cache: then it is not kept.
      const epoch = this.cache.epoch;
      const { result, answers } = await this.renderIn(generation, url, lite);
      const html = this.assemble(generation, url, result, answers, lite);
      // Whole pages are kept (a 404 briefly and apart, page-cache.ts); a page whose section fell back is
      // rendered again next time.
      if ((result.status === 200 || result.status === 404) && !result.incomplete && this.generation === generation) {
        return { status: result.status, page: this.cache.set(lite ? `${url}#lite` : url, result.status, html, epoch), fromCache: false };
      }
      return { status: result.status, page: { status: result.status, html: Buffer.from(html), expiresAt: 0 }, fromCache: false, incomplete: result.incomplete };
    } finally {
      this.release();
    }
  }

  private assemble(generation: Generation, url: string, result: RenderResult, answers: Record<string, StoredAnswer>, lite: boolean): string {
    return assemblePage({
      template: generation.template,
      publicUrl: this.publicUrl,
      url,
      result,
      answers,
      assetsOf: (m) => generation.assets.get(m),
      shellMessages: generation.shellMessages,
      lite,
      // A server-wide setting: every page of the cache is drawn with it, so no key or Vary changes.
      appStart: this.app.config.appStart,
    });
  }

  /**
   * A page rendered for one visitor from answers it starts with (a posted form's outcome, page-forms.ts):
   * in the render queue like any other, but never read from or kept in the cache, nor shared with
   * another request for the same address.
   */
  async renderWith(url: string, seed: EmbeddedAnswers, { lite = false }: { lite?: boolean } = {}): Promise<RenderedPage | null> {
    if (!this.current()) return null;
    await this.slot();
    try {
      return await this.renderUncached(url, lite, seed);
    } finally {
      this.release();
    }
  }

  /**
   * A page for the server's own reading (the site's pages for the search index), in a lane below the
   * visitors': it starts only when no visitor's render waits and a slot stays free for the next visitor,
   * one at a time, without the queue's bound or wait (it waits as long as visitors keep the worker busy).
   * A cached page is read, but what it renders is never kept: the cache holds what visitors asked for.
   */
  async renderInBackground(url: string): Promise<RenderedPage | null> {
    const cached = this.cache.get(url);
    if (cached && this.generation && !this.live.stale) return { status: cached.status, page: cached, fromCache: true };
    if (!this.current()) return null;
    await new Promise<void>((resolve) => {
      this.background.push(resolve);
      this.startBackground();
    });
    try {
      return await this.renderUncached(url, false);
    } finally {
      this.backgroundActive = false;
      this.release();
    }
  }

  /** A render whose page is answered and not kept (the caller holds a slot). */
  private async renderUncached(url: string, lite: boolean, seed?: EmbeddedAnswers): Promise<RenderedPage | null> {
    const generation = this.current();
    if (!generation) return null;
    const { result, answers } = await this.renderIn(generation, url, lite, seed);
    const html = this.assemble(generation, url, result, answers, lite);
    return { status: result.status, page: { status: result.status, html: Buffer.from(html), expiresAt: 0 }, fromCache: false, incomplete: result.incomplete };
  }

  /** The next background render starts when nothing of a visitor waits and one slot is left for them. */
  private startBackground(): void {
    if (this.backgroundActive || !this.background.length || this.waiting.length) return;
    if (this.active >= Math.max(1, this.limits.concurrency - 1)) return;
    this.backgroundActive = true;
    this.active += 1;
    this.background.shift()!();
  }

  /** Waits for a free render, or refuses at once when the queue is full and after queueWaitMs in it. */
  private slot(): Promise<void> {
    if (this.active < this.limits.concurrency) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.queue) return Promise.reject(this.shed());
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(this.shed());
      }, this.limits.queueWaitMs);
      timer.unref();
      this.waiting.push(entry);
    });
  }

  /** A finished render hands its place to the next waiting one. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next.start();
    else {
      this.active -= 1;
      this.startBackground();
    }
  }

  private shed(): RenderQueueFull {
    this.stats.shed += 1;
    fallbacks.inc({ reason: 'queue-full' });
    // Counted always, logged at most once a minute: a flood must not flood the log too.
    if (Date.now() - this.lastShedLog > 60_000) {
      this.lastShedLog = Date.now();
      this.app.log.warn({ shed: this.stats.shed }, 'renders refused by the render queue bound; those pages are drawn in the browser');
    }
    return new RenderQueueFull();
  }

  /** Up for /api/ready: the worker of what is deployed (started now if need be) runs within waitMs. */
  async workerUp(waitMs = 2_000): Promise<boolean> {
    const generation = this.current();
    if (!generation) return false;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), waitMs);
    });
    try {
      return await Promise.race([generation.online.then(() => this.generation === generation), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** On shutdown: renders under way finish first (at most their timeout), then the worker stops. */
  async close(): Promise<void> {
    clearTimeout(this.warming);
    const old = this.generation;
    this.generation = null;
    if (!old) return;
    const until = Date.now() + this.limits.timeoutMs;
    while (old.renders.size && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
    await old.worker.terminate();
  }

  /** The worker for what is deployed now; a deploy since the last request starts a new one. */
  private current(): Generation | null {
    // Told to 'change' listeners (the cache above) first when anything moved since the last look.
    const { served, signature }: LiveState = this.live.look();
    if (this.generation?.signature === signature) return this.generation;
    // Its template lacks a slot: said once in the log, and its pages are drawn in the browser until the next deploy.
    if (this.unfillable === signature) return null;
    const old = this.generation;
    try {
      // No shell server container: pages are drawn in the browser.
      this.generation = signature.includes(`|${MISSING_FILE}`) ? null : this.start(signature, served);
    } catch (err) {
      if (!(err instanceof PageTemplateError)) throw err;
      this.app.log.error(err.message);
      this.unfillable = signature;
      this.generation = null;
    }
    // Renders under way in the old worker finish first.
    if (old) this.retire(old);
    return this.generation;
  }

  private start(signature: string, served: ServedReleases): Generation {
    const remotes: Record<string, string> = {};
    for (const name of REMOTE_NAMES) {
      const entry = path.join(served.apps[name].dir, 'server/remoteEntry.js');
      if (fs.existsSync(entry)) remotes[name] = entry;
    }
    const setup: WorkerSetup = { shellRender: path.join(served.apps.shell.dir, 'server/render.js'), remotes };
    // Split at its slots before any worker starts: a template the server cannot fill starts none.
    const templateFile = path.join(served.apps.shell.dir, 'index.html');
    // Beside it, the first-screen script of a page whose app starts at a tap (decision 205); an older build has none.
    const atTapFile = path.join(served.apps.shell.dir, 'first-screen-at-tap.js');
    const atTapScript = fs.existsSync(atTapFile) ? fs.readFileSync(atTapFile, 'utf8') : undefined;
    const template = parseTemplate(fs.readFileSync(templateFile, 'utf8'), templateFile, atTapScript);
    const worker = new Worker(workerScript(), { workerData: setup, env: { ...process.env, NODE_ENV: 'production' } });
    worker.unref();
    const online = new Promise<void>((resolve) => worker.once('online', () => resolve()));
    const generation: Generation = {
      signature,
      worker,
      online,
      template,
      assets: readModuleAssets(served),
      shellMessages: cataloguesOf(served.apps.shell.dir, '/'),
      renders: new Map(),
    };
    worker.on('message', (message: FromWorker) => this.onMessage(generation, message));
    worker.on('error', (error) => this.fail(generation, error));
    worker.on('exit', (code) => this.fail(generation, new Error(`the render worker stopped (exit ${code})`)));
    return generation;
  }

  private retire(generation: Generation): void {
    const stop = () => void generation.worker.terminate();
    if (!generation.renders.size) return stop();
    const timer = setInterval(() => {
      if (generation.renders.size) return;
      clearInterval(timer);
      stop();
    }, 100);
    timer.unref();
  }

  private fail(generation: Generation, error: Error): void {
    for (const { reject } of generation.renders.values()) reject(error);
    generation.renders.clear();
    if (this.generation === generation) this.generation = null;
  }

  private renderIn(
    generation: Generation,
    url: string,
    lite = false,
    seed?: EmbeddedAnswers,
  ): Promise<{ result: RenderResult; answers: Record<string, StoredAnswer> }> {
    const id = ++this.nextRenderId;
    const timed = renderSeconds.startTimer();
    return new Promise((resolve, reject) => {
      const timeoutMs = this.limits.timeoutMs;
      const timer = setTimeout(() => {
        generation.renders.delete(id);
        this.stats.timedOut += 1;
        timed({ outcome: 'failed' });
        fallbacks.inc({ reason: 'timeout' });
        reject(new Error(`rendering ${url} took longer than ${timeoutMs} ms`));
        // A render that does not end may be stuck (a loop): the worker is replaced, not left busy. Its
        // other renders fail (drawn in the browser); the next request starts a new worker.
        this.fail(generation, new Error(`the render worker was replaced after ${url} took longer than ${timeoutMs} ms`));
        void generation.worker.terminate();
      }, timeoutMs);
      timer.unref();
      generation.renders.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          timed({ outcome: value.result.incomplete ? 'incomplete' : 'complete' });
          if (value.result.incomplete) fallbacks.inc({ reason: 'section' });
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          timed({ outcome: 'failed' });
          fallbacks.inc({ reason: 'error' });
          reject(error);
        },
      });
      generation.worker.postMessage({ type: 'render', id, url, lite, seed } satisfies ToWorker);
    });
  }

  private onMessage(generation: Generation, message: FromWorker): void {
    if (message.type === 'fetch') {
      void this.answer(message.request).then((answer) => generation.worker.postMessage({ type: 'answer', id: message.id, answer } satisfies ToWorker));
      return;
    }
    const pending = generation.renders.get(message.id);
    if (!pending) return;
    generation.renders.delete(message.id);
    if (message.type === 'rendered') pending.resolve({ result: message.result, answers: message.answers });
    else pending.reject(new Error(message.error));
  }

  /** A public read of the API, as a visitor without a session would make it. */
  private async answer(request: ResourceRequest): Promise<StoredAnswer> {
    const isGet = typeof request === 'string';
    try {
      const response = await this.app.inject({
        method: isGet ? 'GET' : 'POST',
        url: isGet ? request : request.url,
        headers: { accept: 'application/json', ...(isGet ? {} : { 'content-type': 'application/json' }) },
        payload: isGet ? undefined : JSON.stringify(request.body),
        // Rate limits key on the address: the server's own reads must not use up a visitor's.
        remoteAddress: '127.0.0.2',
      });
      let body: unknown;
      try {
        body = response.json();
      } catch {
        body = undefined;
      }
      if (response.statusCode < 300 && body !== undefined) return { ok: true, body };
      const said = (body as { error?: unknown } | undefined)?.error;
      return {
        ok: false,
        status: response.statusCode,
        error: typeof said === 'string' ? said : 'The college server had a problem answering. Please try again in a moment.',
      };
    } catch (err) {
      this.app.log.error({ err }, 'a server render could not read its data');
      return { ok: false, status: 500, error: 'The college server had a problem answering. Please try again in a moment.' };
    }
  }
}

export default fp(
  async (app) => {
    const renderer = new PageRenderer(app, app.config.publicUrl);
    app.decorate('pages', renderer);
    // Any write that succeeded may change a public page (a notice published, a grievance counted).
    // Cleared before the answer leaves (onSend, not onResponse): whoever has seen the write succeed
    // can no longer be served a page from before it. The reads docs/product/api-compatibility.md makes with a POST are not
    // writes: the renders read through them too, and must not empty the cache they fill.
    // Only the API's own routes that succeeded (2xx): a refused write, a redirect or a POST to a page
    // path changes nothing, and must not let anyone empty the cache at will (SECURITY.md).
    app.addHook('onSend', (request, reply, payload, done) => {
      // The method first: routeOptions is made afresh at each read, and a GET (every page) needs no route.
      const isWrite = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
      const route = isWrite ? (request.routeOptions.url ?? '') : '';
      const isApiWrite = isWrite && route.startsWith('/api/') && !READS_BY_POST.has(route);
      if (isApiWrite && reply.statusCode >= 200 && reply.statusCode < 300) renderer.cache.clear();
      done(null, payload);
    });
    app.addHook('onClose', async () => renderer.close());
  },
  { name: 'page-renderer' },
);
