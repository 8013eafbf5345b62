/** A contract schema of @aec/contracts, as far as this helper uses it. */
interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * Fetches JSON and checks it against its contract. Every failure becomes a sentence a visitor can
 * read: no connection, an error answer from the server, or an answer of the wrong shape.
 */
export async function fetchJson<T>(url: string, schema: Schema<T>, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    throw new Error('Could not reach the server. Check your internet connection and try again.');
  }
  if (!response.ok) {
    const detail = await response
      .json()
      .then((body: { error?: unknown }) => (typeof body?.error === 'string' ? ` (${body.error})` : ''))
      .catch(() => '');
    throw new Error(`The server could not answer just now: error ${response.status}${detail}.`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error('The server sent an answer this page could not read.');
  return parsed.data;
}
