import type { DepartmentEvent } from './departments';

/**
 * Splits a department's events into recent (upcoming, or within the last year) and past ones,
 * each newest first. `today` is the college's calendar day as 'YYYY-MM-DD'.
 */
export function splitEvents(events: DepartmentEvent[], today: string): { recent: DepartmentEvent[]; past: DepartmentEvent[] } {
  const [year = '0', rest = ''] = [today.slice(0, 4), today.slice(4)];
  const oneYearAgo = `${Number(year) - 1}${rest}`;
  const newestFirst = [...events].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return {
    recent: newestFirst.filter((e) => e.date >= oneYearAgo),
    past: newestFirst.filter((e) => e.date < oneYearAgo),
  };
}
