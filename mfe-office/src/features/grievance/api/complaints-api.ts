import {
  ApiError,
  ComplaintLookupResponse,
  ComplaintRegistrationResponse,
  ComplaintUpdateResponse,
  type ComplaintRegistration,
  type ComplaintResult,
  type ComplaintUpdate,
} from '@aec/contracts';

export type ComplaintCallFailure = 'network' | 'rate-limited' | 'not-found' | 'rejected' | 'server';

/** A failed grievance call, told in words the visitor can act on. */
export class ComplaintCallError extends Error {
  constructor(
    readonly kind: ComplaintCallFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ComplaintCallError';
  }
}

const NETWORK_MESSAGE =
  'We could not reach the college server. Check your internet connection and try again; everything you typed is still here.';
const SERVER_MESSAGE =
  'The college server had a problem and could not take your request. Please try again in a few minutes; everything you typed is still here.';
const RATE_LIMIT_MESSAGE = 'Too many requests from your connection. Please wait a few minutes and try again.';

/** Any contract schema: typed by what it parses, whichever zod copy it was built with. */
interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

async function callApi<T>(url: string, init: RequestInit, answer: AnswerSchema<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) } });
  } catch {
    throw new ComplaintCallError('network', NETWORK_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const said = ApiError.safeParse(body);
    // Only 4xx messages are written for visitors; a 5xx or a proxy's error page is not.
    if (response.status === 429) throw new ComplaintCallError('rate-limited', said.success ? said.data.error : RATE_LIMIT_MESSAGE, 429);
    if (response.status === 404) throw new ComplaintCallError('not-found', said.success ? said.data.error : SERVER_MESSAGE, 404);
    if (response.status < 500 && said.success) throw new ComplaintCallError('rejected', said.data.error, response.status);
    throw new ComplaintCallError('server', SERVER_MESSAGE, response.status);
  }
  const parsed = answer.safeParse(body);
  if (!parsed.success) throw new ComplaintCallError('server', SERVER_MESSAGE, response.status);
  return parsed.data;
}

/** POST /api/complain: step 1, answers with the message to show and the new registration number. */
export function registerComplaint(registration: ComplaintRegistration) {
  return callApi('/api/complain', { method: 'POST', body: JSON.stringify(registration) }, ComplaintRegistrationResponse);
}

/** POST /api/complain/edit/{reg_no}: step 2, the filer's subject and message (once). */
export function submitComplaintDetails(registrationId: string, details: Pick<ComplaintUpdate, 'subject' | 'message'>) {
  const update: ComplaintUpdate = { ...details, status: 0, feedback_message: '' };
  return callApi(`/api/complain/edit/${encodeURIComponent(registrationId)}`, { method: 'POST', body: JSON.stringify(update) }, ComplaintUpdateResponse);
}

/** GET /api/complain/{registration_no}: no rows means no such registration. */
export async function lookupComplaint(registrationId: string): Promise<ComplaintResult[]> {
  const answer = await callApi(`/api/complain/${encodeURIComponent(registrationId)}`, { method: 'GET' }, ComplaintLookupResponse);
  return answer.rows;
}
