import type { EmbeddedAnswers, RenderResult, ResourceRequest, StoredAnswer } from '@aec/contracts';

export type { EmbeddedAnswers, RenderResult, ResourceRequest, StoredAnswer };

/** Main thread to render worker. */
/** `seed`: answers the page starts with (a posted form's outcome, page-forms.ts). */
export type ToWorker =
  { type: 'render'; id: number; url: string; lite?: boolean; seed?: EmbeddedAnswers } | { type: 'answer'; id: number; answer: StoredAnswer };

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
