import { Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react';

/**
 * <html data-app="ready"> says that React has taken over the whole page: the shell and every part of
 * it that loads on its own (a remote section, a home widget, a lazy page inside a section), hydrated,
 * drawn, or settled on its fallback. Until then a server-rendered button may not answer yet. Tests
 * wait for it; at that moment the button whose tap started the app is pressed again (see below).
 *
 * It lives here because @aec/ui is one federation singleton: the shell and every remote count into
 * the same set.
 */
const pending = new Set<object>();
let shellReady = false;

function update(): void {
  if (!shellReady || pending.size > 0) return;
  document.documentElement.setAttribute('data-app', 'ready');
  pressTappedButton();
}

/**
 * On a page whose app starts at the visitor's first act, the button tapped before the app had arrived is marked
 * data-tapped and busy by the shell's build/first-screen.js (decision 205): it is pressed again now that React
 * answers it, so the tap is not lost. After this commit, as a tap would come: not inside React's effects.
 */
function pressTappedButton(): void {
  const button = document.querySelector<HTMLElement>('[data-tapped]');
  if (!button) return;
  button.removeAttribute('data-tapped');
  button.removeAttribute('aria-busy');
  queueMicrotask(() => button.click());
}

/** The shell itself has hydrated (or rendered). */
export function markShellReady(): void {
  shellReady = true;
  update();
}

/**
 * For a part that loads on its own: returns the callback its content calls once it is on screen,
 * hydrated or failed. The part is counted from its parent's commit, which comes before the shell's
 * own (effects run children first), so the page is not called ready while it is still dehydrated.
 */
export function useSectionSettled(): () => void {
  const token = useRef({ settled: false });
  useEffect(() => {
    const current = token.current;
    if (!current.settled) pending.add(current);
    return () => {
      pending.delete(current);
      update();
    };
  }, []);
  return useCallback(() => {
    token.current.settled = true;
    pending.delete(token.current);
    update();
  }, []);
}

/** Renders nothing; tells its part it has settled once it is committed. */
export function Settled({ onSettled }: { onSettled: () => void }) {
  useEffect(() => onSettled(), [onSettled]);
  return null;
}

/**
 * A Suspense boundary the page waits for: while its content is loading (or, after server rendering,
 * not hydrated yet) the page is not ready. Use it for lazy code inside a section.
 */
export function ReadySuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const onSettled = useSectionSettled();
  return (
    <Suspense fallback={fallback}>
      {children}
      <Settled onSettled={onSettled} />
    </Suspense>
  );
}
