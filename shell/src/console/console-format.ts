import { fieldErrorsOf, StaffApiError, type IssueList } from '@aec/ui';

const COLLEGE_TIME_ZONE = 'Asia/Kolkata';
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: COLLEGE_TIME_ZONE,
});

/** '03 Mar 2026, 14:05' in India time (the college's clock), whatever the device says. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

/** Contract messages are written for the API ('the password must be …'); on screen they start a sentence. */
export function asSentence(message: string): string {
  const text = message.trim();
  if (!text) return text;
  const first = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** The first message of each field of a failed zod parse (the kit's fieldErrorsOf), each as a sentence. */
export function fieldSentencesOf(error: IssueList): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([field, message = '']) => [field, asSentence(message)]));
}

/** The sentence to show for a failed call: the server's own, or a plain one for anything unexpected. */
export function messageOf(error: unknown): string {
  if (error instanceof StaffApiError) return asSentence(error.message);
  return 'Something went wrong on this screen. Reload the page and try again.';
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
