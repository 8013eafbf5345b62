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

/**
 * A schema in a chunk of its own, loaded only when an answer needs it:
 * `lazyAnswerSchema(() => import('./answer-schemas').then((m) => m.FacultyList))`. The contracts' schemas
 * bring zod (13-25 KB gzip per remote); an answer the server embedded in the page was checked by its render,
 * so a first visit reads the page without them, and only an answer the browser fetches itself loads the chunk.
 * Such a schema checks and does not transform: the browser reads an embedded answer as the server embedded it.
 */
export interface LazyAnswerSchema<T> {
  readonly lazy: true;
  /** The schema once loaded (undefined before). */
  readonly loaded: AnswerSchema<T> | undefined;
  /** Loads it once (again after a failed load). */
  load(): Promise<AnswerSchema<T>>;
}

const everyLazySchema = new Set<LazyAnswerSchema<unknown>>();

/**
 * Every lazy schema made so far, loaded. For the test kits: a render of answers already read (cannedStore,
 * renderToString) cannot wait, and the API's render, which can, has its schemas by then.
 */
export function loadEveryLazySchema(): Promise<unknown> {
  return Promise.all([...everyLazySchema].map((lazy) => lazy.load().catch(() => undefined)));
}

export function lazyAnswerSchema<T>(load: () => Promise<AnswerSchema<T>>): LazyAnswerSchema<T> {
  let loading: Promise<AnswerSchema<T>> | undefined;
  const lazy = {
    lazy: true as const,
    loaded: undefined as AnswerSchema<T> | undefined,
    load: () =>
      (loading ??= load().then(
        (schema) => (lazy.loaded = schema),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
  everyLazySchema.add(lazy);
  return lazy;
}

export const isLazySchema = <T>(schema: AnswerSchema<T> | LazyAnswerSchema<T> | undefined): schema is LazyAnswerSchema<T> =>
  schema !== undefined && 'lazy' in schema;

/** A schema to check with now: an eager one, or a lazy one loaded (a chunk that will not load is a failure in words). */
async function schemaNow<T>(schema: AnswerSchema<T> | LazyAnswerSchema<T> | undefined): Promise<AnswerSchema<T> | undefined> {
  if (!isLazySchema(schema)) return schema;
  try {
    return await schema.load();
  } catch {
    throw new ApiRequestError('This page could not load a part it needs. Check your internet connection and try again.');
  }
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
  schema?: AnswerSchema<T> | LazyAnswerSchema<T>;
  /** Extra request options (method, body, headers) for the few calls that are not plain reads. */
  init?: RequestInit;
}

export async function fetchJson<T>(url: string, { signal, schema, init = {} }: FetchJsonOptions<T> = {}): Promise<T> {
  // A lazy schema loads beside the request, not after it.
  const checking = schemaNow(schema);
  checking.catch(() => undefined);
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
  return checkAnswer(body, await checking);
}

/** Readable message of anything a load threw. */
export function describeError(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something unexpected went wrong while loading. Please try again.';
}
