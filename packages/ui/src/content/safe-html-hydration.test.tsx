/** @jest-environment jsdom */
// A file of its own: DOMPurify must not have been loaded by another test before the page hydrates.
import { act } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerRenderContext, type ServerRenderRecord } from '../render/render-context';
import { SafeHtml, loadSanitizer } from './safe-html';

// Stored text DOMPurify would rewrite (it drops style attributes), so a rewrite would show.
const STORED = '<p style="color: red">Fees <em>due</em></p>';
/** Stands for the API's allow-list sanitiser: visibly different from DOMPurify's output of the same text. */
const serverRecord = { sanitizeHtml: () => '<p>Sanitised by the server</p>' } as unknown as ServerRenderRecord;

let showOther: () => void = () => undefined;
function Notice() {
  const [html, setHtml] = useState(STORED);
  showOther = () => setHtml('<p>Another <strong>notice</strong><img src="x" onerror="alert(1)"></p>');
  return <SafeHtml html={html} />;
}

/** The page as a browser gets it: the server's HTML (with the server's sanitiser), then hydrated. */
async function hydrated(page: () => ReactElement) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const Page = page;
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerRenderContext.Provider value={serverRecord}>
      <Page />
    </ServerRenderContext.Provider>,
  );
  document.body.append(container);
  const { hydrateRoot } = await import('react-dom/client');
  const root = await act(async () => hydrateRoot(container, <Page />));
  return {
    container,
    close() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

describe('SafeHtml on a server-rendered page', () => {
  it('keeps the markup the server sanitised while hydrating and after, and sanitises in the browser only markup that changes', async () => {
    const { container, close } = await hydrated(Notice);
    // Effects have run and a macrotask passed: DOMPurify, had it been asked for, would have replaced the markup.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.innerHTML).toBe('<div><p>Sanitised by the server</p></div>');

    await act(async () => showOther());
    await act(async () => {
      await loadSanitizer();
    });
    expect(container.querySelector('strong')?.textContent).toBe('notice');
    expect(container.innerHTML).not.toMatch(/onerror/);
    close();
  });

  it('never takes text back as the server’s markup once it changed: the same text again is sanitised (SECURITY.md)', async () => {
    const first = '<p>Fees <strong>due</strong><img src="x" onerror="alert(1)"></p>';
    let show: (html: string) => void = () => undefined;
    function Switching() {
      const [html, setHtml] = useState(first);
      show = setHtml;
      return <SafeHtml html={html} />;
    }
    const { container, close } = await hydrated(Switching);
    expect(container.innerHTML).toBe('<div><p>Sanitised by the server</p></div>');
    // Another language's text, then the first one again (a language switched there and back).
    await act(async () => show('<p>Another</p>'));
    await act(async () => loadSanitizer().then(() => undefined));
    await act(async () => show(first));
    // The markup was sanitised (the strong the policy keeps), not shown as inert text or as the server's.
    expect(container.querySelector('strong')?.textContent).toBe('due');
    expect(container.innerHTML).toContain('Fees');
    expect(container.innerHTML).not.toMatch(/onerror|<img/);
    close();
  });
});
