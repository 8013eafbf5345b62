import { PROJECT_CODES, type AlertTopicId, type Translations } from '@aec/contracts';
import type { AlertItem } from './alert-subscription-repository';

/** What the publishing code calls: an item was published (in its transaction). */
export interface AlertPublisher {
  published(item: AlertItem): number;
}

/**
 * The topics of a notice of this type: every notice is in `notices`; the college's own (AEC) also in
 * `aec`; a project's (TEQIP, NEQIP, RUSA: the type is its code) also in `project:<code>`.
 */
export function noticeTopics(type: string): AlertTopicId[] {
  const code = type.trim().toLowerCase();
  return [
    'notices',
    ...(code === 'aec' ? (['aec'] as const) : []),
    ...((PROJECT_CODES as readonly string[]).includes(code) ? [`project:${code}` as const] : []),
  ];
}

/** An item's Assamese and Hindi titles, where it has them. */
export const titlesOf = (translations: Translations | undefined): AlertItem['titles'] => ({ as: translations?.as?.title, hi: translations?.hi?.title });
