import { Fragment, type ReactNode } from 'react';

/** `<name>inner</name>` or `<name/>` in a message: the place of a link or other element the sentence holds. */
const MARK = /<(\w+)\/>|<(\w+)>(.*?)<\/\2>/gs;

/** How each mark of a message is drawn: `{ link: (words) => <Link to="/events">{words}</Link> }`. */
export type MarkParts = Record<string, (inner: string) => ReactNode>;

/**
 * A translated sentence with elements inside it: 'Already submitted? <link>Check the status</link>.'
 * with `parts={{ link: (words) => <Link to="…">{words}</Link> }}`, or a whole element in place of
 * `<head/>`. Each language puts the marks where its word order needs them and the code still draws
 * the elements; an unknown mark shows its words plainly. The text is never read as HTML, so a title
 * interpolated into it (with '<' or '&' in it) stays as written.
 *
 * Not react-i18next's <Trans components>: its parser takes `<link>` for HTML's empty link element
 * (the link's words fall outside it), and it escapes an interpolated '<' or '&' a second time.
 */
export function MarkedText({ text, parts }: { text: string; parts: MarkParts }) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
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

/** The mark names a message uses, sorted, for the catalogue tests (every translation keeps them). */
export const marksOf = (text: string): string[] => [...text.matchAll(MARK)].map((match) => match[1] ?? match[2]!).sort();
