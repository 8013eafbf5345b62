/** @jest-environment jsdom */
import { lazy, useEffect, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { markShellReady, ReadySuspense } from './page-ready';

function Form() {
  return <button type="submit">Get Status</button>;
}

/** Stands for the shell's AppReady: marks the shell once it has committed, after what comes before it. */
function ShellMark() {
  useEffect(() => markShellReady(), []);
  return null;
}

function page(Content: ComponentType) {
  return (
    <>
      <ReadySuspense fallback={<p>Loading…</p>}>
        <Content />
      </ReadySuspense>
      <ShellMark />
    </>
  );
}

describe('data-app="ready"', () => {
  it('waits for a server-rendered lazy part inside a section to hydrate, not only for the shell', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(Form));
    document.body.append(container);

    // In the browser the form's code arrives later than the shell's.
    let deliver: (module: { default: ComponentType }) => void = () => undefined;
    const LazyForm = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (deliver = resolve)));
    const { hydrateRoot } = await import('react-dom/client');
    const root = await act(async () => hydrateRoot(container, page(LazyForm)));

    expect(document.documentElement.hasAttribute('data-app')).toBe(false);
    expect(container.querySelector('button')?.textContent).toBe('Get Status');

    await act(async () => deliver({ default: Form }));
    expect(document.documentElement.getAttribute('data-app')).toBe('ready');
    expect(container.querySelectorAll('button')).toHaveLength(1);
    act(() => root.unmount());
  });

  it('presses the button first-screen.js marked as tapped before the app came, once, after the page is ready', async () => {
    jest.resetModules();
    const fresh = await import('./page-ready');
    document.documentElement.removeAttribute('data-app');
    const button = document.createElement('button');
    button.setAttribute('data-tapped', '');
    button.setAttribute('aria-busy', 'true');
    const clicks = jest.fn();
    button.addEventListener('click', clicks);
    document.body.append(button);

    fresh.markShellReady();
    expect(document.documentElement.getAttribute('data-app')).toBe('ready');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('data-tapped')).toBe(false);
    await Promise.resolve();
    expect(clicks).toHaveBeenCalledTimes(1);
    // A later update (a section settling) presses nothing again.
    fresh.markShellReady();
    await Promise.resolve();
    expect(clicks).toHaveBeenCalledTimes(1);
    button.remove();
  });
});
