import ical, { ICalCalendarMethod } from 'ical-generator';
import { eventSchedule, type EventRow } from '@aec/contracts';
import { plainText } from '../../lib/markup';
import { itemUrl } from '../../plugins/app/search/search-repository';

// India Standard Time is UTC+05:30 all year (no daylight saving): the college's day is arithmetic.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The college's calendar day of a moment, as UTC midnight of that date: ical-generator writes an
 * all-day date from a Date's UTC fields, so the server's own time zone never shifts the day.
 */
export function collegeDayOf(isoDate: string): Date {
  const shifted = new Date(Date.parse(isoDate) + IST_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

export interface CalendarSite {
  /** https://host:port, for the events' page links. */
  origin: string;
  /** The host without port, for the events' UIDs (the same in the feed and in one event's file). */
  host: string;
}

/**
 * Events as iCalendar (RFC 5545), for the feed and for one event's "Add to calendar" file. An
 * event's time is free text ('10:00 AM onwards'): an event that names a clock time starts then, India
 * time written in UTC (no VTIMEZONE needed; its end only when the text names one), and one that names
 * none is an all-day entry on its college date (VALUE=DATE). The text stays in the description.
 */
export function eventCalendar(events: EventRow[], site: CalendarSite, now: Date = new Date()): string {
  const calendar = ical({ prodId: '//Assam Engineering College//Events//EN', name: 'AEC events', method: ICalCalendarMethod.PUBLISH });
  for (const event of events) {
    const day = collegeDayOf(event._date_);
    const schedule = eventSchedule(day.toISOString().slice(0, 10), event.time);
    calendar.createEvent({
      id: `event-${event.id}@${site.host}`,
      stamp: now,
      ...(schedule.allDay
        ? { allDay: true, start: day, end: new Date(day.getTime() + DAY_MS) }
        : { start: new Date(schedule.start), end: schedule.end ? new Date(schedule.end) : null }),
      summary: event.title,
      location: event.venue ? `${event.venue}, Assam Engineering College, Jalukbari, Guwahati` : null,
      description: [event.time && `Time: ${event.time}`, plainText(event.message)].filter(Boolean).join('\n\n'),
      url: `${site.origin}${itemUrl.event(event.id)}`,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves the last bare.
  return `${calendar.toString()}\r\n`;
}
