import type { ReceivedMail } from './office-servers';

/** A mail's body (after its headers). */
export const bodyOf = (mail: ReceivedMail) => mail.text.slice(mail.text.search(/\r?\n\r?\n/)).trim();

/**
 * The Subject header, unfolded (long headers are wrapped onto indented lines), its MIME encoded words
 * decoded (=?UTF-8?B?…?= or ?Q?, which mailers use for Assamese and Hindi subjects).
 */
export function subjectOf(mail: ReceivedMail): string {
  const folded = mail.raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '';
  // Whitespace between two encoded words is not part of the text.
  const unfolded = folded.replace(/\?=\s+=\?/g, '?==?').replace(/\r?\n(?=[ \t])/g, '');
  return unfolded.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
