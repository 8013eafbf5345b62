import { COMPLAINT_TYPES, type ComplaintType } from '@aec/contracts';

export type GrievanceStatusCode = 0 | 1 | 2;

/** What the desk list shows: kept in the page's URL query, so back, reload and a shared link keep it. */
export interface DeskFilters {
  status?: GrievanceStatusCode;
  type?: ComplaintType;
  /** Registered on or after this college day (YYYY-MM-DD). */
  from?: string;
  /** Registered on or before this college day (YYYY-MM-DD). */
  to?: string;
  overdue: boolean;
  q: string;
  page: number;
}

export const NO_FILTERS: DeskFilters = { overdue: false, q: '', page: 1 };

// The same limits as GrievanceQuery in packages/contracts: a hand-edited URL never becomes a 400.
const SEARCH_MAX = 100;
const PAGE_MAX = 100_000;

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Reads the filters from a URL query; anything unreadable is left out rather than refused. */
export function filtersFromSearchParams(params: URLSearchParams): DeskFilters {
  const filters: DeskFilters = { ...NO_FILTERS };
  const status = params.get('status');
  if (status === '0' || status === '1' || status === '2') filters.status = Number(status) as GrievanceStatusCode;
  const type = params.get('type');
  if (type && (COMPLAINT_TYPES as readonly string[]).includes(type)) filters.type = type as ComplaintType;
  const from = params.get('from');
  if (from && isCalendarDay(from)) filters.from = from;
  const to = params.get('to');
  if (to && isCalendarDay(to)) filters.to = to;
  filters.overdue = params.get('overdue') === '1';
  filters.q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page >= 1 && page <= PAGE_MAX) filters.page = page;
  return filters;
}

/** The filters as a URL query, defaults left out. The API takes the very same parameters. */
export function filtersToSearchParams(filters: DeskFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.status !== undefined) params.set('status', String(filters.status));
  if (filters.type) params.set('type', filters.type);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.overdue) params.set('overdue', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Path of GET /api/staff/grievances for these filters, relative to /api/staff. */
export function grievanceListPath(filters: DeskFilters): string {
  const query = filtersToSearchParams(filters).toString();
  return query ? `/grievances?${query}` : '/grievances';
}

/** True when anything narrows the list (the page number does not). */
export function hasActiveFilters(filters: DeskFilters): boolean {
  return filters.status !== undefined || filters.type !== undefined || Boolean(filters.from || filters.to || filters.q.trim()) || filters.overdue;
}

/** A dated range whose start is after its end can match nothing: said beside the field instead of sent. */
export function dateRangeError(from?: string, to?: string): string | undefined {
  return from && to && from > to ? 'The end date is before the start date' : undefined;
}
