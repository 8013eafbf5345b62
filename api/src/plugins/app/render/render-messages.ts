import type { RenderResult, ResourceRequest, StoredAnswer } from '@aec/contracts';

export type { RenderResult, ResourceRequest, StoredAnswer };

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
