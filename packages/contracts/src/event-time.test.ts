import { eventSchedule } from './event-time';

describe('eventSchedule: an event’s free-text time as India time, or all day', () => {
  it.each([
    ['10:00 AM', '2026-11-27T10:00:00+05:30'],
    ['10:00 AM onwards', '2026-11-27T10:00:00+05:30'],
    ['4:00 PM', '2026-11-27T16:00:00+05:30'],
    ['12:15 PM', '2026-11-27T12:15:00+05:30'],
    ['12:00 AM', '2026-11-27T00:00:00+05:30'],
    ['9 a.m.', '2026-11-27T09:00:00+05:30'],
    ['5.30 pm', '2026-11-27T17:30:00+05:30'],
    ['14:30 onwards', '2026-11-27T14:30:00+05:30'],
    ['From 9am at the Auditorium', '2026-11-27T09:00:00+05:30'],
  ])('%s starts at %s', (time, start) => {
    expect(eventSchedule('2026-11-27', time)).toEqual({ allDay: false, day: '2026-11-27', start });
  });

  it('a range has an end; its first time takes the second’s AM/PM unless that puts it after the end', () => {
    expect(eventSchedule('2026-11-27', '10:00 AM - 12:30 PM')).toEqual({
      allDay: false,
      day: '2026-11-27',
      start: '2026-11-27T10:00:00+05:30',
      end: '2026-11-27T12:30:00+05:30',
    });
    expect(eventSchedule('2026-11-27', '2:00 – 4:00 PM')).toMatchObject({ start: '2026-11-27T14:00:00+05:30', end: '2026-11-27T16:00:00+05:30' });
    expect(eventSchedule('2026-11-27', '11:00 to 1:00 PM')).toMatchObject({ start: '2026-11-27T11:00:00+05:30', end: '2026-11-27T13:00:00+05:30' });
  });

  it.each(['', null, undefined, 'After the lectures', 'Day 2', 'Auditorium 3', '25:00', '10:75 AM', 'Room 12 and 14'])(
    '%p names no clock time: all day',
    (time) => {
      expect(eventSchedule('2026-11-27', time)).toEqual({ allDay: true, day: '2026-11-27' });
    },
  );
});
