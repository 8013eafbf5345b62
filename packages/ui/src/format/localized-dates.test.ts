import { dateFormats } from './localized-dates';
import { formatDate, formatListDate } from './dates';

// 23:30 in India on 21 November is still the 21st there (18:00 UTC).
const LATE_EVENING = '2026-11-21T18:00:00.000Z';

describe('dates and numbers in each language (issue 17)', () => {
  it('English is the hand-written format', () => {
    expect(dateFormats('en').date(LATE_EVENING)).toBe(formatDate(LATE_EVENING));
    expect(dateFormats('en').listDate(LATE_EVENING)).toBe(formatListDate(LATE_EVENING));
    expect(dateFormats('en').number(1234567)).toBe('12,34,567');
  });

  it('Assamese: month names in Assamese, Assamese digits, India time', () => {
    const as = dateFormats('as');
    expect(as.longDate(LATE_EVENING)).toBe('২১ নৱেম্বৰ, ২০২৬');
    expect(as.month('2026-11')).toBe('নৱেম্বৰ ২০২৬');
    expect(as.number(1234567)).toBe('১২,৩৪,৫৬৭');
  });

  it('Hindi: month names in Hindi, Indian grouping', () => {
    const hi = dateFormats('hi');
    expect(hi.longDate(LATE_EVENING)).toBe('21 नवंबर 2026');
    expect(hi.number(1234567)).toBe('12,34,567');
  });

  it('keeps the SPEC §9 list-date quirk (one day after) in every language', () => {
    expect(dateFormats('as').listDate(LATE_EVENING)).toBe(dateFormats('as').date('2026-11-22T18:00:00.000Z'));
    expect(dateFormats('hi').listDate('2026-11-21')).toContain('22');
    expect(dateFormats('en').listDate('2026-11-21')).toContain('22');
  });

  it('leaves an unreadable value as it is', () => {
    expect(dateFormats('as').date('not a date')).toBe('not a date');
  });
});
