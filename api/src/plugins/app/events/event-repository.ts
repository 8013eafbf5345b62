import fp from 'fastify-plugin';
import type { Base64Blob, EventRow, Translations } from '@aec/contracts';
import { AnswerCache } from '../../../lib/answer-cache';
import { plainText, sanitizeMarkup } from '../../../lib/markup';
import { contentWrites, fileListWriter } from '../db/content-writes';
import type { Db } from '../db/database';
import { type FileRepository, type StoredFile } from '../files/file-repository';
import type { SearchRepository } from '../search/search-repository';
import { createTranslationStore, type TranslationStore } from '../translations/translation-store';

export interface EventInput {
  title: string;
  /** The event's date (ISO 8601). */
  eventDate: string;
  message: string;
  description: string;
  venue: string;
  time: string;
  fileIds?: number[];
  /** Assamese and Hindi versions (a language left out keeps what it had). */
  translations?: Translations;
}

interface EventRecord {
  id: number;
  title: string;
  event_date: string;
  message: string;
  description: string;
  venue: string;
  time_text: string;
}

export type EventRepository = ReturnType<typeof createEventRepository>;

export function createEventRepository(db: Db, files: FileRepository, search: SearchRepository, translations: TranslationStore = createTranslationStore(db)) {
  const columns = 'id, title, event_date, message, description, venue, time_text';
  // Unpublished items (staff console) leave every public answer.
  const list = db.prepare(`SELECT ${columns} FROM events WHERE unpublished_at IS NULL ORDER BY event_date DESC, id DESC LIMIT ? OFFSET ?`);
  const count = db.prepare('SELECT COUNT(*) AS n FROM events WHERE unpublished_at IS NULL');
  const byId = db.prepare(`SELECT ${columns} FROM events WHERE id = ? AND unpublished_at IS NULL`);
  const byIdForStaff = db.prepare(`SELECT ${columns}, unpublished_at FROM events WHERE id = ?`);
  const filesOf = db.prepare(
    `SELECT f.id, f.sha256, f.name, f.type, f.size FROM event_files ef JOIN files f ON f.id = ef.file_id
     WHERE ef.event_id = ? ORDER BY ef.position`,
  );
  const insert = db.prepare(
    `INSERT INTO events (title, event_date, message, description, venue, time_text, created_at, updated_at)
     VALUES (@title, @eventDate, @message, @description, @venue, @time, @now, @now)`,
  );
  const update = db.prepare(
    `UPDATE events SET title = @title, event_date = @eventDate, message = @message, description = @description, venue = @venue,
     time_text = @time, updated_at = @now WHERE id = @id`,
  );
  const clearFiles = db.prepare('DELETE FROM event_files WHERE event_id = ?');
  const addFile = db.prepare('INSERT INTO event_files (event_id, position, file_id) VALUES (?, ?, ?)');
  const cache = new AnswerCache();

  const withFiles = (r: EventRecord): { row: EventRow; attached: StoredFile[] } => {
    const attached = filesOf.all(r.id) as StoredFile[];
    return {
      attached,
      row: {
        id: r.id,
        title: r.title,
        _date_: r.event_date,
        message: r.message,
        description: JSON.stringify([{ description: r.description, venue: r.venue, time: r.time_text }]),
        venue: r.venue,
        time: r.time_text,
        attachments: attached.map((f) => files.ref(f)),
      },
    };
  };
  const values = (input: EventInput) => ({
    title: input.title,
    eventDate: input.eventDate,
    message: sanitizeMarkup(input.message),
    description: input.description,
    venue: input.venue,
    time: input.time,
    now: new Date().toISOString(),
  });
  const writeFiles = fileListWriter(clearFiles, addFile);
  const reindex = (id: number, input: EventInput) =>
    search.index('event', id, input.title, `${input.description} ${input.venue} ${plainText(input.message)}`, input.eventDate);

  return {
    cache,
    list(offset: number, limit: number, lean: boolean): { rows: EventRow[]; b_arr: Array<Base64Blob | null>; total: number } {
      const items = (list.all(limit, offset) as EventRecord[]).map(withFiles);
      return {
        rows: translations.attach(
          'events',
          items.map((i) => i.row),
          (row) => row.id,
        ),
        b_arr: items.map((i) => (lean || !i.attached[0] ? null : (files.base64(i.attached[0]) ?? null))),
        total: (count.get() as { n: number }).n,
      };
    },
    get(id: number, lean: boolean): { rows: EventRow[]; b_arr: Base64Blob[] } | undefined {
      const r = byId.get(id) as EventRecord | undefined;
      if (!r) return undefined;
      const item = withFiles(r);
      return {
        rows: translations.attach('events', [item.row], (row) => row.id),
        b_arr: lean ? [] : item.attached.map((f) => files.base64(f)).filter((b): b is Base64Blob => !!b),
      };
    },
    /** The staff console's view: unpublished events too, and the attachments' file ids. */
    getForStaff(id: number): (EventRow & { unpublishedAt: string | null; fileIds: number[] }) | undefined {
      const r = byIdForStaff.get(id) as (EventRecord & { unpublished_at: string | null }) | undefined;
      if (!r) return undefined;
      const item = withFiles(r);
      return { ...translations.attach('events', [item.row], (row) => row.id)[0]!, unpublishedAt: r.unpublished_at, fileIds: item.attached.map((f) => f.id) };
    },
    /** File `index` (from 0) of a published event, for its "Read as text" page. */
    attachment(id: number, index: number): { title: string; file: StoredFile } | undefined {
      const r = byId.get(id) as EventRecord | undefined;
      const file = r && (filesOf.all(id) as StoredFile[])[index];
      return r && file ? { title: r.title, file } : undefined;
    },
    /** Every event, oldest first, for the calendar feed. */
    all(): EventRow[] {
      return (list.all(10_000, 0) as EventRecord[]).map((r) => withFiles(r).row).reverse();
    },
    ...contentWrites(db, {
      insert,
      update,
      values,
      afterWrite: (id, input: EventInput) => {
        writeFiles(id, input.fileIds);
        translations.write('events', id, input.translations);
        reindex(id, input);
        cache.clear();
      },
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('events', createEventRepository(app.db, app.files, app.searchIndex, app.translations));
  },
  { name: 'event-repository', dependencies: ['db', 'file-repository', 'search-repository', 'translation-store'] },
);
