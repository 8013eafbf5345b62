import type { NoticeRow } from '@aec/contracts';

/** A notice as the API gives it, for component tests. */
export function noticeRow(id: number, title: string, type = 'AEC', date = '2026-11-01T10:00:00+05:30'): NoticeRow {
  return {
    id,
    title,
    _date_: date,
    description: JSON.stringify([{ type, description: title }]),
    uploadInfo: '[]',
    message: `<p>${title} in detail.</p>`,
    type,
    validUntil: null,
    files: [{ url: `/files/${id}.pdf`, name: `${id}.pdf`, type: 'application/pdf', size: 1000 }],
  };
}

type Handler = (url: string) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** Replaces fetch with answers by URL; returns the list of URLs asked for. */
export function fakeFetch(handler: Handler): string[] {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const { status = 200, body } = await handler(url);
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => body,
      blob: async () => new Blob([JSON.stringify(body)]),
    } as Response;
  }) as typeof fetch;
  return calls;
}
