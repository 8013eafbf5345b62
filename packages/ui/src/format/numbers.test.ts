import { formatIndianNumber } from './numbers';

describe('formatIndianNumber', () => {
  it('groups thousands, then lakhs and crores by two digits, as en-IN does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 123456, 1234567, 12345678, 123456789, 1000000000, -45000, 2500.6]) {
      expect(formatIndianNumber(n)).toBe(Math.round(n).toLocaleString('en-IN'));
    }
  });
  it('writes the figures the site shows', () => {
    expect(formatIndianNumber(45000)).toBe('45,000');
    expect(formatIndianNumber(123456)).toBe('1,23,456');
  });
  it('gives a non-number back as text', () => {
    expect(formatIndianNumber(Number.NaN)).toBe('NaN');
  });
});
