import { useMemo } from 'react';
import { useLanguage } from '../i18n/catalogue';
import type { Language } from '../i18n/languages';
import { formatDate, formatDateTime, formatListDate, formatLongDate, formatMonth } from './dates';
import { formatIndianNumber } from './numbers';

// Assamese and Hindi pages (issue 17) write dates and numbers with Intl for as-IN and hi-IN: month
// names in the language, Assamese digits on Assamese pages, Indian grouping. English pages keep the
// hand-written formats of dates.ts (no ICU start-up cost on the pages most visitors see). Formatters
// are made on first use, in India's time zone whatever the device's.

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCALES: Record<Exclude<Language, 'en'>, string> = { as: 'as-IN', hi: 'hi-IN' };
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(language: Exclude<Language, 'en'>, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${kind}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'Asia/Kolkata', ...options })));
  return formatter;
}

function parse(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : /^\d{4}-\d{2}$/.test(value) ? `${value}-15T12:00:00+05:30` : value;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Date and number formats of one language; English is dates.ts itself. */
export interface DateFormats {
  /** '21 Nov 2026' / '২১ নৱে, ২০২৬' / '21 नव॰ 2026' */
  date(value: string | Date): string;
  /** SPEC §9's list date: one day after the stored date, in every language. */
  listDate(value: string | Date): string;
  /** '21 November 2026' / '২১ নৱেম্বৰ, ২০২৬' / '21 नवंबर 2026' */
  longDate(value: string | Date): string;
  /** The long date with the time of day in India. */
  dateTime(value: string | Date): string;
  /** 'November 2026' of a college day 'YYYY-MM-DD' or 'YYYY-MM'. */
  month(value: string): string;
  /** 12,34,567 (Assamese digits on Assamese pages). */
  number(value: number): string;
}

const english: DateFormats = {
  date: formatDate,
  listDate: formatListDate,
  longDate: formatLongDate,
  dateTime: formatDateTime,
  month: formatMonth,
  number: formatIndianNumber,
};

export function dateFormats(language: Language): DateFormats {
  if (language === 'en') return english;
  const format = (kind: string, options: Intl.DateTimeFormatOptions) => (value: string | Date) => {
    const date = parse(value);
    return date ? dateFormat(language, kind, options).format(date) : String(value);
  };
  const date = format('date', { day: '2-digit', month: 'short', year: 'numeric' });
  return {
    date,
    listDate: (value) => {
      const parsed = parse(value);
      return parsed ? date(new Date(parsed.getTime() + DAY_MS)) : String(value);
    },
    longDate: format('long', { day: 'numeric', month: 'long', year: 'numeric' }),
    dateTime: format('dateTime', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
    month: (value) => (parse(value) ? format('month', { month: 'long', year: 'numeric' })(value) : value),
    number: (value) => {
      const key = `${language}:number`;
      let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
      if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(LOCALES[language])));
      return formatter.format(value);
    },
  };
}

/** The page language's date and number formats: `const f = useDateFormats(); f.listDate(row._date_)`. */
export function useDateFormats(): DateFormats {
  const language = useLanguage();
  return useMemo(() => dateFormats(language), [language]);
}
