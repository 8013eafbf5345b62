/** A failed API call, with a sentence a visitor can act on. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

function messageFor(status: number, serverSays?: string): string {
  if (status === 404) return 'This item could not be found. It may have been removed or the link may be mistyped.';
  if (status >= 500) return 'The college server had a problem answering. Please try again in a moment.';
  return serverSays || `The request was refused (error ${status}).`;
}

/** GET a JSON answer of our API; every failure becomes an ApiRequestError with a plain message. */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError('The college server could not be reached. Check your internet connection and try again.');
  }
  if (!response.ok) {
    let serverSays: string | undefined;
    try {
      serverSays = ((await response.json()) as { error?: string }).error;
    } catch {
      // Not JSON: the status alone tells what happened.
    }
    throw new ApiRequestError(messageFor(response.status, serverSays), response.status);
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiRequestError('The college server sent an answer this page could not read. Please try again.');
  }
}

const shared = new Map<string, { at: number; pending: Promise<unknown> }>();
const SHARE_FOR_MS = 60_000;

/**
 * The same GET asked for by several widgets of one page (the home page's news carousel and news
 * section) goes out once. Entries expire, and a failure is forgotten at once so Retry asks again.
 */
export function fetchShared<T>(url: string): Promise<T> {
  const now = Date.now();
  for (const [key, entry] of shared) if (now - entry.at > SHARE_FOR_MS) shared.delete(key);
  const hit = shared.get(url);
  if (hit) return hit.pending as Promise<T>;
  const pending = fetchJson<T>(url);
  shared.set(url, { at: now, pending });
  pending.catch(() => shared.delete(url));
  return pending;
}

/** Readable message of anything thrown by a fetch. */
export function describeError(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : 'Something unexpected went wrong while loading. Please try again.';
}

/** Forget every shared request (tests start each case afresh). */
export function clearSharedRequests(): void {
  shared.clear();
}
