import type { GrievanceStatsResponse } from '@aec/contracts';
import { collegeDay, formatMonth } from '@aec/ui';

export type MonthCounts = GrievanceStatsResponse['months'][number];

/** '2026-11' → 'November 2026'. */
export { formatMonth };

/** The college's current month (India time) as 'YYYY-MM'. */
export function currentCollegeMonth(now: Date = new Date()): string {
  return (collegeDay(now) ?? '').slice(0, 7);
}

function nextMonth(month: string): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * Every month from the oldest the API reports to this month, newest first. The API lists only
 * months with grievances; a quiet month is a real zero and is shown as one.
 */
export function everyMonth(months: MonthCounts[], now: Date = new Date()): MonthCounts[] {
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const sorted = [...byMonth.keys()].sort();
  const first = sorted[0];
  const latest = sorted[sorted.length - 1];
  if (first === undefined || latest === undefined) return [];
  const current = currentCollegeMonth(now);
  const last = latest > current ? latest : current;
  const filled: MonthCounts[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) {
    filled.push(byMonth.get(month) ?? { month, received: 0, disposed: 0, pending: 0 });
  }
  return filled.reverse();
}

export function totalsOf(months: MonthCounts[]): Omit<MonthCounts, 'month'> {
  return months.reduce((sum, m) => ({ received: sum.received + m.received, disposed: sum.disposed + m.disposed, pending: sum.pending + m.pending }), {
    received: 0,
    disposed: 0,
    pending: 0,
  });
}
