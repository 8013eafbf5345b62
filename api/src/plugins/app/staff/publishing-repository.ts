import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type {
  ContentTitleLanguage,
  StaffContentSummary,
  StaffTranslatedContentQuery,
  StaffTranslatedSummary,
  TenderWrite,
  TranslatableKind,
  Translations,
  UploadResponse,
} from '@aec/contracts';
import { HttpError } from '../../../lib/http-error';
import { plainText, sanitizeMarkup } from '../../../lib/markup';
import type { CheckedUpload } from '../../../lib/upload-check';
import type { Db } from '../db/database';
import { toFileRef, type FileRepository } from '../files/file-repository';
import type { NoticeRepository } from '../notices/notice-repository';
import type { SearchRepository } from '../search/search-repository';
import type { TranslationStore } from '../translations/translation-store';
import type { CorrigendumInput as CorrigendumRepoInput, TenderInput as TenderRepoInput, TenderRepository } from '../tenders/tender-repository';
import type { AuditActor, AuditRepository } from './audit-repository';
import { noticeTopics, titlesOf, type AlertPublisher } from '../alerts/alert-topics-of';
import { itemUrl } from '../search/search-repository';
import type { WorkflowRepository } from '../workflow/workflow-repository';
import { heldKind } from '../workflow/held-kind';

export const CONTENT_PAGE_SIZE = 25;

type NoticeInput = {
  title: string;
  type: string;
  description: string;
  message: string;
  publishedAt?: string;
  publishAt?: string | null;
  validUntil?: string | null;
  flash: boolean;
  fileIds: number[];
  translations?: Translations;
};
type TenderInput = Omit<TenderWrite, 'reference' | 'description' | 'fileIds'> & {
  reference: string;
  description: string;
  fileIds: number[];
  translations?: Translations;
};
type CorrigendumInput = { title: string; description: string; publishedAt?: string; fileIds: number[] };

const iso = (date: string | null | undefined) => (date ? new Date(date).toISOString() : null);

/**
 * For the staff lists of translated kinds: a column `title_languages` ('as,hi', 'as' or null, the
 * languages with a translated title) and the missing-translation filter (`@missing` 1 or 0).
 */
export function staffTranslationSql(translations: TranslationStore, kind: TranslatableKind, idColumn: string) {
  return {
    column: `(SELECT group_concat(ct.language) FROM content_translations ct WHERE ct.kind = '${kind}' AND ct.item_id = ${idColumn} AND ct.field = 'title') AS title_languages`,
    filter: `(@missing = 0 OR ${translations.missingTitleSql(kind, idColumn)})`,
  };
}
/** A list row's languages: English always, then those with a translated title. */
export const withLanguages = <R extends StaffContentSummary>(row: R, titleLanguages: string | null): R & StaffTranslatedSummary => ({
  ...row,
  languages: ['en', ...(['as', 'hi'] as const).filter((l) => titleLanguages?.split(',').includes(l))] as ContentTitleLanguage[],
});
/** The list query's parameters of the filter. */
export const missingParam = (query: { missing?: 'translation' }) => ({ missing: query.missing === 'translation' ? 1 : 0 });

/** The projects' tender publisher (alerts to subscribers in the same transaction), when registered. */
export interface TenderAlerts {
  publish(input: TenderRepoInput): { id: number };
  addCorrigendum(tenderId: number, input: CorrigendumRepoInput): { id: number } | undefined;
  /** The alerts of a tender written while held, when it goes live. */
  announce?(id: number): number;
}

export type PublishingRepository = ReturnType<typeof createPublishingRepository>;

/**
 * Staff writes to notices and tenders: the public repositories do the writing (sanitising,
 * search index, answer cache); this adds what only staff do (lists with unpublished items,
 * unpublish, delete, uploads) and an audit entry in the same transaction as every change.
 */
export function createPublishingRepository(
  db: Db,
  deps: {
    notices: NoticeRepository;
    tenders: TenderRepository;
    files: FileRepository;
    search: SearchRepository;
    audit: AuditRepository;
    translations: TranslationStore;
    tenderAlerts?: TenderAlerts;
    /** Alerts of a new notice, queued in its transaction (alert-subscription-repository.ts). */
    alerts?: AlertPublisher;
    /** Approval and publish-at: a held save stays hidden and keeps its write as a draft. */
    workflow?: WorkflowRepository;
  },
) {
  const { notices, tenders, files, search, audit, translations, tenderAlerts, alerts, workflow } = deps;
  const like = (q: string | undefined) => (q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);
  const noticeSql = staffTranslationSql(translations, 'notices', 'notices.id');
  const noticeWhere = `(@like IS NULL OR title LIKE @like ESCAPE '\\') AND ${noticeSql.filter}`;
  const noticeList = db.prepare(
    `SELECT id, title, type, published_at, valid_until, is_flash, unpublished_at,
            (SELECT COUNT(*) FROM notice_files WHERE notice_id = notices.id) AS files, ${noticeSql.column}
     FROM notices WHERE ${noticeWhere}
     ORDER BY published_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const noticeCount = db.prepare(`SELECT COUNT(*) AS n FROM notices WHERE ${noticeWhere}`);
  const tenderSql = staffTranslationSql(translations, 'tenders', 'tenders.id');
  const tenderWhere = `(@like IS NULL OR title LIKE @like ESCAPE '\\' OR tender_no LIKE @like ESCAPE '\\') AND ${tenderSql.filter}`;
  const tenderList = db.prepare(
    `SELECT id, title, type, published_at, valid_until, unpublished_at,
            (SELECT COUNT(*) FROM tender_files WHERE tender_id = tenders.id) AS files, ${tenderSql.column}
     FROM tenders WHERE ${tenderWhere}
     ORDER BY published_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const tenderCount = db.prepare(`SELECT COUNT(*) AS n FROM tenders WHERE ${tenderWhere}`);
  const setNoticeUnpublished = db.prepare('UPDATE notices SET unpublished_at = ?, updated_at = ? WHERE id = ?');
  const setTenderUnpublished = db.prepare('UPDATE tenders SET unpublished_at = ?, updated_at = ? WHERE id = ?');
  const noticeText = db.prepare('SELECT title, type, description, message, published_at FROM notices WHERE id = ?');
  const tenderText = db.prepare('SELECT title, tender_no, reference, type, description, published_at FROM tenders WHERE id = ?');
  const deleteNotice = db.prepare('DELETE FROM notices WHERE id = ?');
  const deleteTender = db.prepare('DELETE FROM tenders WHERE id = ?');
  const fileExists = db.prepare('SELECT 1 FROM files WHERE id = ?');
  const tenderAwardedAt = db.prepare('SELECT awarded_at FROM tenders WHERE id = ?').pluck();

  type SummaryRecord = {
    id: number;
    title: string;
    type: string;
    published_at: string;
    valid_until: string | null;
    unpublished_at: string | null;
    files: number;
    is_flash?: number;
    title_languages: string | null;
  };
  const summary = (r: SummaryRecord): StaffTranslatedSummary =>
    withLanguages(
      {
        id: r.id,
        title: r.title,
        type: r.type,
        publishedAt: r.published_at,
        validUntil: r.valid_until,
        unpublishedAt: r.unpublished_at,
        ...(r.is_flash === undefined ? {} : { flash: r.is_flash === 1 }),
        files: r.files,
      },
      r.title_languages,
    );
  const assertFiles = (ids: number[]) => {
    for (const id of ids) if (!fileExists.get(id)) throw new HttpError(400, `Attachment file ${id} does not exist; upload it first.`);
  };
  const noticeInput = (w: NoticeInput, publishedAt: string) => ({
    title: w.title,
    type: w.type,
    description: w.description,
    message: w.message,
    publishedAt,
    validUntil: iso(w.validUntil),
    flash: w.flash,
    fileIds: w.fileIds,
    translations: w.translations,
  });
  const tenderInput = (w: TenderInput, publishedAt: string) => ({
    title: w.title,
    tenderNo: w.tenderNo,
    reference: w.reference,
    type: w.type,
    description: sanitizeMarkup(w.description),
    publishedAt,
    dateOpening: new Date(w.dateOpening).toISOString(),
    dateClosing: new Date(w.dateClosing).toISOString(),
    awardedAt: iso(w.awardedAt),
    validUntil: iso(w.validUntil),
    fileIds: w.fileIds,
    translations: w.translations,
  });
  const mustNotice = (id: number) => {
    const n = notices.getForStaff(id);
    if (!n) throw new HttpError(404, `Notice ${id} was not found.`);
    return n;
  };
  const mustTender = (id: number) => {
    const t = tenders.getForStaff(id);
    if (!t) throw new HttpError(404, `Tender ${id} was not found.`);
    // The public row shows the award only as its status; the console needs the date to keep it.
    return { ...t, awardedAt: tenderAwardedAt.get(id) as string | null };
  };

  // The one publish hook: alerts (mail, push) fire when a notice goes live, at save or at its scheduled time.
  const noticeWentLive = (id: number, w: Pick<NoticeInput, 'type' | 'title' | 'translations'>) =>
    alerts?.published({ kind: 'notice', topics: noticeTopics(w.type), title: w.title, titles: titlesOf(w.translations), path: itemUrl.notice(id) });
  const noticeKind = heldKind<ReturnType<typeof mustNotice>, NoticeInput>(
    db,
    { workflow, search, audit },
    {
      kind: 'notices',
      name: 'notice',
      get: mustNotice,
      write: (id, w, before) => notices.update(id, noticeInput(w, iso(w.publishAt) ?? iso(w.publishedAt) ?? before._date_)),
      setUnpublished: (id, unpublishedAt, now) => setNoticeUnpublished.run(unpublishedAt, now, id),
      cache: notices.cache,
      search: {
        kind: 'notice',
        reindex: (id) => {
          const t = noticeText.get(id) as { title: string; type: string; description: string; message: string; published_at: string };
          search.index('notice', id, t.title, `${t.type} ${t.description} ${plainText(t.message)}`, t.published_at);
        },
      },
      announce: noticeWentLive,
    },
  );

  const writeTender = (id: number, w: TenderInput, before: ReturnType<typeof mustTender>) => {
    // Left out (the console's form has no award field), the award date stays; null clears it.
    const awardedAt = w.awardedAt === undefined ? before.awardedAt : w.awardedAt;
    tenders.update(id, tenderInput({ ...w, awardedAt }, iso(w.publishAt) ?? iso(w.publishedAt) ?? before.published));
  };
  const tenderKind = heldKind<ReturnType<typeof mustTender>, TenderInput>(
    db,
    { workflow, search, audit },
    {
      kind: 'tenders',
      name: 'tender',
      get: mustTender,
      write: writeTender,
      setUnpublished: (id, unpublishedAt, now) => setTenderUnpublished.run(unpublishedAt, now, id),
      cache: tenders.cache,
      search: {
        kind: 'tender',
        reindex: (id) => {
          const t = tenderText.get(id) as { title: string; tender_no: string; reference: string; type: string; description: string; published_at: string };
          search.index('tender', id, t.title, `${t.tender_no} ${t.reference} ${t.type} ${plainText(t.description)}`, t.published_at);
        },
      },
      announce: (id) => void tenderAlerts?.announce?.(id),
    },
  );

  return {
    /** An upload already checked (checkUpload: its bytes are parsed, which cannot wait inside a transaction). */
    upload: db.transaction((checked: CheckedUpload, actor: AuditActor): UploadResponse => {
      const stored = files.save(checked.bytes, checked.name, checked.type);
      if (checked.image) files.saveImage(stored, checked.image.prepared, checked.image.original);
      audit.record(actor, {
        action: 'file.upload',
        target: `file:${stored.id}`,
        after: { name: stored.name, type: stored.type, size: stored.size, sha256: stored.sha256 },
      });
      return { id: stored.id, ...toFileRef(stored) };
    }),

    listNotices(query: StaffTranslatedContentQuery) {
      const p = { like: like(query.q), ...missingParam(query) };
      const rows = noticeList.all({ ...p, limit: CONTENT_PAGE_SIZE, offset: (query.page - 1) * CONTENT_PAGE_SIZE }) as SummaryRecord[];
      return { rows: rows.map(summary), total: (noticeCount.get(p) as { n: number }).n, pageSize: CONTENT_PAGE_SIZE };
    },
    getNotice: mustNotice,
    noticeKind,
    createNotice: db.transaction((w: NoticeInput, actor: AuditActor) => {
      assertFiles(w.fileIds);
      const id = notices.create(noticeInput(w, iso(w.publishAt) ?? iso(w.publishedAt) ?? new Date().toISOString()));
      const verdict = noticeKind.created(id, w, actor);
      const after = mustNotice(id);
      audit.record(actor, { action: 'notice.create', target: `notice:${id}`, after: { ...after, ...(verdict.hold ? { workflow: verdict.state } : {}) } });
      return after;
    }),
    updateNotice: db.transaction((id: number, w: NoticeInput, actor: AuditActor) => {
      assertFiles(w.fileIds);
      return noticeKind.updated(id, w, actor, (before) => notices.update(id, noticeInput(w, iso(w.publishAt) ?? iso(w.publishedAt) ?? before._date_)));
    }),
    setNoticePublished: noticeKind.setPublished,
    deleteNotice: db.transaction((id: number, actor: AuditActor) => {
      const before = mustNotice(id);
      deleteNotice.run(id);
      noticeKind.forget(id);
      translations.remove('notices', id);
      search.remove('notice', id);
      notices.cache.clear();
      audit.record(actor, { action: 'notice.delete', target: `notice:${id}`, before });
    }),

    listTenders(query: StaffTranslatedContentQuery) {
      const p = { like: like(query.q), ...missingParam(query) };
      const rows = tenderList.all({ ...p, limit: CONTENT_PAGE_SIZE, offset: (query.page - 1) * CONTENT_PAGE_SIZE }) as SummaryRecord[];
      return { rows: rows.map(summary), total: (tenderCount.get(p) as { n: number }).n, pageSize: CONTENT_PAGE_SIZE };
    },
    getTender: mustTender,
    tenderKind,
    createTender: db.transaction((w: TenderInput, actor: AuditActor) => {
      assertFiles(w.fileIds);
      const input = tenderInput(w, iso(w.publishAt) ?? iso(w.publishedAt) ?? new Date().toISOString());
      // Its subscribers' alerts commit with the tender (through the projects' publisher), or when it goes live.
      const id = tenders.create(input);
      const verdict = tenderKind.created(id, w, actor);
      const after = mustTender(id);
      audit.record(actor, { action: 'tender.create', target: `tender:${id}`, after: { ...after, ...(verdict.hold ? { workflow: verdict.state } : {}) } });
      return after;
    }),
    updateTender: db.transaction((id: number, w: TenderInput, actor: AuditActor) => {
      assertFiles(w.fileIds);
      return tenderKind.updated(id, w, actor, (before) => writeTender(id, w, before));
    }),
    addCorrigendum: db.transaction((tenderId: number, w: CorrigendumInput, actor: AuditActor) => {
      mustTender(tenderId);
      assertFiles(w.fileIds);
      const publishedAt = iso(w.publishedAt) ?? new Date().toISOString();
      const input = { title: w.title, description: sanitizeMarkup(w.description), publishedAt, fileIds: w.fileIds };
      const id = tenderAlerts ? tenderAlerts.addCorrigendum(tenderId, input)!.id : tenders.addCorrigendum(tenderId, input);
      const after = mustTender(tenderId);
      audit.record(actor, { action: 'tender.corrigendum', target: `tender:${tenderId}`, after: after.corrigenda.find((c) => c.id === id) });
      return after;
    }),
    setTenderPublished: tenderKind.setPublished,
    deleteTender: db.transaction((id: number, actor: AuditActor) => {
      const before = mustTender(id);
      deleteTender.run(id);
      tenderKind.forget(id);
      translations.remove('tenders', id);
      search.remove('tender', id);
      tenders.cache.clear();
      audit.record(actor, { action: 'tender.delete', target: `tender:${id}`, before });
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    publishing: PublishingRepository;
  }
}

/** The repositories staff writes go through; the plugin adds the alerts to subscribers (the import leaves them out: nobody is mailed about old items). */
export const publishingParts = (app: FastifyInstance) => ({
  notices: app.notices,
  tenders: app.tenders,
  files: app.files,
  search: app.searchIndex,
  audit: app.audit,
  translations: app.translations,
});

export default fp(
  async (app) => {
    const tenderAlerts = app.hasDecorator('tenderPublisher') ? (app as unknown as { tenderPublisher: TenderAlerts }).tenderPublisher : undefined;
    app.decorate(
      'publishing',
      createPublishingRepository(app.db, {
        ...publishingParts(app),
        tenderAlerts,
        alerts: app.hasDecorator('alertSubscriptions') ? app.alertSubscriptions : undefined,
        workflow: app.workflow,
      }),
    );
  },
  {
    name: 'publishing',
    dependencies: ['db', 'notice-repository', 'tender-repository', 'file-repository', 'search-repository', 'audit-log', 'translation-store', 'workflow'],
  },
);
