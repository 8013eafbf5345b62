import { z } from 'zod';
import { Translations } from './translations';
import { FileRef } from './files';

/** First entry of a notice's JSON-text `description`: its type (organisation or project code) and text. */
export const NoticeDescriptionEntry = z.object({
  type: z.string(), // 'AEC' for the college; project codes 'TEQIP', 'NEQIP', 'RUSA'; others
  description: z.string(),
});
export type NoticeDescriptionEntry = z.infer<typeof NoticeDescriptionEntry>;

/** GET /api/notice/{from}/{to} → { rows } (docs/product/notices-and-tenders.md Notice). */
export const NoticeRow = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Publication date-time, ISO 8601. */
  _date_: z.string(),
  /** JSON text of NoticeDescriptionEntry[]. */
  description: z.string(),
  /** JSON text of UploadInfoEntry[]: attachments by position. */
  uploadInfo: z.string(),
  /** Markup (sanitised on the way in). */
  message: z.string(),
  // Ours, beyond docs/product/api-compatibility.md:
  type: z.string(),
  validUntil: z.string().nullable(),
  /** A flash notice: shown in the scrolling bar by its title only. */
  flash: z.boolean().optional(),
  files: z.array(FileRef),
  /** Ours: Assamese and Hindi versions of some fields, only when there are any (translations.ts). */
  translations: Translations.optional(),
});
export type NoticeRow = z.infer<typeof NoticeRow>;
export const NoticeListResponse = z.object({ rows: z.array(NoticeRow), total: z.number().int().optional() });
export type NoticeListResponse = z.infer<typeof NoticeListResponse>;

/** First entry of a tender's JSON-text `description`. Dates are ISO 8601. */
export const TenderDescriptionEntry = z.object({
  type: z.string(),
  description: z.string(),
  date_opening: z.string(),
  date_closing: z.string(),
});
export type TenderDescriptionEntry = z.infer<typeof TenderDescriptionEntry>;

export const TenderStatus = z.enum(['open', 'closing', 'closed', 'awarded']);
export type TenderStatus = z.infer<typeof TenderStatus>;

export const Corrigendum = z.object({
  id: z.number().int(),
  _date_: z.string(),
  title: z.string(),
  description: z.string(),
  files: z.array(FileRef),
});
export type Corrigendum = z.infer<typeof Corrigendum>;

/** GET /api/tender/{from}/{to} → { rows } (docs/product/notices-and-tenders.md Tender, plus what a procurement portal shows). */
export const TenderRow = z.object({
  id: z.number().int(),
  title: z.string(),
  _date_: z.string(),
  /** JSON text of TenderDescriptionEntry[]. */
  description: z.string(),
  /** JSON text of UploadInfoEntry[]. */
  uploadInfo: z.string(),
  // Ours:
  tender_no: z.string(),
  reference: z.string(),
  type: z.string(),
  published: z.string(),
  date_opening: z.string(),
  date_closing: z.string(),
  /** Derived from the dates: 'closing' when bids close within 7 days. */
  status: TenderStatus,
  validUntil: z.string().nullable(),
  files: z.array(FileRef),
  corrigenda: z.array(Corrigendum),
  /** Ours: Assamese and Hindi versions of some fields, only when there are any (translations.ts). */
  translations: Translations.optional(),
});
export type TenderRow = z.infer<typeof TenderRow>;
export const TenderListResponse = z.object({ rows: z.array(TenderRow), total: z.number().int().optional() });
export type TenderListResponse = z.infer<typeof TenderListResponse>;

/** Query of the list calls beyond the compatibility ones: ?type=TEQIP filters by type, ?archive=1 lists expired items too. */
export const ListQuery = z.object({
  type: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, 'type must be a short code')
    .optional(),
  archive: z.enum(['0', '1']).optional(),
  /** lean=1 leaves out the base64 compatibility fields (our own front ends use the URLs). */
  lean: z.enum(['0', '1']).optional(),
  /** Notices only: flash=1 lists the flash notices, flash=0 the others. */
  flash: z.enum(['0', '1']).optional(),
  /**
   * Notices, news and events lists: fields=card sends only what a card shows (id, title, date, kind, an event's
   * venue and time, a news item's first image, the titles' translations); the texts, attachments and the rest are
   * empty. The home page embeds its lists in its HTML, so every byte there is on the first screen.
   */
  fields: z.enum(['card']).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;
