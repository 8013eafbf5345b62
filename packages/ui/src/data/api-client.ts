/**
 * The one fetch client of the front ends: GET a JSON answer of our API, every failure turned into an
 * ApiRequestError with a sentence a visitor can act on. The server render reads through the same
 * store (resource-store.ts), so this is only called in the browser.
 */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status of the answer; undefined when the server could not be reached. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Checks (and may transform) an answer: a zod schema of @aec/contracts fits as it is. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export function messageForStatus(status: number, serverSays?: string): string {
  if (status === 404) return serverSays || 'This item could not be found. It may have been removed or the link may be mistyped.';
  if (status === 429) return serverSays || 'Too many requests just now. Please wait a minute and try again.';
  if (status >= 500) return 'The college server had a problem answering. Please try again in a moment.';
  return serverSays || `The request was refused (error ${status}).`;
}

/** Checks a parsed answer against its schema, when there is one. */
export function checkAnswer<T>(body: unknown, schema?: AnswerSchema<T>): T {
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError('The college server sent an answer this page could not read. Please try again.');
  return parsed.data;
}

export interface FetchJsonOptions<T> {
  signal?: AbortSignal;
  schema?: AnswerSchema<T>;
  /** Extra request options (method, body, headers) for the few calls that are not plain reads. */
  init?: RequestInit;
}

export async function fetchJson<T>(url: string, { signal, schema, init = {} }: FetchJsonOptions<T> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal, headers: { Accept: 'application/json', ...init.headers } });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiRequestError('The college server could not be reached. Check your internet connection and try again.');
  }
  if (!response.ok) {
    let serverSays: string | undefined;
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body?.error === 'string') serverSays = body.error;
    } catch {
      // Not JSON: the status alone tells what happened.
    }
    throw new ApiRequestError(messageForStatus(response.status, serverSays), response.status);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiRequestError('The college server sent an answer this page could not read. Please try again.');
  }
  return checkAnswer(body, schema);
}

/** Readable message of anything a load threw. */
export function describeError(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something unexpected went wrong while loading. Please try again.';
}
