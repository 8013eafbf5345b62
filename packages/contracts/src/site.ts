import { z } from 'zod';
import { SEARCH_RESULT_KINDS } from './page-reads';

// The search's kinds and the attachments' paths are in page-reads.ts (no zod: pages link with them).
export * from './page-reads';

/** GET /api/hostel/{id} (and /hostel/{id}): a list whose first element holds hostel_home (docs/product/api-compatibility.md). */
export const HostelHome = z.object({ id: z.number().int(), hostel_home: z.string() });
export const HostelHomeResponse = z.array(HostelHome);
export type HostelHomeResponse = z.infer<typeof HostelHomeResponse>;

/** GET /api/bis-corner: docs/product/api-compatibility.md External notification, newest first; [] on any failure. */
export const ExternalNotification = z.object({
  title: z.string(),
  description: z.string(),
  /** As the standards body gives it: day-month-year plus time. */
  created_at: z.string(),
  url: z.string(),
});
export type ExternalNotification = z.infer<typeof ExternalNotification>;
export const BisCornerResponse = z.array(ExternalNotification);

export const SEARCH_LANGS = ['en', 'as', 'hi'] as const;

/** GET /api/search?q=&kind=&year=&lang= (FTS5, ranked). */
export const SearchQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters to search').max(100, 'The search is too long'),
  kind: z.enum(SEARCH_RESULT_KINDS).optional(),
  year: z.coerce.number().int().min(1955).max(2100).optional(),
  /** The visitor's language: results show in it where the item has a version in it. */
  lang: z.enum(SEARCH_LANGS).default('en'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SearchQuery = z.infer<typeof SearchQuery>;
export const SearchResult = z.object({
  kind: z.enum(SEARCH_RESULT_KINDS),
  /** The item's id; 0 for a page. */
  id: z.number().int(),
  title: z.string(),
  /** Plain text with matches wrapped in <mark>…</mark> (the only markup). */
  snippet: z.string(),
  /** '' for a page. */
  date: z.string(),
  /** Route of the item on this site without the language prefix, e.g. /notifications/notice/12. */
  url: z.string(),
  /** The language of title and snippet (English when the item has no version in the visitor's). */
  lang: z.enum(SEARCH_LANGS),
  /** When the words were found in an attachment's text: which file of the item (from 0) and which page (from 1). */
  attachment: z.object({ index: z.number().int().min(0), page: z.number().int().min(1) }).optional(),
});
export type SearchResult = z.infer<typeof SearchResult>;
export const SearchResponse = z.object({ results: z.array(SearchResult) });
export type SearchResponse = z.infer<typeof SearchResponse>;

/**
 * GET /api/lite?mode=on|off&back=/path: the footer's Lite link. Remembers the choice in a cookie (the server
 * renders the next page lite, or not, whatever Save-Data says) and leads back to the page, a path of this site.
 */
/** nginx reads it as $cookie_aec_lite (a variable name has no hyphen). */
export const LITE_COOKIE = 'aec_lite';
export const LiteQuery = z.object({
  mode: z.enum(['on', 'off']),
  back: z
    .string()
    .max(2000, 'The page address is too long')
    // Printable ASCII only (a browser sends a path percent-encoded): it becomes the Location header, where a control
    // character made Node throw and the route answer 500 (found by the route fuzzer).
    .regex(/^\/(?![/\\])[!-[\]-~]*$/, 'The page to go back to must be an address on this site')
    .default('/'),
});
export type LiteQuery = z.infer<typeof LiteQuery>;
