import { collegeDay } from '@aec/ui';

export interface SnippetPart {
  text: string;
  match: boolean;
}

/**
 * The search snippet is plain text with matches in <mark>…</mark> (the only markup). Splitting it
 * into parts lets React render the text as text: nothing from it ever becomes markup.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (let m = pattern.exec(snippet); m; m = pattern.exec(snippet)) {
    if (m.index > last) parts.push({ text: snippet.slice(last, m.index), match: false });
    if (m[1]) parts.push({ text: m[1], match: true });
    last = m.index + m[0].length;
  }
  if (last < snippet.length) parts.push({ text: snippet.slice(last), match: false });
  return parts;
}

/**
 * Years the archive offers, newest first: from this year back to the first notices kept online.
 * The year is the college's (India time), so the server and the browser agree on New Year's Eve.
 */
export function archiveYears(now: Date = new Date(), firstYear = 2015): number[] {
  const years: number[] = [];
  const thisYear = Number(collegeDay(now)?.slice(0, 4)) || now.getUTCFullYear();
  for (let y = thisYear; y >= firstYear; y -= 1) years.push(y);
  return years;
}
