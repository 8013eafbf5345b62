import type { ReactNode } from 'react';

const DATE = /<date>(.*?)<\/date>/s;

/**
 * A translated sentence with a date inside it ("Posted on <date>21 Nov 2026</date> · TEQIP"): each
 * language puts the date where its word order needs it, and the code still draws the <time> element.
 */
export function WithDate({ text, date }: { text: string; date: (formatted: string) => ReactNode }) {
  const match = DATE.exec(text);
  if (!match) return <>{text}</>;
  return (
    <>
      {text.slice(0, match.index)}
      {date(match[1]!)}
      {text.slice(match.index + match[0].length)}
    </>
  );
}

/** Whether a message keeps its date element (the catalogue tests check every translation does). */
export const hasDate = (text: string) => DATE.test(text);
