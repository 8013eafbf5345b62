import type { Language } from '../i18n/languages';
import { formatDate, formatDateTime, formatListDate, formatLongDate, formatMonth } from './dates';
import { fileSizeParts, formatFileSize } from './file-size';
import { formatIndianNumber } from './numbers';

// Assamese and Hindi pages (docs/product/languages.md) write dates and numbers as Intl's as-IN and hi-IN do (CLDR's
// month names, Assamese digits on Assamese pages, Indian grouping; the tests compare with Node's
// full-ICU Intl), but from the tables below rather than the browser's Intl: Chromium's ICU has no
// Assamese at all (as-IN falls back to 'November 21, 2026'), so the browser would disagree with the
// server and hydration would fail; and CLDR's Assamese date-time pattern still says "at" in English.
// English keeps the hand-written formats of dates.ts. All in India's time zone.

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

interface Names {
  long: readonly string[];
  short: readonly string[];
  digits?: string;
  /** Before and after noon. */
  periods: readonly [string, string];
  /** day month, year (Assamese has a comma before the year). */
  yearSeparator: string;
  /** A size under 1 KB: the word for bytes. KB and MB stay in Latin letters, as units are written (docs/glossary.md). */
  bytes: string;
}

const NAMES: Record<Exclude<Language, 'en'>, Names> = {
  as: {
    long: ['জানুৱাৰী', 'ফেব্ৰুৱাৰী', 'মাৰ্চ', 'এপ্ৰিল', 'মে’', 'জুন', 'জুলাই', 'আগষ্ট', 'ছেপ্তেম্বৰ', 'অক্টোবৰ', 'নৱেম্বৰ', 'ডিচেম্বৰ'],
    short: ['জানু', 'ফেব্ৰু', 'মাৰ্চ', 'এপ্ৰিল', 'মে’', 'জুন', 'জুলাই', 'আগ', 'ছেপ্তে', 'অক্টো', 'নৱে', 'ডিচে'],
    digits: '০১২৩৪৫৬৭৮৯',
    periods: ['পূৰ্বাহ্ন', 'অপৰাহ্ন'],
    yearSeparator: ', ',
    bytes: 'বাইট',
  },
  hi: {
    long: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    short: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    periods: ['पूर्वाह्न', 'अपराह्न'],
    yearSeparator: ' ',
    bytes: 'बाइट',
  },
};

function parse(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

function clock(date: Date) {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** Date and number formats of one language; English is dates.ts itself. */
export interface DateFormats {
  /** '21 Nov 2026' / '২১ নৱে, ২০২৬' / '21 नव॰ 2026' */
  date(value: string | Date): string;
  /** The list date (docs/product/figures.md): one day after the stored date, in every language. */
  listDate(value: string | Date): string;
  /** '21 November 2026' / '২১ নৱেম্বৰ, ২০২৬' / '21 नवंबर 2026' */
  longDate(value: string | Date): string;
  /** The long date with the time of day in India. */
  dateTime(value: string | Date): string;
  /** 'November 2026' of a college day 'YYYY-MM-DD' or 'YYYY-MM'. */
  month(value: string): string;
  /** 12,34,567 (Assamese digits on Assamese pages). */
  number(value: number): string;
  /** Any text's digits in the page's digits, nothing else changed: a year, a time, '1:16'. */
  digits(text: string | number): string;
  /** '3.5 MB' / '৩.৫ MB' / '512 बाइट' of a size in bytes; '' when there is none. */
  fileSize(bytes: number | undefined): string;
}

const english: DateFormats = {
  date: formatDate,
  listDate: formatListDate,
  longDate: formatLongDate,
  dateTime: formatDateTime,
  month: formatMonth,
  number: formatIndianNumber,
  digits: (text) => String(text),
  fileSize: formatFileSize,
};

export function dateFormats(language: Language): DateFormats {
  if (language === 'en') return english;
  const names = NAMES[language];
  const digits = (text: string | number) => (names.digits ? String(text).replace(/[0-9]/g, (d) => names.digits![Number(d)]!) : String(text));
  const pad2 = (n: number) => String(n).padStart(2, '0');
  const longDate = (value: string | Date) => {
    const date = parse(value);
    if (!date) return String(value);
    const { year, month, day } = clock(date);
    return digits(`${day} ${names.long[month]}${names.yearSeparator}${year}`);
  };
  const date = (value: string | Date) => {
    const parsed = parse(value);
    if (!parsed) return String(value);
    const { year, month, day } = clock(parsed);
    return digits(`${pad2(day)} ${names.short[month]} ${year}`);
  };
  return {
    date,
    listDate: (value) => {
      const parsed = parse(value);
      return parsed ? date(new Date(parsed.getTime() + DAY_MS)) : String(value);
    },
    longDate,
    dateTime: (value) => {
      const parsed = parse(value);
      if (!parsed) return String(value);
      const { hour, minute } = clock(parsed);
      return `${longDate(parsed)}, ${names.periods[hour < 12 ? 0 : 1]} ${digits(`${hour % 12 || 12}:${pad2(minute)}`)}`;
    },
    month: (value) => {
      const match = /^(\d{4})-(\d{2})/.exec(value);
      const month = match ? Number(match[2]) - 1 : -1;
      return match && month >= 0 && month < 12 ? digits(`${names.long[month]} ${match[1]}`) : value;
    },
    number: (value) => digits(formatIndianNumber(value)),
    digits,
    fileSize: (bytes) => {
      const parts = fileSizeParts(bytes);
      if (!parts) return '';
      return `${digits(parts.figure)} ${parts.unit === 'KB' || parts.unit === 'MB' ? parts.unit : names.bytes}`;
    },
  };
}
