/** @jest-environment jsdom */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { isNew } from '../format/dates';
import { ServerRenderContext, type ServerRenderRecord } from './render-context';
import { setPageRenderTime, usePageNow } from './page-time';

/** A notice row as the notice board draws it: the 'New' badge depends on the page's moment. */
function Notice() {
  const now = usePageNow();
  return <p>Exam schedule{isNew('2026-11-17T10:00:00+05:30', now) && <span> New</span>}</p>;
}

const RENDERED_AT = Date.parse('2026-11-24T09:00:00+05:30'); // 6 days 23 hours after: still new
const HYDRATED_AT = Date.parse('2026-11-24T10:30:00+05:30'); // a cached page, 90 minutes later: no longer new

const record = (renderedAt: number): ServerRenderRecord => ({ status: 200, notFound: false, head: {}, sanitizeHtml: (h) => h, remoteModules: [], renderedAt });

async function hydrateLater(renderTimeKnown: boolean) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerRenderContext.Provider value={record(RENDERED_AT)}>
      <Notice />
    </ServerRenderContext.Provider>,
  );
  document.body.append(container);
  const serverMarkup = container.innerHTML;
  jest.spyOn(Date, 'now').mockReturnValue(HYDRATED_AT);
  setPageRenderTime(renderTimeKnown ? RENDERED_AT : undefined);
  const errors: unknown[] = [];
  const { hydrateRoot } = await import('react-dom/client');
  const root = await act(async () => hydrateRoot(container, <Notice />, { onRecoverableError: (e) => errors.push(e) }));
  return { container, serverMarkup, errors, unmount: () => act(() => root.unmount()) };
}

describe('usePageNow', () => {
  afterEach(() => jest.restoreAllMocks());

  it('on the server, is the moment of the render', () => {
    expect(
      renderToString(
        <ServerRenderContext.Provider value={record(RENDERED_AT)}>
          <Notice />
        </ServerRenderContext.Provider>,
      ),
    ).toContain('New');
  });

  it("hydrates with the server's moment (no mismatch), then moves on to the browser's clock", async () => {
    const { container, serverMarkup, errors, unmount } = await hydrateLater(true);
    expect(serverMarkup).toContain('New');
    expect(errors).toEqual([]);
    // After hydration the page is judged by the browser's clock: the badge has expired.
    expect(container.textContent).toBe('Exam schedule');
    unmount();
  });

  it("without the server's moment, the browser's clock makes hydration fail (what the embedded moment prevents)", async () => {
    const { errors, unmount } = await hydrateLater(false);
    expect(errors.length).toBeGreaterThan(0);
    unmount();
  });
});
