import { AnswerCache } from '../../../lib/answer-cache';
import fp from 'fastify-plugin';
import type { SearchKind, SearchResult } from '@aec/contracts';
import type { Db } from '../db/database';

const kindNumber: Record<SearchKind, number> = { notice: 1, tender: 2, news: 3, event: 4 };
// Each item's row id in the index is derived from kind and id, so re-indexing deletes by row id.
const rowIdOf = (kind: SearchKind, id: number) => kindNumber[kind] * 1_000_000_000_000 + id;

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
 * The visitor's words as an FTS5 query: each word quoted (so AND, NEAR, *, ", : and column names are
 * just text), all required, the last one also matching as a prefix for search-as-you-type.
 */
export function toFtsQuery(q: string): string {
  const words = q
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 12);
  if (words.length === 0) throw new BadSearchError('Type a word to search for.');
  return words.map((w, i) => `"${w.replace(/"/g, '""')}"${i === words.length - 1 ? '*' : ''}`).join(' ');
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;

export function createSearchRepository(db: Db) {
  const remove = db.prepare('DELETE FROM search_index WHERE rowid = ?');
  const insert = db.prepare('INSERT INTO search_index (rowid, title, body, kind, item_id, item_date) VALUES (?, ?, ?, ?, ?, ?)');
  const query = db.prepare(`
    SELECT kind, item_id AS id, title, item_date AS date,
           snippet(search_index, 1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', 24) AS snippet
    FROM search_index
    WHERE search_index MATCH @match
      AND (@kind IS NULL OR kind = @kind)
      AND (@year IS NULL OR substr(item_date, 1, 4) = @year)
    ORDER BY bm25(search_index, 8.0, 1.0)
    LIMIT @limit`);

  // Search answers are cached like the lists, and every write to the index clears them, so a
  // publication (or an unpublication) shows in search at once.
  const answers = new AnswerCache(60_000, 500);

  return {
    answers,
    /** Call inside the write's transaction. */
    index(kind: SearchKind, id: number, title: string, body: string, date: string): void {
      remove.run(rowIdOf(kind, id));
      insert.run(rowIdOf(kind, id), title, body, kind, id, date);
      answers.clear();
    },
    remove(kind: SearchKind, id: number): void {
      remove.run(rowIdOf(kind, id));
      answers.clear();
    },
    search(q: string, opts: { kind?: SearchKind; year?: number; limit: number }): SearchResult[] {
      const match = toFtsQuery(q);
      let rows: Array<{ kind: SearchKind; id: number; title: string; date: string; snippet: string | null }>;
      try {
        rows = query.all({ match, kind: opts.kind ?? null, year: opts.year ? String(opts.year) : null, limit: opts.limit }) as typeof rows;
      } catch {
        throw new BadSearchError('That search could not be understood; try plain words.');
      }
      return rows.map((r) => ({
        kind: r.kind,
        id: Number(r.id),
        title: r.title,
        snippet: escapeHtml(r.snippet ?? '')
          .replaceAll(MARK_OPEN, '<mark>')
          .replaceAll(MARK_CLOSE, '</mark>'),
        date: r.date,
        url: itemUrl[r.kind](Number(r.id)),
      }));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: SearchRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('searchIndex', createSearchRepository(app.db));
  },
  { name: 'search-repository', dependencies: ['db'] },
);
