import type { HostelHomeResponse } from '@aec/contracts';

/** A slow mobile connection gets this long before the visitor is offered a Retry. */
const TIMEOUT_MS = 15_000;

/**
 * hostel_home of the first element of GET /api/hostel/{id} (SPEC §7), or undefined when the answer
 * is not that shape. Checked by hand rather than with the zod schema: zod would add tens of kB to
 * this remote for one field.
 */
export function readHostelHome(body: unknown): string | undefined {
  if (!Array.isArray(body) || body.length === 0) return undefined;
  const first = body[0] as Partial<HostelHomeResponse[number]> | null;
  return typeof first?.hostel_home === 'string' ? first.hostel_home : undefined;
}

/** The description of one hostel; rejects with a message a visitor can read. */
export async function fetchHostelHome(hostelId: number, signal: AbortSignal): Promise<string> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), TIMEOUT_MS);
  const abortOnCancel = () => timeout.abort();
  signal.addEventListener('abort', abortOnCancel);
  try {
    let response: Response;
    try {
      response = await fetch(`/api/hostel/${hostelId}`, { signal: timeout.signal, headers: { Accept: 'application/json' } });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new Error(
        timeout.signal.aborted
          ? 'The server took too long to answer.'
          : 'The server could not be reached. Please check your internet connection.',
      );
    }
    if (!response.ok) throw new Error(`The server could not send this hostel's description (error ${response.status}).`);
    const text = readHostelHome(await response.json().catch(() => undefined));
    if (text === undefined) throw new Error("The server's answer did not contain this hostel's description.");
    return text;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abortOnCancel);
  }
}
