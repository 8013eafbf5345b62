import { useContext, useMemo, useSyncExternalStore } from 'react';
import { ServerRenderContext } from './render-context';

// The moment a page is drawn for: what "new" badges, tender status, upcoming events and the footer's
// year are judged against. The server renders at one moment and the browser hydrates later (the page
// may have sat in the page cache or a CDN for a minute): hydration uses the server's moment, so the
// markup is the same on both sides, then the page moves on to the browser's clock.

const MINUTE_MS = 60_000;
const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

let renderedAt: number | undefined;
let browserMinute = minuteOf(Date.now());
const listeners = new Set<() => void>();
let ticking: ReturnType<typeof setInterval> | undefined;

/** The browser's side: the moment the server drew this page (bootstrap.tsx, before hydrating). */
export function setPageRenderTime(ms: number | undefined): void {
  renderedAt = ms;
}

/** The browser's clock to the minute, the same value until the minute changes (a stable snapshot). */
function browserSnapshot(): number {
  const now = minuteOf(Date.now());
  if (now !== browserMinute) browserMinute = now;
  return browserMinute;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  ticking ??= setInterval(() => {
    if (minuteOf(Date.now()) === browserMinute) return;
    browserSnapshot();
    listeners.forEach((notify) => notify());
  }, 5_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && ticking) {
      clearInterval(ticking);
      ticking = undefined;
    }
  };
}

/**
 * Now, as this page is drawn: on the server the render's moment; in the browser the same moment
 * while hydrating, the browser's clock (to the minute) afterwards and in pages drawn in the browser.
 */
export function usePageNow(): Date {
  const record = useContext(ServerRenderContext);
  const ms = useSyncExternalStore(subscribe, browserSnapshot, () => record?.renderedAt ?? renderedAt ?? browserSnapshot());
  return useMemo(() => new Date(ms), [ms]);
}
