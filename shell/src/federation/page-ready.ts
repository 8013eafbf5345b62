import { useCallback, useEffect, useRef } from 'react';

/**
 * <html data-app="ready"> says that React has taken over the whole page: the shell and every remote
 * section on it (hydrated, drawn, or settled on its fallback). Until then a server-rendered button
 * inside a section may not answer yet. Tests wait for it; nothing else reads it.
 */
const pending = new Set<object>();
let shellReady = false;

function update(): void {
  if (shellReady && pending.size === 0) document.documentElement.setAttribute('data-app', 'ready');
}

/** The shell itself has hydrated (or rendered). */
export function markShellReady(): void {
  shellReady = true;
  update();
}

/**
 * For a section that loads on its own (a remote section, a home widget): returns the callback its
 * content calls once it is on screen, hydrated or failed. Until then the page is not ready.
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

/** Renders nothing; tells its section it has settled once it is committed. */
export function Settled({ onSettled }: { onSettled: () => void }) {
  useEffect(() => onSettled(), [onSettled]);
  return null;
}
