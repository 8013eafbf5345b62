import { AnswerCache } from '../../../lib/answer-cache';
import fp from 'fastify-plugin';
import { SEARCH_KINDS, type SearchKind } from '@aec/contracts';
import type { Db } from '../db/database';

import { plainText } from '../../../lib/markup';

export type SearchLang = 'en' | 'as' | 'hi';
/** What the index holds: items of the four kinds, and the site's pages. */
export type IndexKind = SearchKind | 'page';
const LANGS: readonly SearchLang[] = ['en', 'as', 'hi'];
const TRANSLATED_KIND: Record<SearchKind, 'notices' | 'tenders' | 'news' | 'events'> = {
  notice: 'notices',
  tender: 'tenders',
  news: 'news',
  event: 'events',
};

const kindNumber: Record<SearchKind, number> = { notice: 1, tender: 2, news: 3, event: 4 };
// Attachment pages: an item's pages sit in one row-id range of search_attachments (decision 131), so
// re-indexing deletes by a range FTS5 reads fast; each kind has its own range.
const ITEM_SPAN = 100_000;
const itemBase = (kind: SearchKind, id: number) => kindNumber[kind] * 1e15 + id * ITEM_SPAN;
// Row-id bounds are bound as integers: FTS5 walks a MATCH between integer bounds, while a JS number binds as
// a REAL, which FTS5 does not take as a bound (it then reads every match).
const ATTACHMENT_RANGE: Record<SearchKind, { lo: bigint; hi: bigint }> = {
  notice: { lo: 1_000_000_000_000_000n, hi: 2_000_000_000_000_000n },
  tender: { lo: 2_000_000_000_000_000n, hi: 3_000_000_000_000_000n },
  news: { lo: 3_000_000_000_000_000n, hi: 4_000_000_000_000_000n },
  event: { lo: 4_000_000_000_000_000n, hi: 5_000_000_000_000_000n },
};
// Items' and pages' text (search_index, migration 160): the row id is the item's date first, so "newest
// first" is FTS5's own descending row-id walk over every kind at once: day (since 1900) × 10^11 + kind × 10^10
// + id × 10 + language slot (0-2). Site pages come after every date, from 8 × 10^15 (below 2^53).
const DAY_SPAN = 1e11;
const LAST_DAY = 79_999;
const PAGE_BASE = (LAST_DAY + 1) * DAY_SPAN;
const dayOf = (date: string): number => {
  const t = Date.parse(date.slice(0, 10));
  return Number.isFinite(t) ? Math.min(LAST_DAY, Math.max(0, Math.floor(t / 86_400_000) + 25_567)) : 0;
};
const textBase = (kind: SearchKind, id: number, date: string) => {
  if (!Number.isInteger(id) || id < 0 || id >= 1e9) throw new RangeError('item id 0-999,999,999');
  return dayOf(date) * DAY_SPAN + kindNumber[kind] * 1e10 + id * 10;
};
const ALL_TEXT = { lo: 0n, hi: BigInt(PAGE_BASE) * 2n };
/** A year's rows of search_index: a row-id range, pages (no date) outside every year. */
const yearRange = (year: number) => ({ lo: BigInt(dayOf(`${year}-01-01`) * DAY_SPAN), hi: BigInt(dayOf(`${year + 1}-01-01`) * DAY_SPAN) });
/** Words of the `tags` column (migration 160), never matched by a visitor's words: kind and year. */
const tagsOf = (kind: IndexKind, date: string) => `k${kind}${/^\d{4}/.test(date) ? ` y${date.slice(0, 4)}` : ''}`;

/** Route of an item on the site (the front ends' detail pages). */
export const itemUrl: Record<SearchKind, (id: number) => string> = {
  notice: (id) => `/notifications/notice/${id}`,
  tender: (id) => `/notifications/tender/${id}`,
  news: (id) => `/news/newslist/${id}`,
  event: (id) => `/events/eventlist/${id}`,
};

export class BadSearchError extends Error {
  statusCode = 400;
}

const MARK_OPEN = '\u0002';
const MARK_CLOSE = '\u0003';

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}

/**
 * Index and queries alike go through NFC: an Assamese য় typed as য + nukta and one stored as U+09DF
 * (a composition exclusion, so NFC decomposes it) become the same letters.
 */
export const normalizeText = (text: string): string => text.normalize('NFC');

/**
 * The visitor's words as an FTS5 query: each word quoted (so AND, NEAR, *, ", : and column names are
 * just text), all required.
 */
export function toFtsQuery(q: string, { prefix: lastAsPrefix = true } = {}): string {
  const words = normalizeText(q)
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f]/g, ' ')
    .split(/\s+/)
    // A "word" of marks and punctuation alone has nothing the tokenizer keeps as a letter or digit.
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, 12);
  if (words.length === 0) throw new BadSearchError('Type a word to search for: letters or digits, not only signs or punctuation.');
  // Whole words; the last also as the start of a word once it has three letters (search as you type),
  // so a lone क or ক is not every word that begins with it.
  const prefix = (w: string) => (w.match(/[\p{L}\p{N}]/gu) ?? []).length >= 3;
  return words.map((w, i) => `"${w.replace(/"/g, '""')}"${lastAsPrefix && i === words.length - 1 && prefix(w) ? '*' : ''}`).join(' ');
}

/** One result row before it becomes an answer. */
interface Hit {
  rid: number;
  kind: IndexKind;
  lang: SearchLang;
  id: number;
  title: string;
  date: string;
  url: string;
  attachment: number | null;
  page: number | null;
  snippet: string | null;
}

export interface SiteSearchResult {
  kind: IndexKind;
  id: number;
  title: string;
  snippet: string;
  date: string;
  url: string;
  lang: SearchLang;
  attachment?: { index: number; page: number };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;

export function createSearchRepository(db: Db) {
  const removeRange = db.prepare('DELETE FROM search_index WHERE rowid >= ? AND rowid < ?');
  const removeAttachmentRange = db.prepare('DELETE FROM search_attachments WHERE rowid >= ? AND rowid < ?');
  const insert = db.prepare('INSERT INTO search_index (rowid, title, body, tags, kind, lang, item_id, item_date, url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const insertAttachment = db.prepare(
    'INSERT INTO search_attachments (rowid, title, body, tags, kind, lang, item_id, item_date, url, attachment, page) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const translationsOf = db.prepare('SELECT language, field, text FROM content_translations WHERE kind = ? AND item_id = ?');
  const pageRows = db.prepare('DELETE FROM search_index WHERE rowid >= ? AND url = ? AND lang = ?');
  const lastPageRow = db.prepare('SELECT max(rowid) AS n FROM search_index WHERE rowid >= ?');
  const removeAttachmentRow = db.prepare('DELETE FROM search_attachments WHERE rowid = ?');
  const rowsOf = db.prepare('SELECT base FROM search_item_rows WHERE kind = ? AND item_id = ?').pluck();
  const putRows = db.prepare('INSERT OR REPLACE INTO search_item_rows (kind, item_id, base) VALUES (?, ?, ?)');
  const dropRows = db.prepare('DELETE FROM search_item_rows WHERE kind = ? AND item_id = ?');
  const forgetAllRows = db.prepare('DELETE FROM search_item_rows');
  // Newest first: FTS5 walks a match down from an integer row-id bound and stops at the LIMIT, so the cost
  // is the rows returned, not the rows that match (bm25 reads every match, decision 160).
  const newestOf = (table: 'search_index' | 'search_attachments', columns: string) =>
    db.prepare(`
      SELECT rowid AS rid, kind, lang, item_id AS id, title, item_date AS date, url${columns}
      FROM ${table}
      WHERE ${table} MATCH @match AND rowid >= @lo AND rowid < @hi
      ORDER BY rowid DESC
      LIMIT @limit`);
  const itemsQuery = newestOf('search_index', ', NULL AS attachment, NULL AS page');
  const attachmentsQuery = newestOf('search_attachments', ', attachment, page');
  // The snippet of the rows chosen only: walked down between their row ids (+rowid: SQLite's own test, so
  // FTS5 keeps the range), whole words marked from whichever column matched best.
  const snippetsOf = (table: 'search_index' | 'search_attachments') =>
    db.prepare(`
      SELECT rowid AS rid, snippet(${table}, -1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', 24) AS snippet
      FROM ${table}
      WHERE ${table} MATCH @match AND rowid >= @lo AND rowid <= @hi AND +rowid IN (SELECT value FROM json_each(@ids))
      ORDER BY rowid DESC`);
  const itemSnippets = snippetsOf('search_index');
  const attachmentSnippets = snippetsOf('search_attachments');

  // Search answers are cached like the lists, and every write to the index clears them, so a
  // publication (or an unpublication) shows in search at once.
  const answers = new AnswerCache(60_000, 500);

  // The text each kind is found by, as its repository indexes it on a write (kept in step with them):
  // used to fill the index after the migration that rebuilt it.
  const published = {
    notice: db.prepare("SELECT id, title, type || ' ' || description AS text, message, published_at AS date FROM notices WHERE unpublished_at IS NULL"),
    tender: db.prepare(
      "SELECT id, title, tender_no || ' ' || reference || ' ' || type AS text, description AS message, published_at AS date FROM tenders WHERE unpublished_at IS NULL",
    ),
    news: db.prepare('SELECT id, title, description AS text, message, published_at AS date FROM news WHERE unpublished_at IS NULL'),
    event: db.prepare(
      "SELECT id, title, coalesce(json_extract(description, '$[0].description'), '') || ' ' || venue AS text, message, event_date AS date FROM events WHERE unpublished_at IS NULL",
    ),
  };
  const itemRows = db.prepare('SELECT count(*) AS n FROM search_index WHERE rowid < ?');

  const put = (rowid: number, title: string, body: string, kind: IndexKind, lang: SearchLang, id: number, date: string, url: string) =>
    insert.run(rowid, normalizeText(title), normalizeText(body), tagsOf(kind, date), kind, lang, id, date, url);

  /** Items' and pages' rows matching `match` in a row-id range, newest first (pages, then by date). */
  const newestText = (match: string, range: { lo: bigint; hi: bigint }, limit: number): Hit[] => itemsQuery.all({ match, ...range, limit }) as Hit[];
  /** Attachment pages of `kinds` matching `match`, newest first (by date, then the item's id). */
  const newestPages = (match: string, kinds: readonly SearchKind[], limit: number): Hit[] =>
    kinds
      .flatMap((kind) => attachmentsQuery.all({ match, ...ATTACHMENT_RANGE[kind], limit }) as Hit[])
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.rid - a.rid))
      .slice(0, limit);
  /** Fills in the snippets of the rows chosen: one walk between their lowest and highest row id per group. */
  const addSnippets = (statement: typeof itemSnippets, match: string, rows: Hit[], groupOf: (r: Hit) => string) => {
    for (const group of new Set(rows.map(groupOf))) {
      const mine = rows.filter((r) => groupOf(r) === group);
      if (mine.length === 0) continue;
      const ids = mine.map((r) => r.rid);
      const found = new Map(
        (
          statement.all({ match, lo: BigInt(Math.min(...ids)), hi: BigInt(Math.max(...ids)), ids: JSON.stringify(ids) }) as Array<{
            rid: number;
            snippet: string;
          }>
        ).map((s) => [s.rid, s.snippet]),
      );
      for (const r of mine) r.snippet = found.get(r.rid) ?? '';
    }
  };

  const repository = {
    answers,
    /**
     * An item's English text, and its Assamese and Hindi from content_translations (written before this
     * in the same transaction). Keeps the item's attachment pages. Call inside the write's transaction.
     */
    index(kind: SearchKind, id: number, title: string, body: string, date: string): void {
      const had = rowsOf.get(kind, id) as number | undefined;
      if (had !== undefined) removeRange.run(had, had + 10);
      const base = textBase(kind, id, date);
      putRows.run(kind, id, base);
      const url = itemUrl[kind](id);
      put(base, title, body, kind, 'en', id, date, url);
      const byLang = new Map<SearchLang, Record<string, string>>();
      for (const r of translationsOf.all(TRANSLATED_KIND[kind], id) as Array<{ language: SearchLang; field: string; text: string }>) {
        byLang.set(r.language, { ...byLang.get(r.language), [r.field]: r.field === 'message' ? plainText(r.text) : r.text });
      }
      for (const [lang, f] of byLang) {
        // A language with no title of its own is still found by its other fields, under the English title.
        const text = [f.description, f.venue, f.message].filter(Boolean).join(' ');
        put(base + LANGS.indexOf(lang), f.title ?? title, text, kind, lang, id, date, url);
      }
      answers.clear();
    },
    /** Fills the items' text when the index has none (first start after a migration that rebuilt it: 130, 160). */
    rebuildItemsIfEmpty: db.transaction(function (this: void, progress?: (done: number, total: number) => void): number {
      if ((itemRows.get(PAGE_BASE) as { n: number }).n > 0) return 0;
      forgetAllRows.run();
      const all = SEARCH_KINDS.map((kind) => ({
        kind,
        rows: published[kind].all() as Array<{ id: number; title: string; text: string; message: string; date: string }>,
      }));
      const total = all.reduce((n, k) => n + k.rows.length, 0);
      let n = 0;
      for (const { kind, rows } of all) {
        for (const r of rows) {
          repository.index(kind, r.id, r.title, `${r.text} ${plainText(r.message)}`, r.date);
          if (++n % 1000 === 0) progress?.(n, total);
        }
      }
      return n;
    }),
    /**
     * One page of one attachment of an item (text from a PDF or OCR), in the language it is written in.
     * Replaces what that page had. Call removeAttachments first when the item's files change.
     */
    indexAttachment(
      kind: SearchKind,
      id: number,
      attachment: number,
      page: number,
      entry: { title: string; text: string; date: string; lang: SearchLang },
    ): void {
      if (attachment < 0 || attachment > 98 || page < 1 || page > 999) throw new RangeError('attachment 0-98, page 1-999');
      const rowid = itemBase(kind, id) + 100 + attachment * 1000 + page;
      removeAttachmentRow.run(rowid);
      insertAttachment.run(
        rowid,
        normalizeText(entry.title),
        normalizeText(entry.text),
        tagsOf(kind, entry.date),
        kind,
        entry.lang,
        id,
        entry.date,
        itemUrl[kind](id),
        attachment,
        page,
      );
      answers.clear();
    },
    /** Forgets the text of an item's attachments (all of them). */
    removeAttachments(kind: SearchKind, id: number): void {
      const base = itemBase(kind, id);
      removeAttachmentRange.run(base + 100, base + ITEM_SPAN);
      answers.clear();
    },
    /** Forgets an item: its text in every language and its attachments. */
    remove(kind: SearchKind, id: number): void {
      const had = rowsOf.get(kind, id) as number | undefined;
      if (had !== undefined) removeRange.run(had, had + 10);
      dropRows.run(kind, id);
      const base = itemBase(kind, id);
      removeAttachmentRange.run(base, base + ITEM_SPAN);
      answers.clear();
    },
    /** A page of the site in one language (its text without the frame), replacing what it had. */
    indexPage(url: string, lang: SearchLang, title: string, text: string): void {
      pageRows.run(PAGE_BASE, url, lang);
      const last = (lastPageRow.get(PAGE_BASE) as { n: number | null }).n;
      put(last === null ? PAGE_BASE : last + 1, title, text, 'page', lang, 0, '', url);
      answers.clear();
    },
    /**
     * Three tiers, each newest first (docs/product/search.md, "Speed"): rows with every word in the title,
     * then with every word in title and text, then, only to fill up the answer, attachment pages with every
     * word (whole words there). A later tier is read only while the answer has room.
     */
    search(q: string, opts: { kind?: IndexKind; year?: number; limit: number; lang?: SearchLang }): SiteSearchResult[] {
      const words = toFtsQuery(q);
      const lang = opts.lang ?? 'en';
      // Kind and year are words of the tags column; the visitor's words are only ever looked for in title
      // and body. A year of the items' text is a row-id range; an attachment page's kind is one too.
      const ofKind = opts.kind ? ` AND tags : "k${opts.kind}"` : '';
      const ofYear = opts.year ? ` AND tags : "y${opts.year}"` : '';
      const range = opts.year ? yearRange(opts.year) : ALL_TEXT;
      const text = `{title body} : (${words})`;
      const title = `{title} : (${words})`;
      // One result per item (or attachment page, or page): its row in the visitor's language when that
      // matched, else the first found; a page in another language than the visitor's only when it has no
      // version in theirs that matched.
      const best = new Map<string, Hit>();
      const keep = (rows: Hit[]) => {
        for (const r of rows) {
          const key = `${r.kind}/${r.kind === 'page' ? r.url : r.id}`;
          const had = best.get(key);
          if (!had || (had.lang !== lang && r.lang === lang)) best.set(key, r);
        }
      };
      let answer: Hit[];
      try {
        // More rows than asked: an item found in two languages (or a page in three) is one result.
        keep(newestText(`(${title})${ofKind}`, range, opts.limit * 4));
        if (best.size < opts.limit) keep(newestText(`(${text} NOT ${title})${ofKind}`, range, opts.limit * 4));
        const items = [...best.values()].slice(0, opts.limit);
        addSnippets(itemSnippets, text, items, () => '');
        const room = opts.limit - items.length;
        let pages: Hit[] = [];
        if (room > 0 && opts.kind !== 'page') {
          const exact = `{title body} : (${toFtsQuery(q, { prefix: false })})`;
          pages = newestPages(`(${exact})${ofYear}`, opts.kind ? [opts.kind] : SEARCH_KINDS, room);
          addSnippets(attachmentSnippets, exact, pages, (r) => r.kind);
        }
        answer = [...items, ...pages];
      } catch {
        throw new BadSearchError('That search could not be understood; try plain words.');
      }
      return answer.map((r) => ({
        kind: r.kind,
        id: Number(r.id),
        title: r.title,
        snippet: escapeHtml(r.snippet ?? '')
          .replaceAll(MARK_OPEN, '<mark>')
          .replaceAll(MARK_CLOSE, '</mark>'),
        date: r.date,
        url: r.url,
        lang: r.lang,
        ...(r.attachment !== null && r.page !== null ? { attachment: { index: Number(r.attachment), page: Number(r.page) } } : {}),
      }));
    },
  };
  return repository;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: SearchRepository;
  }
}

export default fp(
  async (app) => {
    const searchIndex = createSearchRepository(app.db);
    const rebuilt = searchIndex.rebuildItemsIfEmpty((done, total) => app.log.info({ done, total }, `search index: ${done} of ${total} items`));
    if (rebuilt) app.log.info({ items: rebuilt }, 'search index rebuilt from the content tables');
    app.decorate('searchIndex', searchIndex);
  },
  { name: 'search-repository', dependencies: ['db'] },
);
