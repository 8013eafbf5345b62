import { createContext, useContext } from 'react';
import type { StaffAccount, StaffRole, UploadResponse } from '@aec/contracts';

/** Header of every staff write (packages/contracts CSRF_HEADER; repeated here so the shell's bundle needs no zod). */
const CSRF_HEADER = 'x-csrf-token';

export type StaffMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface StaffRequestOptions {
  method?: StaffMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export interface StaffUploadOptions {
  signal?: AbortSignal;
  /** Fraction 0..1 of the request body sent so far (large PDFs on a slow line take a while). */
  onProgress?: (fraction: number) => void;
  /** Another upload call of /api/staff than /files (an MP4 goes to /videos/files). */
  path?: string;
}

/** An answer of /api/staff/* that was not 2xx: `message` is the server's sentence, fit to show. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

/**
 * What the shell's console gives every console screen (its own and the remotes'): the signed-in
 * account and a client for /api/staff/* that sends the session cookie and the CSRF token.
 * A 401 (the session ended) also tells the shell, which shows the sign-in form again.
 */
export interface StaffConsole {
  account: StaffAccount;
  /** True when the account's role allows the work of `role` (an admin may do everything). */
  can(role: StaffRole): boolean;
  /** Calls `/api/staff${path}`; resolves the parsed JSON (undefined for 204); throws StaffApiError. */
  request<T = unknown>(path: string, options?: StaffRequestOptions): Promise<T>;
  /** Reads a file and POSTs it to /api/staff/files (or options.path) as { name, type, dataBase64 }; resolves its id and URL. */
  upload(file: File, options?: StaffUploadOptions): Promise<UploadResponse>;
}

export const StaffConsoleContext = createContext<StaffConsole | null>(null);

/** The console of the signed-in staff member; only inside the shell's /admin layout. */
export function useStaffConsole(): StaffConsole {
  const console = useContext(StaffConsoleContext);
  if (!console) throw new Error('useStaffConsole is used outside the staff console');
  return console;
}

async function errorOf(response: Response): Promise<StaffApiError> {
  let message = `The server answered ${response.status}.`;
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) message = body.error;
  } catch {
    // not JSON: keep the status sentence
  }
  if (response.status === 413) message = message.startsWith('The server') ? 'The file is too large.' : message;
  return new StaffApiError(response.status, message);
}

export interface StaffClientOptions {
  csrfToken: string;
  /** Called on any 401: the session ended (idle, signed out elsewhere, reset). */
  onUnauthorized: () => void;
}

/** The request/upload half of StaffConsole, for the shell to build its context value from. */
export function createStaffClient({ csrfToken, onUnauthorized }: StaffClientOptions): Pick<StaffConsole, 'request' | 'upload'> {
  async function request<T>(path: string, { method = 'GET', body, signal }: StaffRequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (method !== 'GET') headers[CSRF_HEADER] = csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`/api/staff${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal,
      });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new StaffApiError(0, 'The server could not be reached. Check the connection and try again; nothing was lost.');
    }
    if (response.status === 401) onUnauthorized();
    if (!response.ok) throw await errorOf(response);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  function upload(file: File, { signal, onProgress, path = '/files' }: StaffUploadOptions = {}): Promise<UploadResponse> {
    return readAsBase64(file).then(
      (dataBase64) =>
        new Promise<UploadResponse>((resolve, reject) => {
          const xhr = new XMLHttpRequest();
          xhr.open('POST', `/api/staff${path}`);
          xhr.setRequestHeader('content-type', 'application/json');
          xhr.setRequestHeader('accept', 'application/json');
          xhr.setRequestHeader(CSRF_HEADER, csrfToken);
          xhr.upload.onprogress = (event) => {
            if (event.lengthComputable) onProgress?.(event.loaded / event.total);
          };
          xhr.onload = () => {
            if (xhr.status === 401) onUnauthorized();
            const response = new Response(xhr.responseText, { status: xhr.status });
            if (xhr.status >= 200 && xhr.status < 300) resolve(response.json() as Promise<UploadResponse>);
            else errorOf(response).then(reject, reject);
          };
          xhr.onerror = () => reject(new StaffApiError(0, 'The upload did not reach the server. Check the connection and try again.'));
          xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
          signal?.addEventListener('abort', () => xhr.abort(), { once: true });
          xhr.send(JSON.stringify({ name: file.name, type: file.type, dataBase64 }));
        }),
    );
  }

  return { request, upload };
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new StaffApiError(0, `The file ${file.name} could not be read.`));
    reader.readAsDataURL(file);
  });
}
