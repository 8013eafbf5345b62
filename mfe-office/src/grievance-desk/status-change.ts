import { GrievanceStatusChange, type GrievanceDetail } from '@aec/contracts';
import type { GrievanceStatusCode } from './desk-filters';

/** The contract's limit on feedback, read from the schema so the counter never disagrees with the API. */
export const FEEDBACK_MAX_LENGTH: number = GrievanceStatusChange.shape.feedback_message.maxLength ?? 5000;

export interface StatusChangeErrors {
  status?: string;
  feedback_message?: string;
  /** About the change as a whole (nothing to change). */
  form?: string;
}

export type StatusChangeCheck = { ok: true; change: GrievanceStatusChange } | { ok: false; errors: StatusChangeErrors };

/** Validates with the API's own schema; a change to nothing is refused here rather than by a 400. */
export function checkStatusChange(status: GrievanceStatusCode | undefined, feedback: string, current: Pick<GrievanceDetail, 'status' | 'feedback_message'>): StatusChangeCheck {
  const parsed = GrievanceStatusChange.safeParse({ status, feedback_message: feedback });
  if (!parsed.success) {
    const errors: StatusChangeErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'feedback_message' ? 'feedback_message' : 'status';
      errors[field] ??= field === 'status' ? 'Choose a status' : issue.message.replace(/^feedback/, 'The feedback');
    }
    return { ok: false, errors };
  }
  if (parsed.data.status === current.status && parsed.data.feedback_message === current.feedback_message) {
    return { ok: false, errors: { form: 'Nothing to change: the status and the feedback are already these. Choose another status or edit the feedback.' } };
  }
  return { ok: true, change: parsed.data };
}
