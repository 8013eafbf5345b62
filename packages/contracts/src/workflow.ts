import { z } from 'zod';

/**
 * The publishing workflow's calls, under /api/staff/workflow: approval per kind (administrator),
 * the approval queue with each draft's difference from the live version (approver), submit,
 * approve, return with a comment, preview, and what is due for review.
 */
export const WORKFLOW_KINDS = ['notices', 'tenders', 'news', 'events', 'department_notices', 'project_content'] as const;
export const WorkflowKind = z.enum(WORKFLOW_KINDS, { message: `kind must be one of ${WORKFLOW_KINDS.join(', ')}` });
export type WorkflowKind = z.infer<typeof WorkflowKind>;
export const WORKFLOW_KIND_LABELS: Record<WorkflowKind, string> = {
  notices: 'Notices',
  tenders: 'Tenders',
  news: 'News',
  events: 'Events',
  department_notices: 'Department notices',
  project_content: 'Project content',
};

/** draft → submitted → live (or scheduled → live); submitted → returned → submitted … */
export const WORKFLOW_STATES = ['draft', 'submitted', 'returned', 'scheduled', 'live'] as const;
export type WorkflowState = (typeof WORKFLOW_STATES)[number];
export const WORKFLOW_ACTIONS = ['edit', 'submit', 'approve', 'return', 'publish-due'] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/**
 * A saved change of a live item that waits, for approval or for its publish-at time (decisions 187, 201): the
 * public page shows the item as it is until it goes live. `draft` is the write as it was saved (the console's
 * body, read from the workflow's own row), so the editor can open on it.
 */
export const heldChange = <Draft extends z.ZodType>(draft: Draft) =>
  z.object({
    state: z.enum(['draft', 'submitted', 'returned', 'scheduled']),
    /** ISO 8601, when it goes live on its own (once approved, where approval is on). */
    publishAt: z.string().nullable(),
    /** The approver's comment of a returned change. */
    comment: z.string().nullable(),
    draft,
  });
/** `held` of a staff item whose write is `Draft` (the write's parsed shape). */
export type HeldChange<Draft> = { state: 'draft' | 'submitted' | 'returned' | 'scheduled'; publishAt: string | null; comment: string | null; draft: Draft };

export const WorkflowSettings = z.object({ kinds: z.array(z.object({ kind: WorkflowKind, label: z.string(), approval: z.boolean() })) });
export type WorkflowSettings = z.infer<typeof WorkflowSettings>;
export const WorkflowSettingWrite = z.object({ approval: z.boolean({ message: 'approval must be true or false' }) }).strict();
export const WorkflowKindParam = z.object({ kind: WorkflowKind });
export const WorkflowItemParams = z.object({ kind: WorkflowKind, id: z.coerce.number().int().positive('id must be a positive whole number') });

export const WorkflowReturnWrite = z.object({ comment: z.string().trim().min(1, 'Say what needs to change').max(2000) }).strict();

/** One changed field: the unified text diff of its live and draft values. */
export const WorkflowFieldDiff = z.object({ field: z.string(), diff: z.string() });
export const WorkflowQueueItem = z.object({
  kind: WorkflowKind,
  id: z.number(),
  title: z.string(),
  state: z.enum(WORKFLOW_STATES),
  author: z.string(),
  publishAt: z.string().nullable(),
  comment: z.string().nullable(),
  updatedAt: z.string(),
  changes: z.array(WorkflowFieldDiff),
});
export type WorkflowQueueItem = z.infer<typeof WorkflowQueueItem>;
export const WorkflowQueueResponse = z.object({ items: z.array(WorkflowQueueItem) });
export type WorkflowQueueResponse = z.infer<typeof WorkflowQueueResponse>;

export const ReviewDueItem = z.object({
  kind: WorkflowKind,
  id: z.number(),
  title: z.string(),
  /** 'expiring': its validity ends within the notice period; 'review': last reviewed a year ago or more. */
  reason: z.enum(['expiring', 'review']),
  dueAt: z.string(),
  /** The console's editor of the item, where it is extended, changed or marked reviewed. */
  editPath: z.string(),
});
export const ReviewDueResponse = z.object({ items: z.array(ReviewDueItem) });
export type ReviewDueResponse = z.infer<typeof ReviewDueResponse>;

/** An institutional page's address, as the shell's page list writes it (/about, /rti, /about/history). */
const PagePath = z
  .string()
  .regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'path must be a page address such as /about or /about/history')
  .max(120, 'path must be at most 120 characters');
export const PageReviewQuery = z.object({ path: PagePath }).strict();
/** GET /api/page-review?path=: when staff last checked the page (null: never; the page shows its last-updated date). */
export const PageReviewResponse = z.object({ path: z.string(), reviewedAt: z.string().nullable() });
export type PageReviewResponse = z.infer<typeof PageReviewResponse>;
export const PageReviewWrite = z.object({ path: PagePath }).strict();
export const PageReviewsResponse = z.object({ pages: z.array(z.object({ path: z.string(), reviewedAt: z.string(), reviewedBy: z.string() })) });
export type PageReviewsResponse = z.infer<typeof PageReviewsResponse>;
