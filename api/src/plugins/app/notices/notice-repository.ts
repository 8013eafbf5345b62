import fp from 'fastify-plugin';
import type { NoticeRow, Translations, UploadInfoEntry } from '@aec/contracts';
import { AnswerCache } from '../../../lib/answer-cache';
import { plainText, sanitizeMarkup } from '../../../lib/markup';
import { contentWrites, fileListWriter } from '../db/content-writes';
import type { Db } from '../db/database';
import { toFileRef, type FileRepository, type StoredFile } from '../files/file-repository';
import type { SearchRepository } from '../search/search-repository';
import { createTranslationStore, type TranslationStore } from '../translations/translation-store';

export interface NoticeInput {
  title: string;
  /** Organisation or project code: AEC, TEQIP, NEQIP, RUSA, … */
  type: string;
  description: string;
  message: string;
  publishedAt: string;
  validUntil?: string | null;
  flash?: boolean;
  /** Ids of stored files, in attachment order. */
  fileIds?: number[];
  /** Assamese and Hindi versions (a language left out keeps what it had). */
  translations?: Translations;
}

export interface ListFilter {
  offset: number;
  limit: number;
  type?: string;
  /** Include expired items (validity date passed). */
  archive?: boolean;
  flash?: boolean;
}

interface NoticeRecord {
  id: number;
  title: string;
  type: string;
  description: string;
  message: string;
  published_at: string;
  valid_until: string | null;
  is_flash: number;
  unpublished_at: string | null;
}

export function uploadInfoOf(files: StoredFile[]): string {
  const entries: UploadInfoEntry[] = files.map((f, index) => ({ index, name: f.name, type: f.type, size: f.size }));
  return JSON.stringify(entries);
}

export type NoticeRepository = ReturnType<typeof createNoticeRepository>;

export function createNoticeRepository(db: Db, files: FileRepository, search: SearchRepository, translations: TranslationStore = createTranslationStore(db)) {
  const columns = 'id, title, type, description, message, published_at, valid_until, is_flash, unpublished_at';
  // Unpublished notices (staff console) leave every public answer.
  const where = `unpublished_at IS NULL AND (@archive = 1 OR valid_until IS NULL OR valid_until >= @now)
    AND (@type IS NULL OR type = @type) AND (@flash IS NULL OR is_flash = @flash)`;
  const list = db.prepare(`SELECT ${columns} FROM notices WHERE ${where} ORDER BY published_at DESC, id DESC LIMIT @limit OFFSET @offset`);
  const count = db.prepare(`SELECT COUNT(*) AS n FROM notices WHERE ${where}`);
  const byId = db.prepare(`SELECT ${columns} FROM notices WHERE id = ?`);
  const filesOf = db.prepare(
    `SELECT f.id, f.sha256, f.name, f.type, f.size FROM notice_files nf JOIN files f ON f.id = nf.file_id
     WHERE nf.notice_id = ? ORDER BY nf.position`,
  );
  const insert = db.prepare(
    `INSERT INTO notices (title, type, description, message, published_at, valid_until, is_flash, created_at, updated_at)
     VALUES (@title, @type, @description, @message, @publishedAt, @validUntil, @flash, @now, @now)`,
  );
  const update = db.prepare(
    `UPDATE notices SET title = @title, type = @type, description = @description, message = @message, published_at = @publishedAt,
     valid_until = @validUntil, is_flash = @flash, updated_at = @now WHERE id = @id`,
  );
  const clearFiles = db.prepare('DELETE FROM notice_files WHERE notice_id = ?');
  const addFile = db.prepare('INSERT INTO notice_files (notice_id, position, file_id) VALUES (?, ?, ?)');
  const cache = new AnswerCache();

  const toRow = (r: NoticeRecord): NoticeRow => {
    const attached = filesOf.all(r.id) as StoredFile[];
    return {
      id: r.id,
      title: r.title,
      _date_: r.published_at,
      description: JSON.stringify([{ type: r.type, description: r.description }]),
      uploadInfo: uploadInfoOf(attached),
      message: r.message,
      type: r.type,
      validUntil: r.valid_until,
      flash: r.is_flash === 1,
      files: attached.map(toFileRef),
    };
  };
  const params = (f: Omit<ListFilter, 'offset' | 'limit'>) => ({
    archive: f.archive ? 1 : 0,
    now: new Date().toISOString(),
    type: f.type ?? null,
    flash: f.flash === undefined ? null : f.flash ? 1 : 0,
  });
  const values = (input: NoticeInput) => ({
    title: input.title,
    type: input.type.toUpperCase(),
    description: input.description,
    message: sanitizeMarkup(input.message),
    publishedAt: input.publishedAt,
    validUntil: input.validUntil ?? null,
    flash: input.flash ? 1 : 0,
    now: new Date().toISOString(),
  });
  const withTranslations = (row: NoticeRow): NoticeRow => translations.attach('notices', [row], (n) => n.id)[0]!;
  const writeFiles = fileListWriter(clearFiles, addFile);
  const reindex = (id: number, input: NoticeInput) =>
    search.index('notice', id, input.title, `${input.type} ${input.description} ${plainText(input.message)}`, input.publishedAt);

  return {
    cache,
    list(filter: ListFilter): { rows: NoticeRow[]; total: number } {
      const p = params(filter);
      const records = list.all({ ...p, limit: filter.limit, offset: filter.offset }) as NoticeRecord[];
      const rows = translations.attach('notices', records.map(toRow), (row) => row.id);
      return { rows, total: (count.get(p) as { n: number }).n };
    },
    get(id: number): NoticeRow | undefined {
      const r = byId.get(id) as NoticeRecord | undefined;
      return r && !r.unpublished_at ? withTranslations(toRow(r)) : undefined;
    },
    /** The staff console's view: unpublished notices too. */
    getForStaff(id: number): (NoticeRow & { unpublishedAt: string | null }) | undefined {
      const r = byId.get(id) as NoticeRecord | undefined;
      return r && { ...withTranslations(toRow(r)), unpublishedAt: r.unpublished_at };
    },
    attachment(id: number, index: number): { title: string; file: StoredFile } | undefined {
      const r = byId.get(id) as NoticeRecord | undefined;
      const file = r && !r.unpublished_at && (filesOf.all(id) as StoredFile[])[index];
      return r && file ? { title: r.title, file } : undefined;
    },
    ...contentWrites(db, {
      insert,
      update,
      values,
      afterWrite: (id, input: NoticeInput) => {
        writeFiles(id, input.fileIds);
        translations.write('notices', id, input.translations);
        reindex(id, input);
        cache.clear();
      },
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    notices: NoticeRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('notices', createNoticeRepository(app.db, app.files, app.searchIndex, app.translations));
  },
  { name: 'notice-repository', dependencies: ['db', 'file-repository', 'search-repository', 'translation-store'] },
);
