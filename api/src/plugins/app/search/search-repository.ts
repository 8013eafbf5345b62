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
// An item's rows sit in one row-id range (migration 130), so re-indexing deletes by a range FTS5 reads fast.
const ITEM_SPAN = 100_000;
const itemBase = (kind: SearchKind, id: number) => kindNumber[kind] * 1e15 + id * ITEM_SPAN;
const PAGE_BASE = 5e15;

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
export function toFtsQuery(q: string): string {
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
  return words.map((w, i) => `"${w.replace(/"/g, '""')}"${i === words.length - 1 && prefix(w) ? '*' : ''}`).join(' ');
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
  const insert = db.prepare(
    'INSERT INTO search_index (rowid, title, body, kind, lang, item_id, item_date, url, attachment, page) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const translationsOf = db.prepare('SELECT language, field, text FROM content_translations WHERE kind = ? AND item_id = ?');
  const pageRows = db.prepare('DELETE FROM search_index WHERE rowid >= ? AND url = ? AND lang = ?');
  const lastPageRow = db.prepare('SELECT max(rowid) AS n FROM search_index WHERE rowid >= ?');
  const removeRow = db.prepare('DELETE FROM search_index WHERE rowid = ?');
  const query = db.prepare(`
    -- The snippet from whichever column matched best: a translation may have a title and nothing else.
    SELECT rowid AS rid, kind, lang, item_id AS id, title, item_date AS date, url, attachment, page,
           snippet(search_index, -1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', 24) AS snippet
    FROM search_index
    WHERE search_index MATCH @match
      AND (@kind IS NULL OR kind = @kind)
      AND (@year IS NULL OR substr(item_date, 1, 4) = @year)
    ORDER BY bm25(search_index, 8.0, 1.0)
    LIMIT @limit`);

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

  const put = (
    rowid: number,
    title: string,
    body: string,
    kind: IndexKind,
    lang: SearchLang,
    id: number,
    date: string,
    url: string,
    attachment: number | null = null,
    page: number | null = null,
  ) => insert.run(rowid, normalizeText(title), normalizeText(body), kind, lang, id, date, url, attachment, page);

  const repository = {
    answers,
    /**
     * An item's English text, and its Assamese and Hindi from content_translations (written before this
     * in the same transaction). Keeps the item's attachment pages. Call inside the write's transaction.
     */
    index(kind: SearchKind, id: number, title: string, body: string, date: string): void {
      const base = itemBase(kind, id);
      removeRange.run(base, base + 100);
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
    /** Fills the items' text when the index has none (first start after migration 130). */
    rebuildItemsIfEmpty: db.transaction(function (this: void): number {
      if ((itemRows.get(PAGE_BASE) as { n: number }).n > 0) return 0;
      let n = 0;
      for (const kind of SEARCH_KINDS) {
        for (const r of published[kind].all() as Array<{ id: number; title: string; text: string; message: string; date: string }>) {
          repository.index(kind, r.id, r.title, `${r.text} ${plainText(r.message)}`, r.date);
          n++;
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
      removeRow.run(rowid);
      put(rowid, entry.title, entry.text, kind, entry.lang, id, entry.date, itemUrl[kind](id), attachment, page);
      answers.clear();
    },
    /** Forgets the text of an item's attachments (all of them). */
    removeAttachments(kind: SearchKind, id: number): void {
      const base = itemBase(kind, id);
      removeRange.run(base + 100, base + ITEM_SPAN);
      answers.clear();
    },
    /** Forgets an item: its text in every language and its attachments. */
    remove(kind: SearchKind, id: number): void {
      const base = itemBase(kind, id);
      removeRange.run(base, base + ITEM_SPAN);
      answers.clear();
    },
    /** A page of the site in one language (its text without the frame), replacing what it had. */
    indexPage(url: string, lang: SearchLang, title: string, text: string): void {
      pageRows.run(PAGE_BASE, url, lang);
      const last = (lastPageRow.get(PAGE_BASE) as { n: number | null }).n;
      put(last === null ? PAGE_BASE : last + 1, title, text, 'page', lang, 0, '', url);
      answers.clear();
    },
    search(q: string, opts: { kind?: IndexKind; year?: number; limit: number; lang?: SearchLang }): SiteSearchResult[] {
      const match = toFtsQuery(q);
      const lang = opts.lang ?? 'en';
      let rows: Hit[];
      try {
        // More rows than asked: an item found in two languages (or a page in three) is one result.
        rows = query.all({ match, kind: opts.kind ?? null, year: opts.year ? String(opts.year) : null, limit: opts.limit * 4 }) as Hit[];
      } catch {
        throw new BadSearchError('That search could not be understood; try plain words.');
      }
      // One result per item (or attachment page, or page): its row in the visitor's language when that
      // matched, else the best-ranked one; a page in another language than the visitor's only when it
      // has no version in theirs that matched.
      const best = new Map<string, Hit>();
      for (const r of rows) {
        const key = `${r.kind}/${r.kind === 'page' ? r.url : r.id}/${r.attachment ?? ''}/${r.page ?? ''}`;
        const had = best.get(key);
        if (!had || (had.lang !== lang && r.lang === lang)) best.set(key, r);
      }
      return [...best.values()].slice(0, opts.limit).map((r) => ({
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
    const rebuilt = searchIndex.rebuildItemsIfEmpty();
    if (rebuilt) app.log.info({ items: rebuilt }, 'search index rebuilt from the content tables');
    app.decorate('searchIndex', searchIndex);
  },
  { name: 'search-repository', dependencies: ['db'] },
);
