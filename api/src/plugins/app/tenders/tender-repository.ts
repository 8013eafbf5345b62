import fp from 'fastify-plugin';
import type { Corrigendum, TenderRow, TenderStatus, Translations } from '@aec/contracts';
import { AnswerCache } from '../../../lib/answer-cache';
import { plainText, sanitizeMarkup } from '../../../lib/markup';
import { contentWrites, fileListWriter } from '../db/content-writes';
import type { Db } from '../db/database';
import { toFileRef, type FileRepository, type StoredFile } from '../files/file-repository';
import { uploadInfoOf, type ListFilter } from '../notices/notice-repository';
import type { SearchRepository } from '../search/search-repository';
import { createTranslationStore, type TranslationStore } from '../translations/translation-store';

export interface TenderInput {
  title: string;
  tenderNo: string;
  reference: string;
  type: string;
  description: string;
  publishedAt: string;
  /** Bid opening (after submissions close, as on procurement portals). */
  dateOpening: string;
  /** Last date of bid submission. */
  dateClosing: string;
  awardedAt?: string | null;
  validUntil?: string | null;
  fileIds?: number[];
  /** Assamese and Hindi versions (a language left out keeps what it had). */
  translations?: Translations;
}

export interface CorrigendumInput {
  publishedAt: string;
  title: string;
  description: string;
  fileIds?: number[];
}

interface TenderRecord {
  id: number;
  title: string;
  tender_no: string;
  reference: string;
  type: string;
  description: string;
  published_at: string;
  date_opening: string;
  date_closing: string;
  awarded_at: string | null;
  valid_until: string | null;
  unpublished_at: string | null;
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** A tender's description is markup (the console's rich-text editor), in every language: sanitised like the English. */
const markupDescriptions = (translations: Translations | undefined): Translations | undefined =>
  translations &&
  Object.fromEntries(
    Object.entries(translations).map(([language, fields]) => [
      language,
      fields && (fields.description === undefined ? fields : { ...fields, description: sanitizeMarkup(fields.description) }),
    ]),
  );

/** Status from the dates: awarded once awarded, closed after the closing date, 'closing' in its last 7 days. */
export function tenderStatus(t: Pick<TenderRecord, 'date_closing' | 'awarded_at'>, now = Date.now()): TenderStatus {
  if (t.awarded_at && Date.parse(t.awarded_at) <= now) return 'awarded';
  const closes = Date.parse(t.date_closing);
  if (closes <= now) return 'closed';
  return closes - now <= WEEK_MS ? 'closing' : 'open';
}

export type TenderRepository = ReturnType<typeof createTenderRepository>;

export function createTenderRepository(db: Db, files: FileRepository, search: SearchRepository, translations: TranslationStore = createTranslationStore(db)) {
  const columns = 'id, title, tender_no, reference, type, description, published_at, date_opening, date_closing, awarded_at, valid_until, unpublished_at';
  // Unpublished tenders (staff console) leave every public answer.
  const where = 'unpublished_at IS NULL AND (@archive = 1 OR valid_until IS NULL OR valid_until >= @now) AND (@type IS NULL OR type = @type)';
  const list = db.prepare(`SELECT ${columns} FROM tenders WHERE ${where} ORDER BY published_at DESC, id DESC LIMIT @limit OFFSET @offset`);
  const count = db.prepare(`SELECT COUNT(*) AS n FROM tenders WHERE ${where}`);
  const byId = db.prepare(`SELECT ${columns} FROM tenders WHERE id = ?`);
  const filesOf = db.prepare(
    `SELECT f.id, f.sha256, f.name, f.type, f.size FROM tender_files tf JOIN files f ON f.id = tf.file_id
     WHERE tf.tender_id = ? ORDER BY tf.position`,
  );
  const corrigendaOf = db.prepare('SELECT id, published_at, title, description FROM corrigenda WHERE tender_id = ? ORDER BY published_at, id');
  const corrigendumFiles = db.prepare(
    `SELECT f.id, f.sha256, f.name, f.type, f.size FROM corrigendum_files cf JOIN files f ON f.id = cf.file_id
     WHERE cf.corrigendum_id = ? ORDER BY cf.position`,
  );
  const insert = db.prepare(
    `INSERT INTO tenders (title, tender_no, reference, type, description, published_at, date_opening, date_closing, awarded_at, valid_until, created_at, updated_at)
     VALUES (@title, @tenderNo, @reference, @type, @description, @publishedAt, @dateOpening, @dateClosing, @awardedAt, @validUntil, @now, @now)`,
  );
  const update = db.prepare(
    `UPDATE tenders SET title = @title, tender_no = @tenderNo, reference = @reference, type = @type, description = @description,
     published_at = @publishedAt, date_opening = @dateOpening, date_closing = @dateClosing, awarded_at = @awardedAt,
     valid_until = @validUntil, updated_at = @now WHERE id = @id`,
  );
  const clearFiles = db.prepare('DELETE FROM tender_files WHERE tender_id = ?');
  const addFile = db.prepare('INSERT INTO tender_files (tender_id, position, file_id) VALUES (?, ?, ?)');
  const insertCorrigendum = db.prepare('INSERT INTO corrigenda (tender_id, published_at, title, description) VALUES (?, ?, ?, ?)');
  const addCorrigendumFile = db.prepare('INSERT INTO corrigendum_files (corrigendum_id, position, file_id) VALUES (?, ?, ?)');
  const cache = new AnswerCache();

  const corrigenda = (tenderId: number): Corrigendum[] =>
    (corrigendaOf.all(tenderId) as Array<{ id: number; published_at: string; title: string; description: string }>).map((c) => ({
      id: c.id,
      _date_: c.published_at,
      title: c.title,
      description: c.description,
      files: (corrigendumFiles.all(c.id) as StoredFile[]).map(toFileRef),
    }));

  const toRow = (r: TenderRecord, now: number): TenderRow => {
    const attached = filesOf.all(r.id) as StoredFile[];
    return {
      id: r.id,
      title: r.title,
      _date_: r.published_at,
      description: JSON.stringify([{ type: r.type, description: r.description, date_opening: r.date_opening, date_closing: r.date_closing }]),
      uploadInfo: uploadInfoOf(attached),
      tender_no: r.tender_no,
      reference: r.reference,
      type: r.type,
      published: r.published_at,
      date_opening: r.date_opening,
      date_closing: r.date_closing,
      status: tenderStatus(r, now),
      validUntil: r.valid_until,
      files: attached.map(toFileRef),
      corrigenda: corrigenda(r.id),
    };
  };
  const params = (f: Omit<ListFilter, 'offset' | 'limit'>) => ({ archive: f.archive ? 1 : 0, now: new Date().toISOString(), type: f.type ?? null });
  const values = (input: TenderInput) => ({
    title: input.title,
    tenderNo: input.tenderNo,
    reference: input.reference,
    type: input.type.toUpperCase(),
    description: input.description,
    publishedAt: input.publishedAt,
    dateOpening: input.dateOpening,
    dateClosing: input.dateClosing,
    awardedAt: input.awardedAt ?? null,
    validUntil: input.validUntil ?? null,
    now: new Date().toISOString(),
  });
  const withTranslations = (row: TenderRow): TenderRow => translations.attach('tenders', [row], (t) => t.id)[0]!;
  const writeFiles = fileListWriter(clearFiles, addFile);
  const reindex = (id: number, input: TenderInput) =>
    search.index('tender', id, input.title, `${input.tenderNo} ${input.reference} ${input.type} ${plainText(input.description)}`, input.publishedAt);

  return {
    cache,
    list(filter: ListFilter): { rows: TenderRow[]; total: number } {
      const p = params(filter);
      const now = Date.now();
      const records = list.all({ ...p, limit: filter.limit, offset: filter.offset }) as TenderRecord[];
      const rows = translations.attach(
        'tenders',
        records.map((r) => toRow(r, now)),
        (row) => row.id,
      );
      return { rows, total: (count.get(p) as { n: number }).n };
    },
    get(id: number): TenderRow | undefined {
      const r = byId.get(id) as TenderRecord | undefined;
      return r && !r.unpublished_at ? withTranslations(toRow(r, Date.now())) : undefined;
    },
    /** The staff console's view: unpublished tenders too. */
    getForStaff(id: number): (TenderRow & { unpublishedAt: string | null }) | undefined {
      const r = byId.get(id) as TenderRecord | undefined;
      return r && { ...withTranslations(toRow(r, Date.now())), unpublishedAt: r.unpublished_at };
    },
    attachment(id: number, index: number): { title: string; file: StoredFile } | undefined {
      const r = byId.get(id) as TenderRecord | undefined;
      const file = r && !r.unpublished_at && (filesOf.all(id) as StoredFile[])[index];
      return r && file ? { title: r.title, file } : undefined;
    },
    ...contentWrites(db, {
      insert,
      update,
      values,
      afterWrite: (id, input: TenderInput) => {
        writeFiles(id, input.fileIds);
        translations.write('tenders', id, markupDescriptions(input.translations));
        reindex(id, input);
        cache.clear();
      },
    }),
    addCorrigendum: db.transaction((tenderId: number, input: CorrigendumInput): number => {
      const id = Number(insertCorrigendum.run(tenderId, input.publishedAt, input.title, input.description).lastInsertRowid);
      (input.fileIds ?? []).forEach((fileId, position) => addCorrigendumFile.run(id, position, fileId));
      cache.clear();
      return id;
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    tenders: TenderRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('tenders', createTenderRepository(app.db, app.files, app.searchIndex, app.translations));
  },
  { name: 'tender-repository', dependencies: ['db', 'file-repository', 'search-repository', 'translation-store'] },
);
