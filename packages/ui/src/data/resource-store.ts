import { createContext } from 'react';
import type { EmbeddedAnswers, ResourceRequest, StoredAnswer } from '@aec/contracts';
import { ApiRequestError, describeError, fetchJson } from './api-client';

export type { EmbeddedAnswers, ResourceRequest, StoredAnswer } from '@aec/contracts';
// In the contracts: the API seeds a staff preview's answers under the same keys.
export { requestKey } from '@aec/contracts';

function requestInit(request: ResourceRequest): RequestInit | undefined {
  if (typeof request === 'string') return undefined;
  return { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request.body) };
}

/**
 * Where useResource() reads. On the server: one store per request, filled through the API in the
 * same process (no HTTP call to itself) and embedded in the page. In the browser: the embedded
 * answers first (so hydration fetches nothing), then the network.
 */
export interface ResourceStore {
  /** The answer already known for this request key, if any. */
  peek(key: string): StoredAnswer | undefined;
  /** Loads a request under its key (once while pending); resolves when peek(key) has the answer, never rejects. */
  load(key: string, request: ResourceRequest): Promise<StoredAnswer>;
  /** Drops a known answer, so that Retry asks again. */
  forget(key: string): void;
  /** True on the server: a missing answer suspends the render instead of showing a spinner. */
  readonly suspends: boolean;
  /**
   * True when peek(key) is an answer the server's render checked before embedding it (the browser's store):
   * useResource reads it without its schema. A store without this method has every answer checked.
   */
  checkedOnServer?(key: string): boolean;
}

const SEED_FOR_MS = 60_000;

/** The browser's store: answers the server embedded, kept a minute, then fresh requests. */
export class BrowserResourceStore implements ResourceStore {
  readonly suspends = false;
  private seeded = new Map<string, { at: number; answer: StoredAnswer }>();
  private pending = new Map<string, Promise<StoredAnswer>>();

  seed(answers: EmbeddedAnswers): void {
    const at = Date.now();
    for (const [url, answer] of Object.entries(answers)) this.seeded.set(url, { at, answer });
  }

  peek(key: string): StoredAnswer | undefined {
    const hit = this.seeded.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at > SEED_FOR_MS) {
      this.seeded.delete(key);
      return undefined;
    }
    return hit.answer;
  }

  forget(key: string): void {
    this.seeded.delete(key);
  }

  checkedOnServer(key: string): boolean {
    return this.seeded.has(key);
  }

  load(key: string, request: ResourceRequest): Promise<StoredAnswer> {
    const url = typeof request === 'string' ? request : request.url;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = fetchJson<unknown>(url, { init: requestInit(request) }).then(
        (body): StoredAnswer => ({ ok: true, body }),
        (error: unknown): StoredAnswer => {
          if ((error as Error)?.name === 'AbortError') throw error;
          return { ok: false, status: error instanceof ApiRequestError ? error.status : undefined, error: describeError(error) };
        },
      );
      const settled = pending;
      this.pending.set(key, settled);
      // Widgets of one page asking for one URL share a request; the next mount asks again.
      settled.finally(() => this.pending.get(key) === settled && this.pending.delete(key)).catch(() => undefined);
    }
    return pending;
  }
}

/** The page's store in the browser; the shell seeds it from the embedded answers before hydrating. */
export const browserResourceStore = new BrowserResourceStore();

export const ResourceStoreContext = createContext<ResourceStore>(browserResourceStore);

/** What the server embedded in this page: the answers it used, and the moment it rendered for. */
export interface EmbeddedPage {
  answers: EmbeddedAnswers;
  /** ms since 1970; undefined on a page without one (drawn in the browser only). */
  renderedAt?: number;
}

/** Reads #aec-data once (nothing on a page drawn in the browser only, or an unreadable one). */
export function readEmbeddedPage(doc: Document = document): EmbeddedPage {
  const node = doc.getElementById('aec-data');
  if (!node?.textContent) return { answers: {} };
  try {
    const data = JSON.parse(node.textContent) as { answers?: EmbeddedAnswers; renderedAt?: unknown };
    const renderedAt = typeof data.renderedAt === 'number' && Number.isFinite(data.renderedAt) ? data.renderedAt : undefined;
    return { answers: data.answers ?? {}, renderedAt };
  } catch {
    return { answers: {} };
  }
}
