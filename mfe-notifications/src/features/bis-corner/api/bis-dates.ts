/**
 * created_at as the standards body writes it: day-month-year plus time ('21-11-2026 10:30:00',
 * '21/11/2026 10:30'). Returns a sortable time, or null when unreadable.
 */
export function parseDayMonthYear(text: string): number | null {
  const m = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?/.exec(text);
  if (!m) {
    const iso = Date.parse(text);
    return Number.isNaN(iso) ? null : iso;
  }
  const [, d, mo, y, h = '0', mi = '0', s = '0', ampm] = m;
  let hour = Number(h);
  if (ampm) hour = (hour % 12) + (ampm.toLowerCase() === 'pm' ? 12 : 0);
  const time = Date.UTC(Number(y), Number(mo) - 1, Number(d), hour, Number(mi), Number(s));
  return Number.isNaN(time) ? null : time;
}

/** The day of a created_at ('21-11-2026 10:30:00' → '2026-11-21'), or null when unreadable. */
export function bisDay(text: string): string | null {
  const time = parseDayMonthYear(text);
  return time === null ? null : new Date(time).toISOString().slice(0, 10);
}

/** Newest first; unreadable dates go last, in the order given. */
export function newestFirst<T extends { created_at: string }>(items: T[]): T[] {
  return items
    .map((item, i) => ({ item, i, t: parseDayMonthYear(item.created_at) }))
    .sort((a, b) => (b.t ?? -Infinity) - (a.t ?? -Infinity) || a.i - b.i)
    .map(({ item }) => item);
}
