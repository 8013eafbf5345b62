import { z } from 'zod';
import { Translations } from './translations';
import { Base64Blob, FileRef } from './files';

/** GET /api/news/{from}/{to} and /api/news/{id} (docs/product/news-and-events.md News item). */
export const NewsRow = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  uploadInfo: z.string(),
  _date_: z.string(),
  message: z.string(),
  // Ours: the images as cacheable URLs, each with alt text.
  images: z.array(FileRef.extend({ alt: z.string() })),
  /** Ours: Assamese and Hindi versions of some fields, only when there are any (translations.ts). */
  translations: Translations.optional(),
});
export type NewsRow = z.infer<typeof NewsRow>;
/** b_arr: in lists, the first image of each row (aligned with rows, null when none); in a detail, every image. */
export const NewsResponse = z.object({
  rows: z.array(NewsRow),
  b_arr: z.array(Base64Blob.nullable()),
  /** Ours, in list answers: how many items there are in all. */
  total: z.number().int().optional(),
});
export type NewsResponse = z.infer<typeof NewsResponse>;

/** First entry of an event's JSON-text `description`. */
export const EventDescriptionEntry = z.object({
  description: z.string(),
  venue: z.string(),
  time: z.string(),
});
export type EventDescriptionEntry = z.infer<typeof EventDescriptionEntry>;

/** GET /api/events/{from}/{to} and /api/events/{id} (docs/product/news-and-events.md Event). */
export const EventRow = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The event's date, ISO 8601 (past ones grey, upcoming ones blue). */
  _date_: z.string(),
  message: z.string(),
  /** JSON text of EventDescriptionEntry[]. */
  description: z.string(),
  // Ours:
  venue: z.string(),
  time: z.string(),
  attachments: z.array(FileRef),
  /** Ours: Assamese and Hindi versions of some fields, only when there are any (translations.ts). */
  translations: Translations.optional(),
});
export type EventRow = z.infer<typeof EventRow>;
/** b_arr: the attachments (pdf or image) as base64, in a detail; in lists the first of each row or null. */
export const EventsResponse = z.object({
  rows: z.array(EventRow),
  b_arr: z.array(Base64Blob.nullable()),
  /** Ours, in list answers: how many items there are in all. */
  total: z.number().int().optional(),
});
export type EventsResponse = z.infer<typeof EventsResponse>;
