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
});
