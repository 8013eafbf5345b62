import { useMemo } from 'react';
import { formatMonth, languageInfo, useDateFormats, useLanguage } from '@aec/ui';

export interface MonthNames {
  /** '2026-10' → 'October 2026' / 'অক্টোবৰ ২০২৬' / 'अक्टूबर 2026'. */
  long(month: string): string;
  /** '2026-10' → 'Oct 2026' / 'অক্টো ২০২৬' / 'अक्टू॰ 2026': a narrow screen's table and the chart. */
  short(month: string): string;
}

/** Month names in the page's language; English keeps the hand-written format (no Intl on English pages). */
export function useMonthNames(): MonthNames {
  const language = useLanguage();
  const formats = useDateFormats();
  return useMemo(() => {
    if (language === 'en') return { long: formatMonth, short: (month) => formatMonth(month).replace(/^(\w{3})\w*/, '$1') };
    const short = new Intl.DateTimeFormat(languageInfo(language).locale, { month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
    return { long: formats.month, short: (month) => (/^\d{4}-\d{2}$/.test(month) ? short.format(new Date(`${month}-15T12:00:00+05:30`)) : month) };
  }, [language, formats]);
}
