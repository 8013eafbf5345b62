/** Whether hostel_home holds markup (rendered sanitised) rather than plain text. */
export const looksLikeMarkup = (text: string) => /<[a-z][^>]*>/i.test(text);

/** Plain hostel_home text as paragraphs: blank lines separate them, single line breaks do not. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
