import type { GrievanceSummary } from '@aec/contracts';
import { lazyDateFormat } from '@aec/ui';

const DAY_MS = 86_400_000;

type Timed = Pick<GrievanceSummary, 'status' | 'registered_at' | 'submitted_at' | 'updated_at' | 'overdue'>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Whole days a grievance has been open: from the filer's final submit (the API's overdue clock
 * starts there; from the registration when the details never came) to now, or to its last
 * change once disposed.
 */
export function daysOpen(grievance: Timed, now: Date = new Date()): number {
  const start = Date.parse(grievance.submitted_at ?? grievance.registered_at);
  const end = grievance.status === 2 ? Date.parse(grievance.updated_at) : now.getTime();
  if (Number.isNaN(start) || Number.isNaN(end)) return 0;
  return Math.max(0, Math.floor((end - start) / DAY_MS));
}

export interface DeadlineLabel {
  overdue: boolean;
  /** Words, never colour alone: 'Overdue by 3 days', 'Due in 5 days', 'Disposed', … */
  text: string;
}

/**
 * Where a grievance stands against the overdue rule. `overdue` comes from the API (it owns the
 * rule); `overdueDays` (the configured limit, from the list answer) only adds how far past or
 * before the deadline it is.
 */
export function deadlineLabel(grievance: Timed, overdueDays?: number, now: Date = new Date()): DeadlineLabel {
  if (grievance.status === 2) return { overdue: false, text: 'Closed' };
  if (!grievance.submitted_at) return { overdue: false, text: 'Awaiting the details' };
  const submitted = Date.parse(grievance.submitted_at);
  const known = overdueDays !== undefined && !Number.isNaN(submitted);
  const deadline = known ? submitted + overdueDays * DAY_MS : NaN;
  if (grievance.overdue) {
    if (!known) return { overdue: true, text: 'Overdue' };
    return { overdue: true, text: `Overdue by ${plural(Math.max(1, Math.floor((now.getTime() - deadline) / DAY_MS)), 'day')}` };
  }
  if (!known) return { overdue: false, text: 'Not overdue' };
  const left = Math.max(0, Math.ceil((deadline - now.getTime()) / DAY_MS));
  return { overdue: false, text: left === 0 ? 'Due today' : `Due in ${plural(left, 'day')}` };
}

const dateTime = lazyDateFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '21 Nov 2026, 3:05 pm' in India time, whatever the officer's device says. */
export function formatDeskDateTime(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
