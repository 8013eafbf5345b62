import { z } from 'zod';
import { EventRow, NewsRow } from './news-events';
import { FileRef } from './files';
import { StaffContentQuery } from './staff';

/**
 * The staff console's news, events and department notifications (publisher role), beside the
 * notices and tenders of staff.ts. Lists answer StaffContentListResponse (staff.ts): `type` is
 * NEWS, EVENT or the department code, `publishedAt` the item's date.
 */

/** The thirteen departments by code, with the dept_id the public call takes as branch_code (SPEC §7). */
export const DEPARTMENT_IDS = {
  civil: 1,
  mechanical: 2,
  electrical: 3,
  chemical: 4,
  ete: 5,
  cse: 6,
  physics: 7,
  chemistry: 8,
  maths: 9,
  humanities: 10,
  mca: 11,
  ipe: 12,
  ins: 13,
} as const;
export type DepartmentCode = keyof typeof DEPARTMENT_IDS;
export const DEPARTMENT_CODES = Object.keys(DEPARTMENT_IDS) as [DepartmentCode, ...DepartmentCode[]];
export const DEPARTMENT_LABELS: Record<DepartmentCode, string> = {
  civil: 'Civil Engineering',
  mechanical: 'Mechanical Engineering',
  electrical: 'Electrical Engineering',
  chemical: 'Chemical Engineering',
  ete: 'Electronics and Telecommunication Engineering',
  cse: 'Computer Science and Engineering',
  physics: 'Physics',
  chemistry: 'Chemistry',
  maths: 'Mathematics',
  humanities: 'Humanities',
  mca: 'Computer Applications (MCA)',
  ipe: 'Industrial and Production Engineering',
  ins: 'Instrumentation Engineering',
};
export const DepartmentCodeSchema = z.enum(DEPARTMENT_CODES, { message: 'Choose one of the thirteen departments' });

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
  images: z.array(NewsImageWrite).max(20, 'at most 20 images').default([]),
});
export type NewsWrite = z.input<typeof NewsWrite>;

export const EventWrite = z.object({
  title: z.string().trim().min(1, 'Title is required').max(300),
  eventDate: isoDateTime,
  /** As people say it: "10:30 AM", "10 AM to 4 PM". */
  time: z.string().trim().max(100).default(''),
  venue: z.string().trim().max(200).default(''),
  /** One-line summary. */
  description: z.string().trim().max(2000).default(''),
  message: markup,
  fileIds,
});
export type EventWrite = z.input<typeof EventWrite>;

export const DepartmentNotificationWrite = z.object({
  department: DepartmentCodeSchema,
  title: z.string().trim().min(1, 'Headline is required').max(300),
  message: markup,
  /** The notification's date; now when left out. */
  createdAt: isoDateTime.optional(),
  /** Shown as the sender; the department's head when left empty. */
  createdBy: z.string().trim().max(200).default(''),
  fileIds,
});
export type DepartmentNotificationWrite = z.input<typeof DepartmentNotificationWrite>;

export const DepartmentNotificationQuery = StaffContentQuery.extend({ department: DepartmentCodeSchema.optional() });
export type DepartmentNotificationQuery = z.infer<typeof DepartmentNotificationQuery>;

const unpublishedAt = z.string().nullable();
/** GET /api/staff/news/{id}: the public row (SPEC §7) plus the console's own fields. */
export const StaffNews = NewsRow.extend({ unpublishedAt });
export type StaffNews = z.infer<typeof StaffNews>;
export const StaffEvent = EventRow.extend({ unpublishedAt });
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
});
export type StaffDepartmentNotification = z.infer<typeof StaffDepartmentNotification>;

/** GET /api/staff/attachments/{kind}/{id}: an item's files with their ids, so an edit can keep them. */
export const ATTACHMENT_KINDS = ['notices', 'tenders', 'news', 'events', 'department-notifications'] as const;
export const AttachmentKindParams = z.object({
  kind: z.enum(ATTACHMENT_KINDS, { message: 'kind must be notices, tenders, news, events or department-notifications' }),
  id: z.coerce.number().int().positive(),
});
export const StaffAttachment = FileRef.extend({ id: z.number().int(), alt: z.string().optional() });
export type StaffAttachment = z.infer<typeof StaffAttachment>;
export const StaffAttachmentsResponse = z.object({ rows: z.array(StaffAttachment) });
export type StaffAttachmentsResponse = z.infer<typeof StaffAttachmentsResponse>;
