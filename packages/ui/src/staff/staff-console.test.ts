import { createStaffClient, StaffApiError } from './staff-console';

/** An in-memory server: each call is recorded and answered by the next queued answer. */
interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

function fakeFetch(...answers: Array<Response | Error>) {
  const calls: RecordedCall[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body as string | undefined,
      credentials: init.credentials,
    });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer queued');
    // Not `instanceof Error`: DOMException comes from another realm under Jest.
    if (!(answer instanceof Response)) throw answer;
    return answer;
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return calls;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** XMLHttpRequest and FileReader as far as upload() uses them. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer: { status: number; body: string } = { status: 200, body: '{}' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: string | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: string) {
    this.sent = body;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

class FakeFileReader {
  result: string | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readAsDataURL(file: { type: string; bytes: string }) {
    setTimeout(() => {
      this.result = `data:${file.type};base64,${Buffer.from(file.bytes).toString('base64')}`;
      this.onload?.();
    });
  }
}

const pdf = { name: 'circular.pdf', type: 'application/pdf', bytes: '%PDF-1.4 sample' } as unknown as File;
const realFetch = globalThis.fetch;

describe('createStaffClient', () => {
  let onUnauthorized: jest.Mock;
  beforeEach(() => {
    onUnauthorized = jest.fn();
    Object.assign(globalThis, { XMLHttpRequest: FakeXhr, FileReader: FakeFileReader });
    FakeXhr.last = null;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  const client = () => createStaffClient({ csrfToken: 'token-of-this-session-0123456789abcdef', onUnauthorized });

  it('reads with GET under /api/staff, sending the session cookie but no CSRF token', async () => {
    const calls = fakeFetch(json(200, { rows: [] }));
    await expect(client().request('/accounts')).resolves.toEqual({ rows: [] });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/staff/accounts', method: 'GET', credentials: 'same-origin', body: undefined });
    expect(calls[0]!.headers).not.toHaveProperty('x-csrf-token');
    expect(calls[0]!.headers).not.toHaveProperty('content-type');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('sends the CSRF token on a %s', async (method) => {
    const calls = fakeFetch(json(200, { ok: true }));
    await client().request('/notices/4', { method, body: { title: 'Holiday' } });
    expect(calls[0]!.headers['x-csrf-token']).toBe('token-of-this-session-0123456789abcdef');
    expect(calls[0]!.headers['content-type']).toBe('application/json');
    expect(calls[0]!.body).toBe(JSON.stringify({ title: 'Holiday' }));
  });

  it('resolves undefined for a 204', async () => {
    fakeFetch(new Response(null, { status: 204 }));
    await expect(client().request('/sign-out', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('tells the shell on a 401 and rejects with the server sentence', async () => {
    fakeFetch(json(401, { error: 'Sign in to the staff console first.' }));
    const failure = client().request('/me');
    await expect(failure).rejects.toBeInstanceOf(StaffApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Sign in to the staff console first.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects other refusals with the server sentence and does not end the session', async () => {
    fakeFetch(json(409, { error: 'You cannot disable your own account or take away your own administrator role.' }));
    await expect(client().request('/accounts/1', { method: 'PATCH', body: { disabled: true } })).rejects.toMatchObject({
      status: 409,
      message: 'You cannot disable your own account or take away your own administrator role.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('falls back to the status when the answer is not JSON', async () => {
    fakeFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client().request('/audit')).rejects.toMatchObject({ status: 502, message: 'The server answered 502.' });
  });

  it('turns a network failure into a sentence, and lets an abort through', async () => {
    fakeFetch(new TypeError('Failed to fetch'));
    await expect(client().request('/audit')).rejects.toMatchObject({ status: 0, message: expect.stringMatching(/could not be reached/) });
    fakeFetch(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(client().request('/audit')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('uploads a file as base64 JSON with the CSRF token, reporting progress', async () => {
    FakeXhr.answer = { status: 200, body: JSON.stringify({ id: 7, url: '/files/abc/circular.pdf', name: 'circular.pdf' }) };
    const progress: number[] = [];
    const uploaded = await client().upload(pdf, { onProgress: (fraction) => progress.push(fraction) });
    expect(uploaded).toMatchObject({ id: 7 });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/staff/files']);
    expect(xhr.headers['x-csrf-token']).toBe('token-of-this-session-0123456789abcdef');
    expect(JSON.parse(xhr.sent!)).toEqual({ name: 'circular.pdf', type: 'application/pdf', dataBase64: Buffer.from('%PDF-1.4 sample').toString('base64') });
    expect(progress).toEqual([0.5, 1]);
  });

  it('tells the shell when an upload meets an ended session', async () => {
    FakeXhr.answer = { status: 401, body: JSON.stringify({ error: 'Sign in again.' }) };
    await expect(client().upload(pdf)).rejects.toMatchObject({ status: 401, message: 'Sign in again.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('says a file is too large when the 413 carries no sentence', async () => {
    FakeXhr.answer = { status: 413, body: '' };
    await expect(client().upload(pdf)).rejects.toMatchObject({ status: 413, message: 'The file is too large.' });
  });
});
