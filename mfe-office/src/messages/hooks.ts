import { useDateFormats, useT } from '@aec/ui';
import { NAMESPACE } from './catalogue';

/** The office's translate function (its catalogue, in the page's language). */
export function useOfficeT() {
  return useT(NAMESPACE);
}

/** Digits of a fixed text ('1955 – 1959') in the page's numerals: Assamese digits on Assamese pages. */
export function useLocalDigits(): (text: string) => string {
  const formats = useDateFormats();
  return (text) => text.replace(/\d/g, (digit) => formats.number(Number(digit)));
}
