import { z } from 'zod';
import { EventRow, NewsRow } from './news-events';
import { NoticeRow, TenderRow } from './notices';
import { DEPARTMENTS, type DepartmentCode } from './department-list';
import { FileRef } from './files';
import { NoticeWrite, PublishAtWrite, StaffContentQuery, StaffContentSummary, TenderWrite } from './staff';
import { TRANSLATABLE_FIELDS, TranslatedFields, Translations, type TranslatableKind } from './translations';
import { heldChange } from './workflow';

/**
 * The staff console's news, events and department notifications (publisher role), beside the
 * notices and tenders of staff.ts. Lists answer StaffContentListResponse (staff.ts): `type` is
 * NEWS, EVENT or the department code, `publishedAt` the item's date.
 */

/** The thirteen departments by code, with the dept_id the public call takes as branch_code (docs/product/api-compatibility.md): from the shared list. */
export const DEPARTMENT_IDS = Object.fromEntries(DEPARTMENTS.map((d) => [d.code, d.id])) as Record<DepartmentCode, number>;
export const DEPARTMENT_CODES = DEPARTMENTS.map((d) => d.code) as [DepartmentCode, ...DepartmentCode[]];
export const DEPARTMENT_LABELS = Object.fromEntries(DEPARTMENTS.map((d) => [d.code, d.name])) as Record<DepartmentCode, string>;
export const DepartmentCodeSchema = z.enum(DEPARTMENT_CODES, { message: 'Choose one of the thirteen departments' });

/**
 * A staff body's `translations` (docs/product/languages.md): Assamese (as) and Hindi (hi) only, and only the fields
 * the kind translates (TRANSLATABLE_FIELDS); anything else is refused, not dropped, so a typo is seen.
 */
export function translationsWrite(kind: TranslatableKind): z.ZodType<Translations> {
  const fields = TRANSLATABLE_FIELDS[kind] as readonly (keyof TranslatedFields)[];
  const shape = Object.fromEntries(fields.map((field) => [field, TranslatedFields.shape[field]]));
  const named = fields.length > 1 ? `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}` : fields[0];
  const language = z.strictObject(shape, { error: `only the ${named} can be translated here` });
  return z.strictObject({ as: language.optional(), hi: language.optional() }, { error: 'translations are in Assamese (as) or Hindi (hi) only' });
}

const isoDateTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date (2026-01-31 or 2026-01-31T10:00:00Z)');
const markup = z.string().max(100_000, 'the message must be at most 100,000 characters').default('');
const fileIds = z.array(z.number().int().positive()).max(20, 'at most 20 attachments').default([]);

export const NewsImageWrite = z.object({
  fileId: z.number().int().positive(),
  alt: z.string().trim().min(1, 'Describe each image for readers who cannot see it (alt text)').max(300),
});
export const NewsWrite = z.object({
  title: z.string().trim().min(1, 'Headline is required').max(300),
  /** One-line summary shown on the cards. */
  description: z.string().trim().max(2000).default(''),
  /** Markup from the rich-text editor; sanitised on the way in. */
  message: markup,
  publishedAt: isoDateTime.optional(),
  publishAt: PublishAtWrite,
  images: z.array(NewsImageWrite).max(20, 'at most 20 images').default([]),
  translations: translationsWrite('news').optional(),
});
export type NewsWrite = z.input<typeof NewsWrite>;

export const EventWrite = z.object({
  title: z.string().trim().min(1, 'Title is required').max(300),
  eventDate: isoDateTime,
  publishAt: PublishAtWrite,
  /** As people say it: "10:30 AM", "10 AM to 4 PM". */
  time: z.string().trim().max(100).default(''),
  venue: z.string().trim().max(200).default(''),
  /** One-line summary. */
  description: z.string().trim().max(2000).default(''),
  message: markup,
  fileIds,
  translations: translationsWrite('events').optional(),
});
export type EventWrite = z.input<typeof EventWrite>;

export const DepartmentNotificationWrite = z.object({
  department: DepartmentCodeSchema,
  title: z.string().trim().min(1, 'Headline is required').max(300),
  message: markup,
  /** The notification's date; now when left out. */
  createdAt: isoDateTime.optional(),
  publishAt: PublishAtWrite,
  /** Shown as the sender; the department's head when left empty. */
  createdBy: z.string().trim().max(200).default(''),
  fileIds,
  translations: translationsWrite('department-notifications').optional(),
});
export type DepartmentNotificationWrite = z.input<typeof DepartmentNotificationWrite>;

/** Notices and tenders (staff.ts) with their translations. */
export const NoticeTranslatedWrite = NoticeWrite.extend({ translations: translationsWrite('notices').optional() });
export type NoticeTranslatedWrite = z.input<typeof NoticeTranslatedWrite>;
export const TenderTranslatedWrite = TenderWrite.safeExtend({ translations: translationsWrite('tenders').optional() });
export type TenderTranslatedWrite = z.input<typeof TenderTranslatedWrite>;

/** GET /api/staff/notices/{id} and /tenders/{id}: the public row plus the console's own fields (`held`: decision 201). */
export const StaffNotice = NoticeRow.extend({ unpublishedAt: z.string().nullable(), held: heldChange(NoticeTranslatedWrite).optional() });
export type StaffNotice = z.infer<typeof StaffNotice>;
// The award date, which the public row shows only as its status, so that an edit can keep it.
export const StaffTender = TenderRow.extend({
  unpublishedAt: z.string().nullable(),
  awardedAt: z.string().nullable(),
  held: heldChange(TenderTranslatedWrite).optional(),
});
export type StaffTender = z.infer<typeof StaffTender>;

/** `missing=translation`: only the items lacking an Assamese or a Hindi title. */
const missing = z.enum(['translation'], { message: 'missing can only be "translation"' }).optional();
/** The staff lists' query: StaffContentQuery with the missing-translation filter. */
export const StaffTranslatedContentQuery = StaffContentQuery.extend({ missing });
export type StaffTranslatedContentQuery = z.infer<typeof StaffTranslatedContentQuery>;
export const DepartmentNotificationQuery = StaffContentQuery.extend({ department: DepartmentCodeSchema.optional(), missing });
export type DepartmentNotificationQuery = z.infer<typeof DepartmentNotificationQuery>;

/** The languages a staff list row has a title in: always 'en', and 'as' and 'hi' where translated. */
export const ContentTitleLanguage = z.enum(['en', 'as', 'hi']);
export type ContentTitleLanguage = z.infer<typeof ContentTitleLanguage>;
export const StaffTranslatedSummary = StaffContentSummary.extend({ languages: z.array(ContentTitleLanguage) });
export type StaffTranslatedSummary = z.infer<typeof StaffTranslatedSummary>;
/** The staff lists of the five translated kinds (StaffContentListResponse with each row's languages). */
export const StaffTranslatedListResponse = z.object({ rows: z.array(StaffTranslatedSummary), total: z.number().int(), pageSize: z.number().int() });
export type StaffTranslatedListResponse = z.infer<typeof StaffTranslatedListResponse>;

const unpublishedAt = z.string().nullable();
/**
 * GET /api/staff/news/{id}: the public row (docs/product/api-compatibility.md) plus the console's own fields;
 * `held`: a change of the live item that waits (decision 201), absent when none does.
 */
export const StaffNews = NewsRow.extend({ unpublishedAt, held: heldChange(NewsWrite).optional() });
export type StaffNews = z.infer<typeof StaffNews>;
export const StaffEvent = EventRow.extend({ unpublishedAt, held: heldChange(EventWrite).optional() });
export type StaffEvent = z.infer<typeof StaffEvent>;
export const StaffDepartmentNotification = z.object({
  id: z.number().int(),
  department: DepartmentCodeSchema,
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  files: z.array(FileRef),
  unpublishedAt,
  translations: Translations.optional(),
  held: heldChange(DepartmentNotificationWrite).optional(),
});
export type StaffDepartmentNotification = z.infer<typeof StaffDepartmentNotification>;

/** GET /api/staff/attachments/{kind}/{id}: an item's files with their ids, so an edit can keep them. */
export const ATTACHMENT_KINDS = ['notices', 'tenders', 'news', 'events', 'department-notifications'] as const;
export const AttachmentKindParams = z.object({
  kind: z.enum(ATTACHMENT_KINDS, { message: 'kind must be notices, tenders, news, events or department-notifications' }),
  id: z.coerce.number().int().positive(),
});
/** A PDF's text for search and "Read as text": read from its text layer, waiting for OCR, OCR done, or failed (with why). */
export const AttachmentTextState = z.object({
  state: z.enum(['pending', 'extracted', 'ocr-queued', 'done', 'failed']),
  reason: z.string().nullable(),
  pages: z.number().int().nullable(),
});
export type AttachmentTextState = z.infer<typeof AttachmentTextState>;
export const StaffAttachment = FileRef.extend({ id: z.number().int(), alt: z.string().optional(), text: AttachmentTextState.optional() });
export type StaffAttachment = z.infer<typeof StaffAttachment>;
export const StaffAttachmentsResponse = z.object({
  rows: z.array(StaffAttachment),
  /** Why scanned pages are not read (tesseract or pdftoppm missing on the server); absent while OCR is on. */
  ocrOff: z.string().optional(),
});
export type StaffAttachmentsResponse = z.infer<typeof StaffAttachmentsResponse>;
