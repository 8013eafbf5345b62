import { eventToIcs } from './event-calendar';

const event = {
  id: 7,
  title: 'Annual Technical Fest; Day 1, Opening',
  date: '2026-12-03T10:00:00+05:30',
  venue: 'Main Auditorium',
  time: '10:00 AM onwards',
  details: 'Robotics, coding and quiz events.\nOpen to all students.',
  url: 'https://aec.ac.in/events/eventlist/7',
};

describe('eventToIcs', () => {
  const ics = eventToIcs(event, new Date('2026-11-21T06:00:00Z'));
  it('is an all-day event on its college date', () => {
    expect(ics).toContain('DTSTART;VALUE=DATE:20261203\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20261204\r\n');
  });
  it('escapes text as RFC 5545 asks', () => {
    expect(ics).toContain('SUMMARY:Annual Technical Fest\\; Day 1\\, Opening');
  });
  it('folds long lines and ends lines with CRLF', () => {
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.endsWith('\r\n')).toBe(true);
  });
  it('has a stable UID and a timestamp', () => {
    expect(ics).toContain('UID:event-7@aec.ac.in');
    expect(ics).toContain('DTSTAMP:20261121T060000Z');
  });
});
