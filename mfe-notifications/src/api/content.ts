import type { Translations } from '@aec/contracts';
import { localizedText, type Language, type LocalizedText } from '@aec/ui';
import { parseJsonList, titleMatches } from './records';

// Content (database fields) in the page's language (docs/product/languages.md): the translation the item carries,
// else its English. These are the pure choices, for summaries, page heads and lists; components
// mark the English lang="en" with @aec/ui's Localized / useContentLang.

interface Translated {
  translations?: Translations;
}

/** The title in `language`, or the English. */
export function titleIn(row: Translated & { title: string }, language: Language): LocalizedText {
  return localizedText(row.translations, language, 'title', row.title);
}

/**
 * The text of a JSON-text `description` (its first entry's `description`) in `language`: a
 * translated description replaces only that text, never the entry's type, dates, venue or time.
 */
export function descriptionIn(row: Translated & { description: string }, language: Language): LocalizedText {
  const english = parseJsonList<{ description?: string }>(row.description)[0]?.description ?? '';
  return localizedText(row.translations, language, 'description', english);
}

/**
 * The first of some texts that is in the page's language, else the first English one that is not
 * blank: a page in one language beats one in another (a summary from a notice's translated
 * description rather than its English message).
 */
export function preferTranslated(...texts: LocalizedText[]): LocalizedText {
  return texts.find((t) => t.lang !== 'en') ?? texts.find((t) => t.text.trim()) ?? { text: '', lang: 'en' };
}

/** A news item's body: its markup (`message`), else its short `description`, translated first. */
export function newsBodyIn(row: Translated & { message: string; description: string }, language: Language): LocalizedText {
  return preferTranslated(
    localizedText(row.translations, language, 'message', row.message),
    localizedText(row.translations, language, 'description', row.description),
  );
}

/** The board's title search (docs/product/notices-and-tenders.md) finds an item by the title shown or by its English one. */
export function contentTitleMatches(row: Translated & { title: string }, language: Language, query: string): boolean {
  return titleMatches(row.title, query) || titleMatches(titleIn(row, language).text, query);
}
