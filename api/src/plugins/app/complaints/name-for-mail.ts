import { find as findLinks } from 'linkifyjs';

/** The most of a filer's name that a mail repeats. */
export const MAIL_NAME_MAX = 60;

// What linkify does not take for a link but a reader might follow: a scheme, an IP address, an
// address at a domain whose ending linkify does not know.
const linkLike = /\S*(:\/\/|\b\d{1,3}(\.\d{1,3}){3}\b|@)\S*/g;
// Control characters and bidirectional overrides (which can make a name read as something else).
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const invisible = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * A grievance's mail goes to whatever address was typed in, from the college's address: the only
 * free text of the sender's it repeats is their name, without links (URLs, domains, emails) and cut
 * to MAIL_NAME_MAX characters, so nobody can use the form to send a stranger their message.
 */
export function nameForMail(name: string): string {
  let text = name.replace(invisible, ' ');
  for (const link of findLinks(text).reverse()) text = text.slice(0, link.start) + ' ' + text.slice(link.end);
  text = text.replace(linkLike, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(text);
  return chars.length > MAIL_NAME_MAX ? chars.slice(0, MAIL_NAME_MAX).join('').trim() : text;
}

/** "Dear <name>," or, when nothing of the name is left, a greeting without it. */
export function greeting(name: string): string {
  const safe = nameForMail(name);
  return safe ? `Dear ${safe},` : 'Dear Sir or Madam,';
}
