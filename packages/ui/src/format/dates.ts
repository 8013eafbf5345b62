// Dates of notices, tenders, news and events, shown the way the college writes them: day-month-year,
// in India's time zone whatever the visitor's device says, so a notice dated late in the evening
// is not shown a day early or late abroad.
const COLLEGE_TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 24 * 60 * 60 * 1000;

const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: COLLEGE_TIME_ZONE });
const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: COLLEGE_TIME_ZONE });

/** A date-only text ('2026-11-21') is a calendar day of the college, not UTC midnight. */
function parse(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21 Nov 2026' (day-month-year); an unreadable value comes back unchanged rather than 'Invalid Date'. */
export function formatDate(value: string | Date): string {
  const date = parse(value);
  return date ? dayMonthYear.format(date).replace(/\.$/, '') : String(value);
}

/**
 * The date shown in the lists of notices, tenders and news: one day after the stored date.
 * This is the quirk of SPEC §9, kept on purpose because readers of the original site know the
 * notices by these dates; details and everything else use formatDate. Keep it in this one helper.
 */
export function formatListDate(value: string | Date): string {
  const date = parse(value);
  return date ? formatDate(new Date(date.getTime() + DAY_MS)) : String(value);
}

/** The college calendar day of a moment, as 'YYYY-MM-DD' (comparable as text). */
export function collegeDay(value: string | Date): string | null {
  const date = parse(value);
  return date ? isoDay.format(date) : null;
}

/** True for an item published within the last 7 days (the 'New' badge); never for a future or unreadable date. */
export function isNew(published: string | Date, now: Date = new Date()): boolean {
  const date = parse(published);
  if (!date) return false;
  const age = now.getTime() - date.getTime();
  return age >= -DAY_MS && age < 7 * DAY_MS;
}

/** An event is upcoming (blue) on its own day and after; past (grey) from the next college day. */
export function isUpcoming(eventDate: string | Date, now: Date = new Date()): boolean {
  const day = collegeDay(eventDate);
  const today = collegeDay(now);
  return day !== null && today !== null && day >= today;
}

/** Whole days from now until a moment, rounded up; negative once it has passed. */
export function daysUntil(value: string | Date, now: Date = new Date()): number | null {
  const date = parse(value);
  return date ? Math.ceil((date.getTime() - now.getTime()) / DAY_MS) : null;
}
