// Dates of notices, tenders, news and events, shown the way the college writes them: day-month-year,
// in India's time zone whatever the visitor's device says, so a notice dated late in the evening
// is not shown a day early or late abroad.
//
// Written by hand rather than with Intl.DateTimeFormat, on purpose: India Standard Time is a fixed
// UTC+05:30 with no daylight saving, so the college's calendar day is plain arithmetic. The first
// Intl formatter a page creates loads the browser's ICU data, 50-85 ms of main thread on a fast
// desktop (four times that on a mid-range phone): one blocking task on every page that shows a date
// or the footer. Hand-written names are also the same on the server (Node's ICU) and in every
// browser's ICU ('Sept' or 'Sep'), so hydration never meets a different month name.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad2 = (n: number) => String(n).padStart(2, '0');
const monthName = (month: number) => MONTHS[month] ?? '';

/** The date's fields as a clock in Guwahati shows them. */
function collegeClock(date: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

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
  if (!date) return String(value);
  const { year, month, day } = collegeClock(date);
  return `${pad2(day)} ${monthName(month).slice(0, 3)} ${year}`;
}

/**
 * The date shown in the lists of notices, tenders and news: one day after the stored date.
 * This is the quirk of docs/product/figures.md, kept on purpose because readers of the original site know the
 * notices by these dates; details and everything else use formatDate. Keep it in this one helper.
 */
export function formatListDate(value: string | Date): string {
  const date = parse(value);
  return date ? formatDate(new Date(date.getTime() + DAY_MS)) : String(value);
}

/** The college calendar day of a moment, as 'YYYY-MM-DD' (comparable as text). */
export function collegeDay(value: string | Date): string | null {
  const date = parse(value);
  if (!date) return null;
  const { year, month, day } = collegeClock(date);
  return `${year}-${pad2(month + 1)}-${pad2(day)}`;
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

/** '5 September 2026' (day, whole month name, year), as the footer's "Last updated" writes it. */
export function formatLongDate(value: string | Date): string {
  const date = parse(value);
  if (!date) return String(value);
  const { year, month, day } = collegeClock(date);
  return `${day} ${monthName(month)} ${year}`;
}

/** '5 September 2026 at 4:05 pm' in India time: when a grievance was filed or answered. */
export function formatDateTime(value: string | Date): string {
  const date = parse(value);
  if (!date) return String(value);
  const { hour, minute } = collegeClock(date);
  return `${formatLongDate(date)} at ${hour % 12 || 12}:${pad2(minute)} ${hour < 12 ? 'am' : 'pm'}`;
}

/** 'September 2026': the month of a college day 'YYYY-MM-DD' or 'YYYY-MM'. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  const month = match ? Number(match[2]) - 1 : -1;
  return match && month >= 0 && month < 12 ? `${monthName(month)} ${match[1]}` : value;
}

/**
 * An Intl date formatter made on first use rather than when its module loads: for the formats the
 * helpers above do not write (the TV screen's clock, times of day in the console). A module of a
 * remote is evaluated on every page of that remote, and the first Intl formatter costs a long task.
 */
export function lazyDateFormat(locale: string, options: Intl.DateTimeFormatOptions): { format(date: Date | number): string } {
  let formatter: Intl.DateTimeFormat | undefined;
  return { format: (date) => (formatter ??= new Intl.DateTimeFormat(locale, options)).format(date) };
}
