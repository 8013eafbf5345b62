import { useCallback, useEffect, useState } from 'react';
import { describeError, fetchJson, fetchShared } from '../api/fetch-json';

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined; retry: () => void }
  | { status: 'ready'; data: T; error?: undefined; retry: () => void }
  | { status: 'failed'; data?: undefined; error: string; retry: () => void };

interface Options {
  /** Share one request with other widgets of the page asking for the same URL. */
  shared?: boolean;
}

/** Loads one URL once per mount (again when the URL changes or on retry); null waits. */
export function useResource<T>(url: string | null, { shared = false }: Options = {}): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ url: string | null; data?: T; error?: string }>({ url: null });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    setState({ url });
    (shared ? fetchShared<T>(url) : fetchJson<T>(url, controller.signal)).then(
      (data) => !controller.signal.aborted && setState({ url, data }),
      (error) => !controller.signal.aborted && setState({ url, error: describeError(error) }),
    );
    return () => controller.abort();
  }, [url, attempt, shared]);

  // A stale answer for the previous URL is never shown as this one's.
  if (state.url !== url || (state.data === undefined && state.error === undefined)) return { status: 'loading', retry };
  if (state.error !== undefined) return { status: 'failed', error: state.error, retry };
  return { status: 'ready', data: state.data as T, retry };
}
