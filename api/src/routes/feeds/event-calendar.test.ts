import type { EventRow } from '@aec/contracts';
import { eventCalendar } from './event-calendar';

const site = { origin: 'https://aec.ac.in', host: 'aec.ac.in' };
const stamp = new Date('2026-11-21T06:00:00Z');

function event(overrides: Partial<EventRow>): EventRow {
  return {
    id: 7,
    title: 'Annual Technical Fest',
    // 01:30 on 3 December in Guwahati, still 2 December in UTC.
    _date_: '2026-12-02T20:00:00.000Z',
    message: '<p>Robotics, coding and quiz events.</p>',
    description: '[]',
    venue: 'Main Auditorium',
    time: '10:00 AM onwards',
    attachments: [],
    ...overrides,
  };
}

/** RFC 5545 unfolding: a line break followed by one space continues the previous line. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const property = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('eventCalendar', () => {
  it("dates an all-day event (no clock time in its time) on its day in India, whatever the server's time zone", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        const late = eventCalendar([event({ _date_: '2026-12-03T18:00:00.000Z', time: 'After the lectures' })], site, stamp);
        const early = eventCalendar([event({ time: '' })], site, stamp);
        for (const ics of [late, early]) {
          expect(property(ics, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20261203');
          expect(property(ics, 'DTEND')).toBe('DTEND;VALUE=DATE:20261204');
        }
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it("starts an event at the clock time its text names, India time written in UTC, whatever the server's time zone", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Kolkata']) {
        process.env.TZ = tz;
        // '10:00 AM onwards' on 3 December in Guwahati is 04:30 UTC; no end is named, so none is made up.
        const ics = eventCalendar([event({})], site, stamp);
        expect(property(ics, 'DTSTART')).toBe('DTSTART:20261203T043000Z');
        expect(property(ics, 'DTEND')).toBeUndefined();
        const ranged = eventCalendar([event({ time: '2:00 - 4:30 PM' })], site, stamp);
        expect(property(ranged, 'DTSTART')).toBe('DTSTART:20261203T083000Z');
        expect(property(ranged, 'DTEND')).toBe('DTEND:20261203T110000Z');
      }
    } finally {
      process.env.TZ = zone;
    }
    // Times in UTC need no VTIMEZONE; no floating (zone-less) time is written.
    expect(eventCalendar([event({})], site, stamp)).not.toMatch(/TZID|VTIMEZONE|DTSTART:\d{8}T\d{6}\r/);
  });

  it('moves to the next month and year at the end of December', () => {
    const ics = eventCalendar([event({ _date_: '2026-12-31T10:00:00.000Z', time: '' })], site, stamp);
    expect(property(ics, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20261231');
    expect(property(ics, 'DTEND')).toBe('DTEND;VALUE=DATE:20270101');
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    const ics = eventCalendar(
      [event({ title: 'Convocation; 2026, Day 1', venue: 'Hall 2, Block A', time: '10:00 AM; gates open 9:30', message: '<p>Gowns at C\\D.</p>' })],
      site,
      stamp,
    );
    expect(property(ics, 'SUMMARY')).toBe('SUMMARY:Convocation\\; 2026\\, Day 1');
    expect(property(ics, 'LOCATION')).toBe('LOCATION:Hall 2\\, Block A\\, Assam Engineering College\\, Jalukbari\\, Guwahati');
    expect(property(ics, 'DESCRIPTION')).toBe('DESCRIPTION:Time: 10:00 AM\\; gates open 9:30\\n\\nGowns at C\\\\D.');
  });

  it('folds long lines at 75 octets (multi-byte text too) and ends every line with CRLF', () => {
    const title =
      'Annual Technical Fest Techxetra 2026: Inauguration, Robotics Workshop; Hackathon and Quiz for First-Year Students of all Departments (sample)';
    const assamese = 'অসম অভিযান্ত্ৰিক মহাবিদ্যালয়ৰ বাৰ্ষিক কাৰিকৰী উৎসৱ';
    const ics = eventCalendar([event({ title, message: `<p>${assamese}</p>` })], site, stamp);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(property(ics, 'SUMMARY')).toBe(`SUMMARY:${title.replace(/[;,]/g, '\\$&')}`);
    expect(property(ics, 'DESCRIPTION')).toBe(`DESCRIPTION:Time: 10:00 AM onwards\\n\\n${assamese}`);
  });

  it('names the event by a stable UID, links its page and stamps the time of writing', () => {
    const ics = eventCalendar([event({})], site, stamp);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(property(ics, 'PRODID')).toBe('PRODID:-//Assam Engineering College//Events//EN');
    expect(property(ics, 'METHOD')).toBe('METHOD:PUBLISH');
    expect(property(ics, 'UID')).toBe('UID:event-7@aec.ac.in');
    expect(property(ics, 'DTSTAMP')).toBe('DTSTAMP:20261121T060000Z');
    expect(property(ics, 'URL')).toBe('URL;VALUE=URI:https://aec.ac.in/events/eventlist/7');
  });

  it('leaves out an unknown venue and time rather than writing empty text', () => {
    const ics = eventCalendar([event({ venue: '', time: '' })], site, stamp);
    expect(property(ics, 'LOCATION')).toBeUndefined();
    expect(property(ics, 'DESCRIPTION')).toBe('DESCRIPTION:Robotics\\, coding and quiz events.');
  });
});
