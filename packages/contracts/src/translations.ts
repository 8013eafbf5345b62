import { z } from 'zod';

/**
 * Content in three languages (docs/product/languages.md). English is the item's own fields; Assamese and Hindi
 * are optional versions of some of them, kept beside the item and sent with it only where they exist.
 *
 *   { "title": "Holiday notice", "translations": { "as": { "title": "বন্ধৰ জাননী" } } }
 *
 * A field missing from a language's entry (or an entry missing) means "show the English".
 */
export const CONTENT_LANGUAGES = ['as', 'hi'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Which fields each kind of content may carry in Assamese and Hindi. */
export const TRANSLATABLE_FIELDS = {
  notices: ['title', 'description', 'message'],
  tenders: ['title', 'description'],
  news: ['title', 'description', 'message'],
  events: ['title', 'description', 'venue', 'message'],
  'department-notifications': ['title', 'message'],
  projects: ['homepage'],
} as const;
export type TranslatableKind = keyof typeof TRANSLATABLE_FIELDS;
export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[TranslatableKind][number];

const TranslatedText = z.string().trim().max(20000, 'A translation must be at most 20,000 characters');

/** One language's version of an item: any of its translatable fields. */
export const TranslatedFields = z
  .object({
    title: TranslatedText.max(500, 'A translated title must be at most 500 characters'),
    description: TranslatedText,
    venue: TranslatedText.max(200, 'A translated venue must be at most 200 characters'),
    message: TranslatedText,
    homepage: TranslatedText,
  })
  .partial();
export type TranslatedFields = z.infer<typeof TranslatedFields>;

/** An item's translations, by language. Public answers carry it only when there is one. */
export const Translations = z.object({ as: TranslatedFields.optional(), hi: TranslatedFields.optional() });
export type Translations = z.infer<typeof Translations>;
