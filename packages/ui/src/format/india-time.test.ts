import { endOfIndiaDay, fromIndiaTime, toDateInput, toDateTimeInput } from './india-time';

describe('India time in the console’s date and time inputs', () => {
  it('reads an entered time as India time, across a date boundary and a year end', () => {
    expect(fromIndiaTime('2026-03-10T10:00')).toBe('2026-03-10T04:30:00.000Z');
    // 02:00 in Guwahati is still the day before in UTC.
    expect(fromIndiaTime('2026-03-10T02:00')).toBe('2026-03-09T20:30:00.000Z');
    expect(fromIndiaTime('2027-01-01T00:10')).toBe('2026-12-31T18:40:00.000Z');
    expect(fromIndiaTime('2026-03-10T10:00:30')).toBe('2026-03-10T04:30:30.000Z');
    expect(fromIndiaTime('2026-03-10')).toBe('2026-03-09T18:30:00.000Z');
    expect(endOfIndiaDay('2026-03-31')).toBe('2026-03-31T18:29:59.000Z');
  });

  it('shows a stored instant on India’s clock, whatever day it is in UTC', () => {
    expect(toDateTimeInput('2026-03-09T20:30:00.000Z')).toBe('2026-03-10T02:00');
    expect(toDateTimeInput('2026-12-31T18:40:00.000Z')).toBe('2027-01-01T00:10');
    expect(toDateInput('2026-03-09T18:30:00.000Z')).toBe('2026-03-10');
    expect(toDateInput('2026-03-09T18:29:59.000Z')).toBe('2026-03-09');
  });

  it('leaves empty as empty (now) and an unreadable value for the contract to refuse', () => {
    expect(fromIndiaTime('')).toBeUndefined();
    expect(endOfIndiaDay('')).toBeUndefined();
    expect(toDateInput(null)).toBe('');
    expect(toDateTimeInput('not a date')).toBe('');
    expect(fromIndiaTime('31/03/2026')).toBe('31/03/2026');
  });
});
