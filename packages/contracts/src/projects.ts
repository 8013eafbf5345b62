import { z } from 'zod';
import { Translations } from './translations';
import { PROJECT_CODES } from './alert-topics';

// The project codes are kept where the alert topics are, without zod (a page's alert box lists them).
export { PROJECT_CODES, type ProjectCode } from './alert-topics';

/** The document lists a project keeps (docs/product/projects.md Project minutes, downloads, advertisement; plus EAP and BoG). */
export const PROJECT_DOCUMENT_KINDS = ['minutes', 'downloads', 'advertisement', 'eap', 'bog'] as const;
export const ProjectDocumentKind = z.enum(PROJECT_DOCUMENT_KINDS);
export type ProjectDocumentKind = z.infer<typeof ProjectDocumentKind>;

export const ProjectCodeParam = z.object({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(PROJECT_CODES, { message: 'project must be teqip, neqip or rusa' })),
});

/** docs/product/projects.md Project minutes / downloads / advertisement entry (and EAP, BoG). */
export const ProjectDocument = z.object({
  id: z.number().int(),
  project_code: z.enum(PROJECT_CODES),
  kind: ProjectDocumentKind,
  project_title: z.string(),
  /** URL of the PDF on this site (/files/…). */
  project_file: z.string().startsWith('/'),
  /** Date of the document (meeting, publication), ISO 8601. */
  published: z.string(),
});
export type ProjectDocument = z.infer<typeof ProjectDocument>;

/** GET /api/project/{code} → { rows: [project] } (docs/product/projects.md Project, plus its documents). */
export const ProjectRecord = z.object({
  project_id: z.number().int(),
  project_code: z.enum(PROJECT_CODES),
  /** Short name, e.g. 'TEQIP-III'. */
  project_name: z.string(),
  project_full_name: z.string(),
  /** Type code of this project's tenders and notices, e.g. 'TEQIP' (for ?type=). */
  tender_type: z.string(),
  /** Stored markup; the front end renders it only through SafeHtml. */
  project_homepage: z.string(),
  /** URL of the banner image. */
  project_banner: z.string(),
  project_banner_alt: z.string(),
  /** URL of the latest minutes, '' when there are none (docs/product/projects.md project_minutes). */
  project_minutes: z.string(),
  documents: z.array(ProjectDocument),
  /** Ours: Assamese and Hindi versions of project_homepage (as `homepage`), only when there are any (translations.ts). */
  translations: Translations.optional(),
});
export type ProjectRecord = z.infer<typeof ProjectRecord>;
export const ProjectResponse = z.object({ rows: z.array(ProjectRecord) });
export type ProjectResponse = z.infer<typeof ProjectResponse>;

/** POST /api/project/{code}/subscribe: tender alerts by email, double opt-in. */
export const TenderSubscriptionRequest = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254, 'Email must be at most 254 characters').email('Enter a valid email address'),
  /** Ours (docs/product/languages.md): the language of the page subscribed from; the confirmation and every alert are written in it. English when absent. */
  language: z.enum(['en', 'as', 'hi'], { message: "language must be 'en', 'as' or 'hi'" }).optional(),
});
export type TenderSubscriptionRequest = z.infer<typeof TenderSubscriptionRequest>;

/** The tokens in confirmation and unsubscribe links: 32 url-safe characters. */
export const SUBSCRIPTION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** POST /api/project/subscription/confirm and /unsubscribe: the token from the mail's link. */
export const SubscriptionTokenRequest = z.object({
  token: z.string().trim().regex(SUBSCRIPTION_TOKEN_PATTERN, 'This link is incomplete; open it again from the email, or copy the whole link'),
});
export type SubscriptionTokenRequest = z.infer<typeof SubscriptionTokenRequest>;

/** Answer of the three subscription calls: a sentence to show, and the project it concerns (when known). */
export const SubscriptionResponse = z.object({
  message: z.string(),
  project_code: z.enum(PROJECT_CODES).optional(),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;
