// What pages read from the contracts on a first visit, without zod: the addresses of their reads and links.
// The modules with the API's schemas (site.ts, departments.ts, videos.ts) build on these; a page importing one
// name from a module with schemas downloads zod (13-25 KB gzip) with it.

/** Where a video is shown: the resources page, or under one news item or event. */
export const VIDEO_PLACES = ['resources', 'news', 'event'] as const;
export type VideoPlace = (typeof VIDEO_PLACES)[number];

/** GET /api/videos of one page: the resources page, or one news item's or event's (also the key a staff preview seeds). */
export const videosUrl = (place: VideoPlace, item?: number) => (place === 'resources' ? '/api/videos' : `/api/videos?place=${place}&item=${item ?? 0}`);

/**
 * The read of a department's notice board as its page makes it (the API seeds a staff preview under its key).
 * Lean: the attachments as file URLs only; without it each comes as base64 too (older clients), which the
 * server render would embed in the page (a 2 MB scan is 2.7 MB of base64).
 */
export const departmentNotificationsRequest = (deptId: number) => ({
  url: '/getnotificationwcollege?lean=1',
  method: 'POST' as const,
  body: { branch_code: deptId, college_code: 'AEC' },
});

export const SEARCH_KINDS = ['notice', 'tender', 'news', 'event'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** What a result can be: an item of a kind, or a page of the site (docs/product/search.md). */
export const SEARCH_RESULT_KINDS = ['page', ...SEARCH_KINDS] as const;
export type SearchResultKind = (typeof SEARCH_RESULT_KINDS)[number];

/** The kinds whose PDFs are read for search and offered in the viewer and as text (docs/product/search.md). */
export const ATTACHED_KINDS = ['notice', 'tender', 'event'] as const;
export type AttachedKind = (typeof ATTACHED_KINDS)[number];
/** Where each kind's item pages live: `${ATTACHED_ITEM_PATHS[kind]}/${id}`. */
export const ATTACHED_ITEM_PATHS: Record<AttachedKind, string> = {
  notice: '/notifications/notice',
  tender: '/notifications/tender',
  event: '/events/eventlist',
};
export const isAttachedKind = (kind: string): kind is AttachedKind => (ATTACHED_KINDS as readonly string[]).includes(kind);

/** The viewer page of attachment n (from 1, as "Attachment n") of an item, opened at a page; without the language prefix. */
export const attachmentViewerPath = (kind: AttachedKind, id: number, n: number, page = 1) =>
  `${ATTACHED_ITEM_PATHS[kind]}/${id}/attachment/${n}${page > 1 ? `?page=${page}` : ''}`;

/** Its "Read as text" page (written by the server), at a page's heading when given. */
export const attachmentTextPath = (kind: AttachedKind, id: number, n: number, page?: number) =>
  `${ATTACHED_ITEM_PATHS[kind]}/${id}/attachment/${n}/text${page ? `#page-${page}` : ''}`;

/** Where a search result leads: a hit inside a document opens the viewer at its page, anything else its own route. */
export const searchResultPath = (r: { kind: SearchResultKind; id: number; url: string; attachment?: { index: number; page: number } }) =>
  r.attachment && isAttachedKind(r.kind) ? attachmentViewerPath(r.kind, r.id, r.attachment.index + 1, r.attachment.page) : r.url;
