import { collegeDay, daysUntil, formatDate, formatDateTime, formatListDate, formatLongDate, formatMonth, isNew, isUpcoming, lazyDateFormat } from './dates';

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

describe('formatListDate (docs/product/figures.md one-day quirk)', () => {
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

describe('the other forms of a date', () => {
  it('formatLongDate writes the whole month name, day without a leading zero', () => {
    expect(formatLongDate('2026-09-05')).toBe('5 September 2026');
    expect(formatLongDate('2026-11-30T19:00:00Z')).toBe('1 December 2026');
  });
  it('formatDateTime writes the time of day in India, on a 12-hour clock', () => {
    expect(formatDateTime('2026-09-05T10:35:00Z')).toBe('5 September 2026 at 4:05 pm');
    expect(formatDateTime('2026-09-04T18:40:00Z')).toBe('5 September 2026 at 12:10 am');
    expect(formatDateTime('2026-09-05T06:30:00Z')).toBe('5 September 2026 at 12:00 pm');
  });
  it('formatMonth names the month of a college day', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2027-01-31')).toBe('January 2027');
    expect(formatMonth('2026-13')).toBe('2026-13');
  });
  it('every month has the same three-letter name on the server and in every browser', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDate(`2026-${String(m + 1).padStart(2, '0')}-05`).split(' ')[1]);
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
  it('agrees with Intl in the college time zone for every hour of a year', () => {
    const reference = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 60 * 60 * 1000) {
      expect(collegeDay(new Date(t))).toBe(reference.format(new Date(t)));
    }
  });
});

describe('no Intl at page start', () => {
  it('formats without creating an Intl formatter (the first one loads ICU data: a long task on a phone)', () => {
    const created = jest.spyOn(Intl, 'DateTimeFormat');
    formatDate('2026-11-21');
    formatListDate('2026-11-21');
    formatLongDate('2026-11-21');
    formatDateTime('2026-11-21T10:00:00Z');
    collegeDay(new Date());
    isUpcoming('2026-11-21');
    expect(created).not.toHaveBeenCalled();
    created.mockRestore();
  });
});

describe('lazyDateFormat', () => {
  it('makes its Intl formatter on first use, once', () => {
    const created = jest.spyOn(Intl, 'DateTimeFormat');
    const clock = lazyDateFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
    expect(created).not.toHaveBeenCalled();
    expect(clock.format(new Date('2026-11-21T10:35:00Z'))).toMatch(/^4:05\s?pm$/i);
    clock.format(new Date());
    expect(created).toHaveBeenCalledTimes(1);
    created.mockRestore();
  });
});
