import type { PageHead } from '@aec/contracts';

/** One API answer as a page used it (the shape @aec/ui's resource store keeps and embeds). */
export type StoredAnswer = { ok: true; body: unknown } | { ok: false; status?: number; error: string };

/** A read of the API by the page: a GET URL, or a SPEC §7 POST read. */
export type ResourceRequest = string | { url: string; method: 'POST'; body: unknown };

/** What the shell's server container returns (shell/src/server/render-page.tsx). */
export interface RenderResult {
  status: number;
  markup: string;
  hints: string;
  head: PageHead;
  remoteModules: string[];
  notFound: boolean;
}

/** Main thread to render worker. */
export type ToWorker = { type: 'render'; id: number; url: string } | { type: 'answer'; id: number; answer: StoredAnswer };

/** Render worker to main thread. */
export type FromWorker =
  | { type: 'fetch'; id: number; request: ResourceRequest }
  | { type: 'rendered'; id: number; result: RenderResult; answers: Record<string, StoredAnswer> }
  | { type: 'failed'; id: number; error: string };

export interface WorkerSetup {
  /** shell/dist/server/render.js */
  shellRender: string;
  /** Remote name to its server container (dist/server/remoteEntry.js); absent ones render their fallback. */
  remotes: Record<string, string>;
}
