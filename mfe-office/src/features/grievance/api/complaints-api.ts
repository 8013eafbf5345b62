import type { ComplaintRegistration, ComplaintResult, ComplaintUpdate } from '@aec/contracts';
import { ApiRequestError, describeError, fetchJson, type LazyAnswerSchema } from '@aec/ui';
import { complaintLookupAnswer, complaintRegistrationAnswer, complaintUpdateAnswer } from '../../../api/answer-checks';

/**
 * The grievance calls, on @aec/ui's one fetch client. Writes are POSTs; the status lookup is a
 * personal read (by registration number), made only when the visitor asks: never useResource, so
 * it is neither rendered on the server nor embedded in a page.
 */
function post<T>(url: string, body: unknown, schema: LazyAnswerSchema<T>): Promise<T> {
  return fetchJson(url, { schema, init: { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } } });
}

/** POST /api/complain: step 1, answers with the message to show and the new registration number. */
export function registerComplaint(registration: ComplaintRegistration) {
  return post('/api/complain', registration, complaintRegistrationAnswer);
}

/** POST /api/complain/edit/{reg_no}: step 2, the filer's subject and message (once). */
export function submitComplaintDetails(registrationId: string, details: Pick<ComplaintUpdate, 'subject' | 'message'>) {
  const update: ComplaintUpdate = { ...details, status: 0, feedback_message: '' };
  return post(`/api/complain/edit/${encodeURIComponent(registrationId)}`, update, complaintUpdateAnswer);
}

/** GET /api/complain/{registration_no}: no rows means no such registration. */
export async function lookupComplaint(registrationId: string): Promise<ComplaintResult[]> {
  const answer = await fetchJson(`/api/complain/${encodeURIComponent(registrationId)}`, { schema: complaintLookupAnswer });
  return answer.rows;
}

/** The HTTP status of a failed call; undefined when no answer came back (or it could not be read). */
export function failedStatus(error: unknown): number | undefined {
  return error instanceof ApiRequestError ? error.status : undefined;
}

/**
 * What a failed send says. The sentence itself is @aec/ui's (the API's own words for a 4xx or a
 * 429, a general one for a 5xx); when no answer came back, the form adds that nothing typed is lost.
 */
export function sendFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === undefined) {
    return 'We could not reach the college server. Check your internet connection and try again; everything you typed is still here.';
  }
  return describeError(error);
}
