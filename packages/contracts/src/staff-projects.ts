import { z } from 'zod';
import { PROJECT_CODES, ProjectDocumentKind } from './projects';
import { Translations } from './translations';

/**
 * The staff console's project content, all under /api/staff/projects (publisher role): the
 * microsite's home text and its document lists. What is written shows on GET /api/project/{code}
 * at once.
 */

/** What the console calls each document list: the titles of the microsite's pages. */
export const PROJECT_DOCUMENT_KIND_LABELS: Record<ProjectDocumentKind, string> = {
  minutes: 'Minutes',
  downloads: 'Downloads',
  advertisement: 'Advertisements',
  eap: 'Environmental Assessment and Plan',
  bog: 'Board of Governors',
};

export const PROJECT_HOME_MAX_CHARS = 100_000;

/** The day a document is dated (a meeting, a publication), as an <input type="date"> gives it. */
const documentDate = z
  .string({ error: 'Date is required' })
  .trim()
  .min(1, 'Date is required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as 2026-01-31')
  .refine((d) => {
    const [y, m, day] = d.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, day));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === day;
  }, 'This date does not exist')
  .refine((d) => d >= '1990-01-01' && d <= '2100-12-31', 'Enter a date between 1990 and 2100');
const documentTitle = z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(300, 'The title must be at most 300 characters');
const fileId = z.number({ error: 'Upload the PDF first' }).int('Upload the PDF first').positive('Upload the PDF first');

export const StaffProjectDocument = z.object({
  id: z.number().int(),
  kind: ProjectDocumentKind,
  title: z.string(),
  /** /files/… URL of the PDF. */
  fileUrl: z.string().startsWith('/'),
  /** ISO 8601; the day it is dated, in India time. */
  publishedAt: z.string(),
});
export type StaffProjectDocument = z.infer<typeof StaffProjectDocument>;

const documentList = z.array(StaffProjectDocument);
/** One list per kind, newest first. */
export const StaffProjectDocuments = z.object({
  minutes: documentList,
  downloads: documentList,
  advertisement: documentList,
  eap: documentList,
  bog: documentList,
} satisfies Record<ProjectDocumentKind, typeof documentList>);
export type StaffProjectDocuments = z.infer<typeof StaffProjectDocuments>;

const documentCounts = z.object({
  minutes: z.number().int(),
  downloads: z.number().int(),
  advertisement: z.number().int(),
  eap: z.number().int(),
  bog: z.number().int(),
} satisfies Record<ProjectDocumentKind, z.ZodNumber>);

/** GET /api/staff/projects → { rows }: one card per microsite. */
export const StaffProjectSummary = z.object({
  code: z.enum(PROJECT_CODES),
  name: z.string(),
  fullName: z.string(),
  updatedAt: z.string(),
  documentCounts,
});
export type StaffProjectSummary = z.infer<typeof StaffProjectSummary>;
export const StaffProjectListResponse = z.object({ rows: z.array(StaffProjectSummary) });
export type StaffProjectListResponse = z.infer<typeof StaffProjectListResponse>;

/** GET /api/staff/projects/{code}, and the answer of every write to it. */
export const StaffProjectDetail = z.object({
  code: z.enum(PROJECT_CODES),
  name: z.string(),
  fullName: z.string(),
  /** Stored markup (sanitised on the way in). */
  homepageHtml: z.string(),
  bannerUrl: z.string(),
  bannerAlt: z.string(),
  updatedAt: z.string(),
  documents: StaffProjectDocuments,
  /** A saved change of the home text that waits (for approval or its publish-at time); the page shows the text above until it goes live. */
  held: z
    .object({
      state: z.enum(['draft', 'submitted', 'returned', 'scheduled']),
      /** ISO 8601, when it goes live on its own (once approved, where approval is on). */
      publishAt: z.string().nullable(),
      /** The approver's comment of a returned change. */
      comment: z.string().nullable(),
      homepageHtml: z.string(),
      translations: Translations.optional(),
    })
    .optional(),
});
export type StaffProjectDetail = z.infer<typeof StaffProjectDetail>;

/** PUT /api/staff/projects/{code}/home: markup from the rich-text editor, sanitised by the API. */
export const ProjectHomeWrite = z.object({
  homepageHtml: z.string({ error: 'The home text is required' }).max(PROJECT_HOME_MAX_CHARS, 'The home text is too long: 100,000 characters at most'),
});
export type ProjectHomeWrite = z.infer<typeof ProjectHomeWrite>;

/** POST /api/staff/projects/{code}/documents: fileId is the id POST /api/staff/files answered for a PDF. */
export const ProjectDocumentWrite = z.object({
  kind: ProjectDocumentKind,
  title: documentTitle,
  fileId,
  publishedAt: documentDate,
});
export type ProjectDocumentWrite = z.infer<typeof ProjectDocumentWrite>;

/** PUT /api/staff/projects/{code}/documents/{id}: title and date; kind and file only when they change. */
export const ProjectDocumentUpdate = z.object({
  title: documentTitle,
  publishedAt: documentDate,
  kind: ProjectDocumentKind.optional(),
  fileId: fileId.optional(),
});
export type ProjectDocumentUpdate = z.infer<typeof ProjectDocumentUpdate>;

/** The fields a person fills in for a new document, checked before the PDF is uploaded. */
export const ProjectDocumentFields = ProjectDocumentWrite.pick({ kind: true, title: true, publishedAt: true });
export type ProjectDocumentFields = z.infer<typeof ProjectDocumentFields>;
