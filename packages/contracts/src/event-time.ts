/**
 * When an event happens, for machines (schema.org JSON-LD, iCalendar). Staff write an event's time as
 * free text ('10:00 AM', '2:30 - 4 PM', '14:30 onwards', 'After the lectures'); the college keeps India
 * Standard Time (UTC+05:30 all year, no daylight saving). No zod here: the pages import it at runtime.
 */

/** India Standard Time's offset, as ISO 8601 writes it. */
export const COLLEGE_UTC_OFFSET = '+05:30';

/**
 * An event on its college day: at a clock time when its text names one (start, and end when a later
 * time follows), otherwise all day. `start`/`end` are ISO 8601 with the college's offset.
 */
export type EventSchedule = { allDay: true; day: string } | { allDay: false; day: string; start: string; end?: string };

interface ClockTime {
  minutes: number;
  meridiem?: 'am' | 'pm';
}

// '10:00', '10.30', '9 am', '4:00 P.M.': a time has minutes or a meridiem (a bare '2' is not a time).
const CLOCK = /(?<![\d:.])(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?(?:\.?\s*m\b\.?)?/gi;

function clockTimes(text: string): ClockTime[] {
  const times: ClockTime[] = [];
  for (const match of text.matchAll(CLOCK)) {
    const [whole, h, m, ap] = match;
    const hour = Number(h);
    const minute = m === undefined ? 0 : Number(m);
    // 'a'/'p' only counts when an 'm' follows it ('10 am', '10 a.m.'), not the first letter of a word.
    const meridiem = ap && /m\.?$/i.test(whole.trim()) ? (ap.toLowerCase() === 'a' ? 'am' : 'pm') : undefined;
    if (m === undefined && !meridiem) continue;
    if (minute > 59 || hour > (meridiem ? 12 : 23) || (meridiem && hour === 0)) continue;
    times.push({ minutes: hour * 60 + minute, meridiem });
  }
  return times;
}

/** Minutes after midnight of a time on a 12-hour clock ('12 AM' is midnight, '12 PM' noon). */
function on24HourClock(minutes: number, meridiem: 'am' | 'pm' | undefined): number {
  if (!meridiem) return minutes;
  const withinHour = minutes % 60;
  const hour = Math.floor(minutes / 60) % 12;
  return (hour + (meridiem === 'pm' ? 12 : 0)) * 60 + withinHour;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The schedule of an event on `day` (its college day, 'YYYY-MM-DD') from its free-text `time`. In a
 * range the first time may take the second's AM/PM ('2:00 - 4:00 PM' starts at 14:00) unless that
 * would put it after the end ('11:00 - 1:00 PM' starts at 11:00).
 */
export function eventSchedule(day: string, time: string | null | undefined): EventSchedule {
  const [first, second] = clockTimes(time ?? '');
  if (!first) return { allDay: true, day };
  const end = second ? on24HourClock(second.minutes, second.meridiem) : undefined;
  let start = on24HourClock(first.minutes, first.meridiem ?? (first.minutes < 13 * 60 ? second?.meridiem : undefined));
  if (!first.meridiem && end !== undefined && start > end) start = first.minutes;
  const at = (minutes: number) => `${day}T${hhmm(minutes)}:00${COLLEGE_UTC_OFFSET}`;
  return end !== undefined && end > start ? { allDay: false, day, start: at(start), end: at(end) } : { allDay: false, day, start: at(start) };
}
