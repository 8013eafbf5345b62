import type {
  EventDescriptionEntry,
  EventRow,
  EventsResponse,
  NewsResponse,
  NewsRow,
  NoticeDescriptionEntry,
  NoticeListResponse,
  NoticeRow,
  Translations,
} from '@aec/contracts';

// `?fields=card` (ListQuery): a list's rows with only what a card shows. The home page embeds the answers it
// read in its HTML for hydration, so a notice's message, a news item's text or an event's attachments there
// are bytes on every visitor's first screen that nothing draws. The other fields stay in the row, empty, so
// the answer is still the contract's shape.

function firstEntry<T>(text: string): T | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value[0] as T | undefined) : undefined;
  } catch {
    return undefined;
  }
}

/** The translations of the fields a card shows (a title; an event's venue), languages without them left out. */
function cardTranslations(translations: Translations | undefined, fields: readonly ('title' | 'venue')[]): Translations | undefined {
  if (!translations) return undefined;
  const kept: Translations = {};
  for (const language of ['as', 'hi'] as const) {
    const entry = translations[language];
    if (!entry) continue;
    const picked = Object.fromEntries(fields.filter((field) => entry[field] !== undefined).map((field) => [field, entry[field]]));
    if (Object.keys(picked).length > 0) kept[language] = picked;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** A notice's card: its title, date and kind (the first description entry's type says whether it is the college's own). */
export function noticeCard(row: NoticeRow): NoticeRow {
  const first = firstEntry<NoticeDescriptionEntry>(row.description);
  return {
    ...row,
    description: JSON.stringify(first?.type ? [{ type: first.type, description: '' }] : []),
    uploadInfo: '[]',
    message: '',
    files: [],
    translations: cardTranslations(row.translations, ['title']),
  };
}

/** A news item's card: title, date and its first image (the card's and the carousel's photo). */
export function newsCard(row: NewsRow): NewsRow {
  return {
    ...row,
    description: '',
    uploadInfo: '[]',
    message: '',
    images: row.images.slice(0, 1),
    translations: cardTranslations(row.translations, ['title']),
  };
}

/** An event's card: title, date, venue and time (the first description entry's, when the row's own are empty). */
export function eventCard(row: EventRow): EventRow {
  const first = firstEntry<EventDescriptionEntry>(row.description);
  return {
    ...row,
    description: JSON.stringify(first ? [{ description: '', venue: first.venue ?? '', time: first.time ?? '' }] : []),
    message: '',
    attachments: [],
    translations: cardTranslations(row.translations, ['title', 'venue']),
  };
}

export const noticeCards = (answer: NoticeListResponse): NoticeListResponse => ({ ...answer, rows: answer.rows.map(noticeCard) });
export const newsCards = (answer: NewsResponse): NewsResponse => ({ ...answer, rows: answer.rows.map(newsCard) });
export const eventCards = (answer: EventsResponse): EventsResponse => ({ ...answer, rows: answer.rows.map(eventCard) });
