import { Fragment, type ReactNode } from 'react';

/** `<name>inner</name>` (or `<name/>`) in a message: the place of a link or other element the sentence holds. */
const PART = /<(\w+)\/>|<(\w+)>(.*?)<\/\2>/gs;

/**
 * A translated sentence with elements inside it ("…announced on the <events>events page</events>."):
 * each language puts the link where its word order needs it, and the code still draws the link.
 */
export function LinkedText({ text, parts }: { text: string; parts: Record<string, (inner: string) => ReactNode> }) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PART)) {
    if (match.index > last) out.push(<Fragment key={last}>{text.slice(last, match.index)}</Fragment>);
    const name = match[1] ?? match[2]!;
    const inner = match[3] ?? '';
    const render = parts[name];
    out.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(<Fragment key={last}>{text.slice(last)}</Fragment>);
  return <>{out}</>;
}

/** The element names a message uses, for the catalogue tests (every translation keeps them). */
export const partsOf = (text: string) => [...text.matchAll(PART)].map((match) => match[1] ?? match[2]!).sort();
