// The shell's server container entry (dist/server/render.js), loaded by the API's render worker.
// Only an async boundary, as in the browser: shared modules are negotiated before use.
import type { RenderRequest, RenderResult } from './render-page';

export type { RenderRequest, RenderResult, ServerRemotes } from './render-page';

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { renderPage: render } = await import('./render-page');
  return render(request);
}
