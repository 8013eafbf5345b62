/** Reading a server-rendered page in tests: its head, meta tags, canonical link and JSON-LD blocks. */

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface PageHeadView {
  head: string;
  title: string | undefined;
  canonical: string | undefined;
  /** Content of `<meta name|property="key">` (the page's own tags, or the template's when unquoted). */
  meta(key: string): string | undefined;
  /** Every `<script type="application/ld+json">` of the head, parsed. */
  jsonLd: Array<Record<string, unknown>>;
  /** The first JSON-LD block of a schema.org type. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read schema.org's open-ended shapes by path
  ld(type: string): Record<string, any> | undefined;
}

export function readHead(html: string): PageHeadView {
  const end = html.indexOf('</head>');
  const head = end < 0 ? html : html.slice(0, end);
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return {
    head,
    title: title === undefined ? undefined : decode(title),
    canonical: /<link rel="?canonical"? href="([^"]*)">/.exec(head)?.[1],
    meta(key) {
      const k = escapeRegExp(key);
      const match = new RegExp(`<meta (?:name|property)="?${k}"? content=(?:"([^"]*)"|([^\\s>]*))`).exec(head);
      return match ? decode(match[1] ?? match[2] ?? '') : undefined;
    },
    jsonLd,
    ld: (type) => jsonLd.find((block) => block['@type'] === type),
  };
}

/** The markup of #root, tags removed and spaces collapsed: what a reader without JavaScript gets. */
export function visibleText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const body = start < 0 ? html : html.slice(start);
  return decode(body.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
