import type { EventRow, NewsRow, NoticeRow, TenderRow, VideoItem } from '@aec/contracts';

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

/** A tender as the API gives it. */
export function tenderRow(id: number, title: string): TenderRow {
  return {
    id,
    title,
    _date_: '2026-11-02T10:00:00+05:30',
    description: JSON.stringify([{ type: 'AEC', description: `${title}: sealed bids invited.`, date_opening: '2026-12-10', date_closing: '2026-12-09' }]),
    uploadInfo: '[]',
    tender_no: `AEC/T/${id}`,
    reference: '',
    type: 'AEC',
    published: '2026-11-02',
    date_opening: '2026-12-10',
    date_closing: '2026-12-09',
    status: 'open',
    validUntil: null,
    files: [],
    corrigenda: [],
  };
}

/** A news item as the lean API gives it: images as hash-named file URLs. */
export function newsRow(id: number, title: string, date = '2026-11-05T10:00:00+05:30'): NewsRow {
  return {
    id,
    title,
    description: `${title}, in short.`,
    uploadInfo: '[]',
    _date_: date,
    message: `<p>${title}: <b>the whole story</b> &amp; more.</p>`,
    images: [{ url: `/files/news-${id}-3f9a1c.jpg`, name: `news-${id}.jpg`, type: 'image/jpeg', size: 2048, alt: `Photo of ${title}` }],
  };
}

/** An event as the lean API gives it. */
export function eventRow(id: number, title: string, date = '2099-01-01T10:00:00+05:30'): EventRow {
  return {
    id,
    title,
    _date_: date,
    message: `<p>${title} for all students.</p>`,
    description: JSON.stringify([{ description: `${title} for all students.`, venue: 'Main Auditorium', time: '10 AM' }]),
    venue: 'Main Auditorium',
    time: '10 AM',
    attachments: [{ url: `/files/event-${id}-77ab.png`, name: `event-${id}.png`, type: 'image/png', size: 4096 }],
  };
}

/** A video as /api/videos gives it: a YouTube id, or an MP4 at `file`. */
export function videoItem(id: number, title: string, source: { youtubeId: string } | { file: string }): VideoItem {
  const mp4 = 'file' in source;
  return {
    id,
    title: { en: title, as: '', hi: '' },
    description: { en: `${title}, in a minute.`, as: '', hi: '' },
    youtubeId: mp4 ? null : source.youtubeId,
    file: mp4 ? { url: source.file, name: 'film.mp4', type: 'video/mp4', size: 4096 } : null,
    poster: null,
    width: mp4 ? 640 : 1280,
    height: mp4 ? 360 : 720,
    sample: false,
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
