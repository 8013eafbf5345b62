// The console's date and time inputs, read and written in India time (UTC+05:30, no daylight saving),
// where the college is, whatever the staff member's computer says: one copy for every console screen.
const IST_OFFSET_MS = 330 * 60_000;

/** The instant shifted to India's clock, as an ISO text whose first characters are that clock's day and time. */
function indiaClock(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Date(date.getTime() + IST_OFFSET_MS).toISOString();
}

/** 2026-01-31 for a date input, from a stored ISO date (in India time). */
export const toDateInput = (iso: string | null | undefined): string => indiaClock(iso).slice(0, 10);

/** 2026-01-31T10:00 for a datetime-local input, in India time. */
export const toDateTimeInput = (iso: string | null | undefined): string => indiaClock(iso).slice(0, 16);

/**
 * The ISO instant of a date input's day (midnight India time) or of a datetime-local value in India
 * time (with or without seconds); undefined for empty, an unreadable value unchanged (the contract refuses it).
 */
export function fromIndiaTime(value: string): string | undefined {
  if (!value) return undefined;
  const withTime = value.length === 10 ? `${value}T00:00` : value;
  const date = new Date(`${withTime.length === 16 ? `${withTime}:00` : withTime}+05:30`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The end of a date input's day in India time: a notice valid until the 31st shows all that day. */
export function endOfIndiaDay(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(`${value}T23:59:59+05:30`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
