// The render worker: one per deployed generation of the front ends (page-renderer.ts starts a new
// one when any app's build changes), so each requires the shell's and the remotes' server
// containers afresh, with no module cache or federation state left from an older deploy.
import { parentPort, workerData } from 'node:worker_threads';
import { remembered, sanitizeMarkup } from '../../../lib/markup';
import type { EmbeddedAnswers, FromWorker, RenderResult, ResourceRequest, StoredAnswer, ToWorker, WorkerSetup } from './render-messages';

interface ShellServer {
  renderPage(request: {
    url: string;
    store: unknown;
    sanitizeHtml: (html: string) => string;
    remotes?: Record<string, string>;
    lite?: boolean;
  }): Promise<RenderResult>;
}

const setup = workerData as WorkerSetup;
const port = parentPort!;
const send = (message: FromWorker) => port.postMessage(message);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const shell = require(setup.shellRender) as ShellServer;

let nextFetchId = 0;
const awaiting = new Map<number, (answer: StoredAnswer) => void>();

/** A page's data, read through the API in the main thread (in-process inject, never HTTP). */
function fetchAnswer(request: ResourceRequest): Promise<StoredAnswer> {
  const id = ++nextFetchId;
  return new Promise((resolve) => {
    awaiting.set(id, resolve);
    send({ type: 'fetch', id, request });
  });
}

/** One store per render: what the page read, kept to be embedded in it. */
function createStore(seed: EmbeddedAnswers = {}) {
  const answers = new Map<string, StoredAnswer>(Object.entries(seed));
  const pending = new Map<string, Promise<StoredAnswer>>();
  const store = {
    suspends: true,
    peek: (key: string) => answers.get(key),
    forget: () => undefined,
    load(key: string, request: ResourceRequest): Promise<StoredAnswer> {
      let loading = pending.get(key);
      if (!loading) {
        loading = fetchAnswer(request).then((answer) => {
          answers.set(key, answer);
          return answer;
        });
        pending.set(key, loading);
      }
      return loading;
    },
  };
  return { store, answers };
}

const sanitizeHtml = remembered((html) => sanitizeMarkup(html, { pageText: true }));
// The sanitiser's DOM (jsdom) is made now, while the worker starts, not in the first visitor's render.
sanitizeHtml('');

async function render(id: number, url: string, lite: boolean, seed?: EmbeddedAnswers): Promise<void> {
  const { store, answers } = createStore(seed);
  try {
    // The shell registers the remotes on its first render and ignores them after.
    const result = await shell.renderPage({ url, store, sanitizeHtml, remotes: setup.remotes, lite });
    send({ type: 'rendered', id, result, answers: Object.fromEntries(answers) });
  } catch (error) {
    send({ type: 'failed', id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'answer') {
    awaiting.get(message.id)?.(message.answer);
    awaiting.delete(message.id);
  } else if (message.type === 'render') {
    void render(message.id, message.url, message.lite === true, message.seed);
  }
});
