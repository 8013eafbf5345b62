import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence whose marked parts are elements: 'Already submitted? <link>Check the status</link>.'
 * with `parts={{ link: (text) => <Link to="…">{text}</Link> }}`. A translation moves the marks where
 * its word order needs them; an unknown mark shows its text plainly.
 */
export function MarkedText({ text, parts }: { text: string; parts: Record<string, (inner: string) => ReactNode> }) {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const [whole, name = '', inner = ''] = match;
    nodes.push(text.slice(at, match.index));
    const render = parts[name];
    nodes.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    at = match.index + whole.length;
  }
  nodes.push(text.slice(at));
  return <>{nodes}</>;
}
