import { collegeDay, daysUntil, formatDate, formatListDate, isNew, isUpcoming } from './dates';

describe('formatDate', () => {
  it('writes day-month-year', () => {
    expect(formatDate('2026-11-21T10:00:00+05:30')).toBe('21 Nov 2026');
  });
  it('uses the college time zone, not the device one', () => {
    // 20:00 UTC on the 20th is 01:30 on the 21st in Guwahati.
    expect(formatDate('2026-11-20T20:00:00Z')).toBe('21 Nov 2026');
  });
  it('treats a date-only text as that calendar day', () => {
    expect(formatDate('2026-01-05')).toBe('05 Jan 2026');
  });
  it('gives an unreadable value back unchanged', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('formatListDate (SPEC §9 one-day quirk)', () => {
  it('shows the day after the stored date', () => {
    expect(formatListDate('2026-11-21T10:00:00+05:30')).toBe('22 Nov 2026');
  });
  it('rolls over months and years', () => {
    expect(formatListDate('2025-12-31')).toBe('01 Jan 2026');
    expect(formatListDate('2024-02-28')).toBe('29 Feb 2024');
  });
  it('gives an unreadable value back unchanged', () => {
    expect(formatListDate('')).toBe('');
  });
});

describe('isNew (7-day badge)', () => {
  const now = new Date('2026-11-21T12:00:00+05:30');
  it('is new under 7 days old', () => {
    expect(isNew('2026-11-21T09:00:00+05:30', now)).toBe(true);
    expect(isNew('2026-11-15T12:00:01+05:30', now)).toBe(true);
  });
  it('is not new at 7 days or older', () => {
    expect(isNew('2026-11-14T12:00:00+05:30', now)).toBe(false);
    expect(isNew('2025-11-21', now)).toBe(false);
  });
  it('is not new when far in the future or unreadable', () => {
    expect(isNew('2026-12-25', now)).toBe(false);
    expect(isNew('soon', now)).toBe(false);
  });
});

describe('isUpcoming (event colour: blue upcoming, grey past)', () => {
  const now = new Date('2026-11-21T18:00:00+05:30');
  it('an event today is still upcoming', () => {
    expect(isUpcoming('2026-11-21', now)).toBe(true);
    expect(isUpcoming('2026-11-21T09:00:00+05:30', now)).toBe(true);
  });
  it('an event from yesterday is past', () => {
    expect(isUpcoming('2026-11-20', now)).toBe(false);
  });
  it('a later event is upcoming', () => {
    expect(isUpcoming('2027-01-02', now)).toBe(true);
  });
  it('an unreadable date is not upcoming', () => {
    expect(isUpcoming('TBA', now)).toBe(false);
  });
});

describe('collegeDay and daysUntil', () => {
  it('gives the calendar day in India', () => {
    expect(collegeDay('2026-11-20T20:00:00Z')).toBe('2026-11-21');
  });
  it('counts whole days, rounding up', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(daysUntil('2026-11-24T11:00:00Z', now)).toBe(3);
    expect(daysUntil('2026-11-20T12:00:00Z', now)).toBe(-1);
  });
});
