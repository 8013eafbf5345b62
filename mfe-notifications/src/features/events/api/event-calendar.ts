import { collegeDay } from '@aec/ui';

export interface CalendarEvent {
  id: number;
  title: string;
  date: string;
  venue: string;
  time: string;
  /** Plain text. */
  details: string;
  url: string;
}

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 lines are at most 75 octets; longer ones continue on lines starting with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    if (size + charSize > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDay = (day: string) => day.replace(/-/g, '');

/**
 * One event as an .ics file. The event's time is free text ('10:00 AM onwards'), so the event is
 * an all-day entry on its college date with the time in the description rather than a guessed hour.
 */
export function eventToIcs(event: CalendarEvent, now: Date = new Date()): string {
  const day = collegeDay(event.date) ?? collegeDay(now)!;
  const next = new Date(`${day}T12:00:00+05:30`);
  next.setUTCDate(next.getUTCDate() + 1);
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const description = [event.time && `Time: ${event.time}`, event.details, event.url].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Assam Engineering College//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@aec.ac.in`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDay(day)}`,
    `DTEND;VALUE=DATE:${compactDay(collegeDay(next)!)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.venue ? [`LOCATION:${escapeText(`${event.venue}, Assam Engineering College, Jalukbari, Guwahati`)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
