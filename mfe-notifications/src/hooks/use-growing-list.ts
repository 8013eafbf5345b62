import { useCallback, useEffect, useState } from 'react';
import { describeError, fetchJson, useResource } from '@aec/ui';
import { listPageRange } from '../api/ranges';

interface ListAnswer<T> {
  rows: T[];
  total?: number;
}

export interface GrowingList<T> {
  rows: T[];
  /** Loading the first page or the next one. */
  loading: boolean;
  /** Why the last page failed (the rows already shown stay). */
  error: string | null;
  /** The HTTP status of that failure (undefined: no answer). */
  errorStatus: number | undefined;
  /** More rows exist beyond those loaded. */
  hasMore: boolean;
  total: number | undefined;
  loadMore: () => void;
  retry: () => void;
}

function pageUrl(resource: string, page: number, pageSize: number): string {
  const { from, to } = listPageRange(page, pageSize);
  return `/api/${resource}/${from}/${to}?lean=1`;
}

/**
 * A list read page by page with the docs/product/api-compatibility.md ranges (1/20, 20/40 … or 1/5, 5/10 …) and shown as one
 * growing list: 'Load more' appends instead of replacing, so live search covers everything loaded.
 * The first page goes through useResource, so it is in the server's HTML and hydration fetches
 * nothing; the pages a visitor asks for afterwards are fetched in the browser.
 */
export function useGrowingList<T>(resource: 'notice' | 'tender' | 'news' | 'events', pageSize: number): GrowingList<T> {
  const firstUrl = pageUrl(resource, 1, pageSize);
  const first = useResource<ListAnswer<T>>(firstUrl);
  // Pages 2, 3 … of this list (kept with the list they belong to, so a new list never shows old rows).
  const [later, setLater] = useState<{ list: string; pages: ListAnswer<T>[] }>({ list: firstUrl, pages: [] });
  const [wanted, setWanted] = useState(1);
  const [laterError, setLaterError] = useState<{ message: string; status?: number } | null>(null);
  const [attempt, setAttempt] = useState(0);

  const laterPages = later.list === firstUrl ? later.pages : [];
  const pages = first.status === 'ready' ? [first.data, ...laterPages] : [];

  useEffect(() => {
    if (first.status !== 'ready' || pages.length >= wanted) return;
    const page = pages.length + 1;
    const controller = new AbortController();
    setLaterError(null);
    fetchJson<ListAnswer<T>>(pageUrl(resource, page, pageSize), { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setLater((current) => {
          const kept = current.list === firstUrl ? current.pages : [];
          return kept.length === page - 2 ? { list: firstUrl, pages: [...kept, answer] } : current;
        });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setLaterError({ message: describeError(err), status: (err as { status?: number }).status });
      },
    );
    return () => controller.abort();
  }, [resource, pageSize, firstUrl, first.status, pages.length, wanted, attempt]);

  const last = pages[pages.length - 1];
  const total = last?.total;
  const loadedCount = pages.reduce((n, p) => n + p.rows.length, 0);
  const hasMore = last ? (total !== undefined ? loadedCount < total : last.rows.length === pageSize) : false;

  const loadMore = useCallback(() => setWanted((n) => Math.max(n, pages.length + 1)), [pages.length]);
  const firstRetry = first.retry;
  const firstFailed = first.status === 'failed';
  const retry = useCallback(() => {
    if (firstFailed) firstRetry();
    else {
      setLaterError(null);
      setAttempt((n) => n + 1);
    }
  }, [firstFailed, firstRetry]);

  const error = first.status === 'failed' ? first.error : (laterError?.message ?? null);
  const errorStatus = first.status === 'failed' ? first.httpStatus : laterError?.status;
  return {
    rows: pages.flatMap((p) => p.rows),
    loading: first.status === 'loading' || (first.status === 'ready' && pages.length < wanted && laterError === null),
    error,
    errorStatus,
    hasMore,
    total,
    loadMore,
    retry,
  };
}
