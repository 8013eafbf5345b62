import { useEffect } from 'react';
import type { GrowingList } from './use-growing-list';

/** Beyond this many rows a search belongs to the archive, not to more pages of the list. */
const SEARCH_LOAD_LIMIT = 200;

/** While the visitor searches, the list keeps loading its next pages so the filter covers them too. */
export function useLoadAllWhileSearching<T>(list: GrowingList<T>, query: string): void {
  const searching = query.trim() !== '';
  useEffect(() => {
    if (searching && list.hasMore && !list.loading && !list.error && list.rows.length < SEARCH_LOAD_LIMIT) list.loadMore();
    // The list object is new on every render: its fields are what the effect depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searching, list.hasMore, list.loading, list.error, list.rows.length, list.loadMore]);
}
