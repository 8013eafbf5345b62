import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@aec/contracts';

/**
 * The passwords most often found in breaches (about 49,000, most common first), from zxcvbn-ts's
 * maintained common dictionary. Compared in lower case: "Password1234" is as guessable as "password1234".
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** The site's names: a password built on them is the first thing a guesser tries here. */
const SITE_NAMES = ['Assam Engineering College', 'AEC'];

const lettersAndDigits = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The name part of an email and its pieces of 4 characters or more ("bikash.bora" → bikash.bora, bikash, bora). */
function emailNames(email: string): string[] {
  const local = email.split('@')[0]!.toLowerCase();
  const pieces = local.split(/[._+-]+/).filter((piece) => piece.length >= 4);
  return [...(local.length >= 3 ? [local] : []), ...pieces];
}

/**
 * Why a new staff password is refused, as a sentence for the person choosing it, or null when it
 * passes: long enough (NIST SP 800-63B: length, not composition rules), not one of the most common
 * passwords, not built on the account's email name or the site's name, not one character repeated.
 */
export function passwordProblem(password: string, email: string): string | null {
  const normalised = password.normalize('NFKC');
  if ([...normalised].length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  const lower = normalised.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) {
    return 'This password is on the list of the most common passwords, the first ones anyone guessing tries. Choose another: a few unrelated words make a long password that is easy to remember.';
  }
  const compact = lettersAndDigits(normalised);
  const name = emailNames(email).find((part) => lower.includes(part) || compact.includes(lettersAndDigits(part)));
  if (name) return `The password contains “${name}” from your email address, which anyone guessing tries first. Choose one without it.`;
  const site = SITE_NAMES.find((siteName) => compact.includes(lettersAndDigits(siteName)));
  if (site) return `The password contains the college's name (“${site}”), which anyone guessing tries first. Choose one without it.`;
  if (new Set(compact).size < 4) return 'The password repeats too few different characters. Choose one with more variety: a few unrelated words work well.';
  return null;
}
