import type { NoticeListResponse } from '@aec/contracts';
import { useResource } from '@aec/ui';
import { listPageRange } from '../../../api/ranges';

export const NOTICES_PER_PAGE = 20;

/** Page n of the paged notice list (docs/product/api-compatibility.md: 1 → 1/20, 2 → 20/40 …), in the server's HTML for the page asked for. */
export function useNoticePage(page: number) {
  const { from, to } = listPageRange(page, NOTICES_PER_PAGE);
  return useResource<NoticeListResponse>(`/api/notice/${from}/${to}?lean=1`);
}

/**
 * Whether a next page exists: from the total when the API gives it, else a full page means
 * there may be more (an empty next page then shows 'no more notices').
 */
export function hasNextPage(page: number, rowsOnPage: number, total: number | undefined): boolean {
  if (total !== undefined) return page * NOTICES_PER_PAGE < total;
  return rowsOnPage === NOTICES_PER_PAGE;
}

/** A page number from the address bar: anything unreadable or below 1 is page 1 (Previous never goes below 1). */
export function pageFromQuery(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 100_000) : 1;
}

export function lastPageOf(total: number | undefined): number | undefined {
  return total === undefined ? undefined : Math.max(1, Math.ceil(total / NOTICES_PER_PAGE));
}
