import type { NoticeDescriptionEntry, NoticeRow, TenderDescriptionEntry, TenderRow, TenderStatus } from '@aec/contracts';
import { parseJsonList } from '../../../api/records';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Type of a notice: our column, else the first description entry (docs/product/notices-and-tenders.md). */
export function noticeTypeOf(row: Pick<NoticeRow, 'type' | 'description'>): string {
  return row.type || parseJsonList<NoticeDescriptionEntry>(row.description)[0]?.type || '';
}

/** The home page keeps a notice only when its first description entry is the college's own (docs/product/notices-and-tenders.md). */
export function isCollegeNotice(row: Pick<NoticeRow, 'description'>, collegeCode = 'AEC'): boolean {
  return parseJsonList<NoticeDescriptionEntry>(row.description)[0]?.type?.toUpperCase() === collegeCode;
}

export interface TenderDates {
  type: string;
  opening: string;
  closing: string;
}

/** Opening and closing dates: our columns, else the first description entry. */
export function tenderDatesOf(row: Pick<TenderRow, 'description' | 'type' | 'date_opening' | 'date_closing'>): TenderDates {
  const first = parseJsonList<TenderDescriptionEntry>(row.description)[0];
  return {
    type: row.type || first?.type || '',
    opening: row.date_opening || first?.date_opening || '',
    closing: row.date_closing || first?.date_closing || '',
  };
}

/**
 * Status as a tenderer needs it, worked out from the closing date at the moment of viewing so a
 * page left open (or the lobby screen) never shows a closed tender as open. Awarded comes from the API.
 */
export function tenderStatusOf(
  row: Pick<TenderRow, 'status' | 'date_closing' | 'description' | 'type' | 'date_opening'>,
  now: Date = new Date(),
): TenderStatus {
  if (row.status === 'awarded') return 'awarded';
  const closing = new Date(tenderDatesOf(row).closing).getTime();
  if (Number.isNaN(closing)) return row.status;
  if (closing < now.getTime()) return 'closed';
  return closing - now.getTime() <= 7 * DAY_MS ? 'closing' : 'open';
}

/** Every status, for the check that each has its label ('tender.status.<status>' in the catalogues). */
export const TENDER_STATUSES: readonly TenderStatus[] = ['open', 'closing', 'closed', 'awarded'];
