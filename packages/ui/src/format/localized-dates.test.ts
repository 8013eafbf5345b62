import { dateFormats } from './localized-dates';
import { formatDate, formatListDate } from './dates';

// 23:30 in India on 21 November is still the 21st there (18:00 UTC).
const LATE_EVENING = '2026-11-21T18:00:00.000Z';

describe('dates and numbers in each language (docs/product/languages.md)', () => {
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

  it('keeps the docs/product/figures.md list-date quirk (one day after) in every language', () => {
    expect(dateFormats('as').listDate(LATE_EVENING)).toBe(dateFormats('as').date('2026-11-22T18:00:00.000Z'));
    expect(dateFormats('hi').listDate('2026-11-21')).toContain('22');
    expect(dateFormats('en').listDate('2026-11-21')).toContain('22');
  });

  it("writes file sizes in the page's digits, KB and MB in Latin letters, bytes in the page's word; English as before", () => {
    expect(dateFormats('as').fileSize(3.5 * 1024 * 1024)).toBe('৩.৫ MB');
    expect(dateFormats('as').fileSize(2048)).toBe('২ KB');
    expect(dateFormats('as').fileSize(512)).toBe('৫১২ বাইট');
    expect(dateFormats('hi').fileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
    expect(dateFormats('hi').fileSize(1)).toBe('1 बाइट');
    expect(dateFormats('en').fileSize(512)).toBe('512 bytes');
    expect(dateFormats('en').fileSize(1)).toBe('1 byte');
    expect(dateFormats('en').fileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
    expect(dateFormats('as').fileSize(undefined)).toBe('');
  });

  it('leaves an unreadable value as it is', () => {
    expect(dateFormats('as').date('not a date')).toBe('not a date');
  });

  it("writes what Intl writes for as-IN and hi-IN with full ICU (Node), every month, without the browser's Intl", () => {
    for (const [language, locale] of [
      ['as', 'as-IN'],
      ['hi', 'hi-IN'],
    ] as const) {
      const formats = dateFormats(language);
      for (let month = 0; month < 12; month += 1) {
        for (const utc of [Date.UTC(2026, month, 4, 20, 0), Date.UTC(2027, month, 27, 3, 15)]) {
          const when = new Date(utc);
          const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', ...options }).format(when);
          expect(formats.longDate(when)).toBe(intl({ day: 'numeric', month: 'long', year: 'numeric' }));
          expect(formats.date(when)).toBe(intl({ day: '2-digit', month: 'short', year: 'numeric' }));
        }
        expect(formats.month(`2026-${String(month + 1).padStart(2, '0')}`)).toBe(
          new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', month: 'long', year: 'numeric' }).format(new Date(Date.UTC(2026, month, 15))),
        );
      }
      expect(formats.number(98765432)).toBe(new Intl.NumberFormat(locale).format(98765432));
    }
  });

  it('times of day in the language, India time', () => {
    expect(dateFormats('as').dateTime('2026-01-05T10:45:00Z')).toBe('৫ জানুৱাৰী, ২০২৬, অপৰাহ্ন ৪:১৫');
    expect(dateFormats('hi').dateTime('2026-01-05T03:05:00Z')).toBe('5 जनवरी 2026, पूर्वाह्न 8:35');
  });

  it("turns any text's digits into the page's digits", () => {
    expect(dateFormats('as').digits('1955 · 1:16')).toBe('১৯৫৫ · ১:১৬');
    expect(dateFormats('hi').digits(2026)).toBe('2026');
    expect(dateFormats('en').digits('400+')).toBe('400+');
  });
});
