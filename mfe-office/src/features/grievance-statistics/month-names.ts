import { useMemo } from 'react';
import { useDateFormats } from '@aec/ui';

export interface MonthNames {
  /** '2026-10' → 'October 2026' / 'অক্টোবৰ ২০২৬' / 'अक्टूबर 2026'. */
  long(month: string): string;
  /** '2026-10' → 'Oct 2026' / 'অক্টো ২০২৬' / 'अक्टू॰ 2026': a narrow screen's table and the chart. */
  short(month: string): string;
}

/**
 * Month names in the page's language, from @aec/ui's formats (the same on the server and in the
 * browser, which may lack Assamese): the short one is a mid-month date without its day.
 */
export function useMonthNames(): MonthNames {
  const formats = useDateFormats();
  return useMemo(
    () => ({
      long: formats.month,
      short: (month) => (/^\d{4}-\d{2}$/.test(month) ? formats.date(`${month}-15`).replace(/^\S+\s+/, '') : month),
    }),
    [formats],
  );
}
