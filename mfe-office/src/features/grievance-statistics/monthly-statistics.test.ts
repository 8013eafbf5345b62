import { currentCollegeMonth, everyMonth, formatMonth, totalsOf } from './monthly-statistics';

const m = (month: string, received: number, disposed: number) => ({ month, received, disposed, pending: received - disposed });

describe('monthly grievance statistics', () => {
  it('names months in words', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2027-01')).toBe('January 2027');
  });

  it('counts the month in India time', () => {
    expect(currentCollegeMonth(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12');
    expect(currentCollegeMonth(new Date('2026-11-30T18:00:00Z'))).toBe('2026-11');
  });

  it('shows quiet months as zeros, up to this month, newest first', () => {
    const now = new Date('2027-02-10T06:00:00Z');
    expect(everyMonth([m('2026-12', 2, 1), m('2026-11', 5, 5)], now).map((x) => [x.month, x.received])).toEqual([
      ['2027-02', 0],
      ['2027-01', 0],
      ['2026-12', 2],
      ['2026-11', 5],
    ]);
    expect(everyMonth([], now)).toEqual([]);
  });

  it('adds up the months', () => {
    expect(totalsOf([m('2026-12', 2, 1), m('2026-11', 5, 5)])).toEqual({ received: 7, disposed: 6, pending: 1 });
  });
});
