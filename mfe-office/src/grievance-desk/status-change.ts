import { GrievanceStatusChange, type GrievanceDetail } from '@aec/contracts';
import { fieldErrorsOf } from '@aec/ui';
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
export function checkStatusChange(
  status: GrievanceStatusCode | undefined,
  feedback: string,
  current: Pick<GrievanceDetail, 'status' | 'feedback_message'>,
): StatusChangeCheck {
  const parsed = GrievanceStatusChange.safeParse({ status, feedback_message: feedback });
  if (!parsed.success) {
    // The contract speaks to API callers ('status must be 0 (Received)…'); the form says it in its own words.
    const found = fieldErrorsOf(parsed.error, { fields: ['status', 'feedback_message'] });
    const errors: StatusChangeErrors = {};
    if (found.status) errors.status = 'Choose a status';
    if (found.feedback_message) errors.feedback_message = found.feedback_message.replace(/^feedback/, 'The feedback');
    return { ok: false, errors };
  }
  if (parsed.data.status === current.status && parsed.data.feedback_message === current.feedback_message) {
    return { ok: false, errors: { form: 'Nothing to change: the status and the feedback are already these. Choose another status or edit the feedback.' } };
  }
  return { ok: true, change: parsed.data };
}
