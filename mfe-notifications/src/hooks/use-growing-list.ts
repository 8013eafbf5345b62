import { useCallback, useEffect, useState } from 'react';
import { listPageRange } from '../api/ranges';
import { describeError, fetchJson } from '../api/fetch-json';

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
  /** More rows exist beyond those loaded. */
  hasMore: boolean;
  total: number | undefined;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A list read page by page with the SPEC §7 ranges (1/20, 20/40 … or 1/5, 5/10 …) and shown as one
 * growing list: 'Load more' appends instead of replacing, so live search covers everything loaded.
 */
export function useGrowingList<T>(resource: 'notice' | 'tender' | 'news' | 'events', pageSize: number): GrowingList<T> {
  const [pages, setPages] = useState<ListAnswer<T>[]>([]);
  const [wanted, setWanted] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (pages.length >= wanted) return;
    const page = pages.length + 1;
    const { from, to } = listPageRange(page, pageSize);
    const controller = new AbortController();
    setError(null);
    fetchJson<ListAnswer<T>>(`/api/${resource}/${from}/${to}?lean=1`, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setPages((loaded) => (loaded.length === page - 1 ? [...loaded, answer] : loaded));
      },
      (err) => {
        if (controller.signal.aborted) return;
        setError(describeError(err));
      },
    );
    return () => controller.abort();
  }, [resource, pageSize, pages.length, wanted, attempt]);

  const last = pages[pages.length - 1];
  const total = last?.total;
  const loadedCount = pages.reduce((n, p) => n + p.rows.length, 0);
  const hasMore = last ? (total !== undefined ? loadedCount < total : last.rows.length === pageSize) : false;

  const loadMore = useCallback(() => setWanted((n) => Math.max(n, pages.length + 1)), [pages.length]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    rows: pages.flatMap((p) => p.rows),
    loading: pages.length < wanted && error === null,
    error,
    hasMore,
    total,
    loadMore,
    retry,
  };
}
