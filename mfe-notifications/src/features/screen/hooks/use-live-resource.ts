import { useEffect, useRef, useState } from 'react';
import { fetchJson } from '@aec/ui';

export interface LiveResource<T> {
  /** The last good answer: kept while the API is down. */
  data: T | undefined;
  /** When data last arrived (ms since epoch). */
  updatedAt: number | undefined;
  /** The latest attempt failed; the screen keeps showing data and tries again by itself. */
  failing: boolean;
}

interface LiveOptions {
  refreshMs: number;
  /** Sooner attempts while failing, doubling up to refreshMs. */
  retryMs: number;
  /** A request that hangs is abandoned so attempts never pile up. */
  timeoutMs?: number;
}

/**
 * Data for a screen that runs for days (the TV screen is drawn in the browser only, so it polls in
 * an effect rather than reading through useResource): fetched now and every refreshMs, the last good answer
 * kept through failures, retried with backoff. An unchanged answer keeps the previous object,
 * so nothing re-renders (and no carousel restarts) when nothing changed. One timer at a time.
 */
export function useLiveResource<T>(url: string, { refreshMs, retryMs, timeoutMs = 20_000 }: LiveOptions): LiveResource<T> {
  const [state, setState] = useState<LiveResource<T>>({ data: undefined, updatedAt: undefined, failing: false });
  const lastText = useRef<string | null>(null);

  useEffect(() => {
    let timer: number | undefined;
    let controller: AbortController | undefined;
    let stopped = false;
    let failures = 0;

    const attempt = async () => {
      controller = new AbortController();
      const abortTimer = window.setTimeout(() => controller?.abort(), timeoutMs);
      try {
        const answer = await fetchJson<T>(url, { signal: controller.signal });
        if (stopped) return;
        failures = 0;
        const text = JSON.stringify(answer);
        const changed = text !== lastText.current;
        lastText.current = text;
        setState((s) => ({ data: changed || s.data === undefined ? answer : s.data, updatedAt: Date.now(), failing: false }));
      } catch {
        if (stopped) return;
        failures += 1;
        setState((s) => (s.failing ? s : { ...s, failing: true }));
      } finally {
        window.clearTimeout(abortTimer);
      }
      if (stopped) return;
      const wait = failures === 0 ? refreshMs : Math.min(refreshMs, retryMs * 2 ** (failures - 1));
      timer = window.setTimeout(attempt, wait);
    };

    attempt();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      controller?.abort();
    };
  }, [url, refreshMs, retryMs, timeoutMs]);

  return state;
}
