import { useMemo } from 'react';
import { useLanguage } from '../i18n/catalogue';
import { dateFormats, type DateFormats } from './language-dates';

// The formats themselves are in language-dates.ts, without React: the service worker writes dates with them too.
export { dateFormats, type DateFormats };

/** The page language's date and number formats: `const f = useDateFormats(); f.listDate(row._date_)`. */
export function useDateFormats(): DateFormats {
  const language = useLanguage();
  return useMemo(() => dateFormats(language), [language]);
}
