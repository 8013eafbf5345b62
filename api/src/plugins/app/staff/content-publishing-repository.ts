import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DepartmentCode, StaffAttachment, StaffContentSummary, StaffTranslatedSummary, Translations } from '@aec/contracts';
import { DEPARTMENT_IDS, DEPARTMENT_LABELS } from '@aec/contracts';
import { HttpError } from '../../../lib/http-error';
import { plainText } from '../../../lib/markup';
import type { Db } from '../db/database';
import type { DepartmentNotificationRepository } from '../departments/department-notification-repository';
import { titlesOf, type AlertPublisher } from '../alerts/alert-topics-of';
import type { EventRepository } from '../events/event-repository';
import { toFileRef, type StoredFile } from '../files/file-repository';
import type { NewsRepository } from '../news/news-repository';
import { itemUrl, type SearchRepository } from '../search/search-repository';
import type { TranslationStore } from '../translations/translation-store';
import type { AuditActor, AuditRepository } from './audit-repository';
import { heldKind, type HeldKindSpec, type HeldWrite } from '../workflow/held-kind';
import type { WorkflowRepository } from '../workflow/workflow-repository';
import { CONTENT_PAGE_SIZE, missingParam, staffTranslationSql, withLanguages } from './publishing-repository';

export interface NewsInput {
  title: string;
  description: string;
  message: string;
  publishedAt?: string;
  publishAt?: string | null;
  images: Array<{ fileId: number; alt: string }>;
  translations?: Translations;
}
export interface EventInput {
  title: string;
  eventDate: string;
  publishAt?: string | null;
  time: string;
  venue: string;
  description: string;
  message: string;
  fileIds: number[];
  translations?: Translations;
}
export interface DepartmentNotificationInput {
  department: DepartmentCode;
  title: string;
  message: string;
  createdAt?: string;
  publishAt?: string | null;
  createdBy: string;
  fileIds: number[];
  translations?: Translations;
}
export type AttachmentKind = 'notices' | 'tenders' | 'news' | 'events' | 'department-notifications';

const iso = (date: string | null | undefined) => (date ? new Date(date).toISOString() : null);
const codeOfDept = Object.fromEntries(Object.entries(DEPARTMENT_IDS).map(([code, id]) => [id, code])) as Record<number, DepartmentCode>;

export type ContentPublishingRepository = ReturnType<typeof createContentPublishingRepository>;

/** The repositories the console's writes go through (its routes add the alerts to subscribers; the import leaves them out). */
export const contentPublishingParts = (app: FastifyInstance) => ({
  news: app.news,
  events: app.events,
  departmentNotifications: app.departmentNotifications,
  search: app.searchIndex,
  audit: app.audit,
  translations: app.translations,
});

/**
 * Staff writes to news, events and department notifications, beside publishing-repository.ts (notices
 * and tenders) and in the same way: the public repositories write (sanitising, search index, answer
 * cache), this adds the console's lists with unpublished items, unpublish, delete, and an audit entry
 * in the same transaction as every change.
 */
export function createContentPublishingRepository(
  db: Db,
  deps: {
    news: NewsRepository;
    events: EventRepository;
    departmentNotifications: DepartmentNotificationRepository;
    search: SearchRepository;
    audit: AuditRepository;
    translations: TranslationStore;
    /** Alerts of a new item, queued in its transaction (alert-subscription-repository.ts). */
    alerts?: AlertPublisher;
    /** Approval and publish-at: a held save stays hidden and keeps its write as a draft. */
    workflow?: WorkflowRepository;
  },
) {
  const { news, events, departmentNotifications: notifications, search, audit, translations, alerts, workflow } = deps;
  const like = (q: string | undefined) => (q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);
  const matches = `(@like IS NULL OR title LIKE @like ESCAPE '\\')`;
  const newsSql = staffTranslationSql(translations, 'news', 'news.id');
  const newsWhere = `${matches} AND ${newsSql.filter}`;
  const newsList = db.prepare(
    `SELECT id, title, published_at AS date, unpublished_at, (SELECT COUNT(*) FROM news_images WHERE news_id = news.id) AS files, ${newsSql.column}
     FROM news WHERE ${newsWhere} ORDER BY published_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const newsCount = db.prepare(`SELECT COUNT(*) AS n FROM news WHERE ${newsWhere}`);
  const eventSql = staffTranslationSql(translations, 'events', 'events.id');
  const eventWhere = `(${matches} OR venue LIKE @like ESCAPE '\\') AND ${eventSql.filter}`;
  const eventList = db.prepare(
    `SELECT id, title, event_date AS date, unpublished_at, (SELECT COUNT(*) FROM event_files WHERE event_id = events.id) AS files, ${eventSql.column}
     FROM events WHERE ${eventWhere} ORDER BY event_date DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const eventCount = db.prepare(`SELECT COUNT(*) AS n FROM events WHERE ${eventWhere}`);
  const notificationSql = staffTranslationSql(translations, 'department-notifications', 'department_notifications.id');
  const notificationWhere = `${matches} AND (@dept IS NULL OR dept_id = @dept) AND ${notificationSql.filter}`;
  const notificationList = db.prepare(
    `SELECT id, title, dept_id, created_at AS date, unpublished_at,
            (SELECT COUNT(*) FROM department_notification_files WHERE notification_id = department_notifications.id) AS files, ${notificationSql.column}
     FROM department_notifications WHERE ${notificationWhere} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const notificationCount = db.prepare(`SELECT COUNT(*) AS n FROM department_notifications WHERE ${notificationWhere}`);
  const setUnpublished = {
    news: db.prepare('UPDATE news SET unpublished_at = ?, updated_at = ? WHERE id = ?'),
    event: db.prepare('UPDATE events SET unpublished_at = ?, updated_at = ? WHERE id = ?'),
    notification: db.prepare('UPDATE department_notifications SET unpublished_at = ? WHERE id = ?'),
  };
  const remove = {
    news: db.prepare('DELETE FROM news WHERE id = ?'),
    event: db.prepare('DELETE FROM events WHERE id = ?'),
    notification: db.prepare('DELETE FROM department_notifications WHERE id = ?'),
  };
  const fileById = db.prepare('SELECT id, type FROM files WHERE id = ?');
  const join = (table: string, owner: string, extra = '') =>
    db.prepare(
      `SELECT f.id, f.sha256, f.name, f.type, f.size${extra} FROM ${table} x JOIN files f ON f.id = x.file_id WHERE x.${owner} = ? ORDER BY x.position`,
    );
  const attachmentsOf: Record<AttachmentKind, ReturnType<Db['prepare']>> = {
    notices: join('notice_files', 'notice_id'),
    tenders: join('tender_files', 'tender_id'),
    news: join('news_images', 'news_id', ', x.alt'),
    events: join('event_files', 'event_id'),
    'department-notifications': join('department_notification_files', 'notification_id'),
  };
  const ownerExists: Record<AttachmentKind, ReturnType<Db['prepare']>> = {
    notices: db.prepare('SELECT 1 FROM notices WHERE id = ?'),
    tenders: db.prepare('SELECT 1 FROM tenders WHERE id = ?'),
    news: db.prepare('SELECT 1 FROM news WHERE id = ?'),
    events: db.prepare('SELECT 1 FROM events WHERE id = ?'),
    'department-notifications': db.prepare('SELECT 1 FROM department_notifications WHERE id = ?'),
  };

  type ListRecord = { id: number; title: string; date: string; unpublished_at: string | null; files: number; dept_id?: number; title_languages: string | null };
  const summary =
    (type: (r: ListRecord) => string) =>
    (r: ListRecord): StaffTranslatedSummary =>
      withLanguages<StaffContentSummary>(
        { id: r.id, title: r.title, type: type(r), publishedAt: r.date, validUntil: null, unpublishedAt: r.unpublished_at, files: r.files },
        r.title_languages,
      );
  type ListQuery = { page: number; q?: string; missing?: 'translation' };
  const page = (query: ListQuery) => ({ like: like(query.q), ...missingParam(query), limit: CONTENT_PAGE_SIZE, offset: (query.page - 1) * CONTENT_PAGE_SIZE });
  const assertFiles = (ids: number[], imagesOnly = false) => {
    for (const id of ids) {
      const file = fileById.get(id) as { id: number; type: string } | undefined;
      if (!file) throw new HttpError(400, `Attachment file ${id} does not exist; upload it first.`);
      if (imagesOnly && !file.type.startsWith('image/')) throw new HttpError(400, `File ${id} is not an image: news takes PNG, JPEG, WebP or GIF images.`);
    }
  };

  const found = <T>(item: T | undefined, sentence: string): T => {
    if (!item) throw new HttpError(404, sentence);
    return item;
  };
  const mustNews = (id: number) => found(news.getForStaff(id), `News item ${id} was not found.`);
  const mustEvent = (id: number) => found(events.getForStaff(id), `Event ${id} was not found.`);
  const mustNotification = (id: number) => {
    const { deptId, fileIds, ...rest } = found(notifications.getForStaff(id), `Department notification ${id} was not found.`);
    return { ...rest, department: codeOfDept[deptId]!, fileIds };
  };
  /** The shape the console reads (and the audit log keeps): without the internal id lists. */
  const publicNews = ({ imageIds: _ids, ...row }: ReturnType<typeof mustNews>) => row;
  const publicEvent = ({ fileIds: _ids, ...row }: ReturnType<typeof mustEvent>) => row;
  const publicNotification = ({ fileIds: _ids, ...row }: ReturnType<typeof mustNotification>) => row;

  const newsValues = (w: NewsInput, publishedAt: string) => ({
    title: w.title,
    description: w.description,
    message: w.message,
    publishedAt,
    images: w.images,
    translations: w.translations,
  });
  const eventValues = (w: EventInput) => ({
    title: w.title,
    eventDate: new Date(w.eventDate).toISOString(),
    message: w.message,
    description: w.description,
    venue: w.venue,
    time: w.time,
    fileIds: w.fileIds,
    translations: w.translations,
  });
  const notificationValues = (w: DepartmentNotificationInput, createdAt: string) => ({
    deptId: DEPARTMENT_IDS[w.department],
    title: w.title,
    message: w.message,
    createdAt,
    createdBy: w.createdBy || `Head of the Department, ${DEPARTMENT_LABELS[w.department]}`,
    fileIds: w.fileIds,
    translations: w.translations,
  });
  const reindexNews = (id: number) => {
    const n = mustNews(id);
    search.index('news', id, n.title, `${n.description} ${plainText(n.message)}`, n._date_);
  };
  const reindexEvent = (id: number) => {
    const e = mustEvent(id);
    const [first] = JSON.parse(e.description) as Array<{ description: string }>;
    search.index('event', id, e.title, `${first?.description ?? ''} ${e.venue} ${plainText(e.message)}`, e._date_);
  };

  /**
   * Held saves, going live, unpublish and publish again (held-kind.ts, as every kind the workflow
   * holds) and delete, alike for every kind: the row's unpublished_at, the site search for the kinds
   * it holds, the public answer cache, and the audit entry.
   */
  const publishingOf = <Item extends { unpublishedAt: string | null }, Write extends HeldWrite>(
    kind: HeldKindSpec<Item, Write> & {
      remove: (id: number) => void;
      /** Whose translations a delete forgets. */
      translated: 'news' | 'events' | 'department-notifications';
    },
  ) => {
    const held = heldKind(db, { workflow, search, audit }, kind);
    return {
      held,
      setPublished: held.setPublished,
      remove: db.transaction((id: number, actor: AuditActor) => {
        const before = kind.get(id);
        kind.remove(id);
        held.forget(id);
        translations.remove(kind.translated, id);
        if (kind.search) search.remove(kind.search.kind, id);
        kind.cache.clear();
        audit.record(actor, { action: `${kind.name}.delete`, target: `${kind.name}:${id}`, before });
      }),
    };
  };
  const newsKind = publishingOf<ReturnType<typeof publicNews>, NewsInput>({
    kind: 'news',
    name: 'news',
    get: (id) => publicNews(mustNews(id)),
    write: (id, w, before) => news.update(id, newsValues(w, iso(w.publishAt) ?? iso(w.publishedAt) ?? before._date_)),
    setUnpublished: (id, unpublishedAt, now) => setUnpublished.news.run(unpublishedAt, now, id),
    remove: (id) => remove.news.run(id),
    translated: 'news',
    cache: news.cache,
    search: { kind: 'news', reindex: reindexNews },
    announce: (id, n) =>
      alerts?.published({ kind: 'news', topics: ['news'], title: n.title, titles: titlesOf(translations.read('news', id)), path: itemUrl.news(id) }),
  });
  const eventKind = publishingOf<ReturnType<typeof publicEvent>, EventInput>({
    kind: 'events',
    name: 'event',
    get: (id) => publicEvent(mustEvent(id)),
    write: (id, w) => events.update(id, eventValues(w)),
    setUnpublished: (id, unpublishedAt, now) => setUnpublished.event.run(unpublishedAt, now, id),
    remove: (id) => remove.event.run(id),
    translated: 'events',
    cache: events.cache,
    search: { kind: 'event', reindex: reindexEvent },
    announce: (id, e) =>
      alerts?.published({ kind: 'event', topics: ['events'], title: e.title, titles: titlesOf(translations.read('events', id)), path: itemUrl.event(id) }),
  });
  // Not in the site search; and the table keeps no updated_at.
  const notificationKind = publishingOf<ReturnType<typeof publicNotification>, DepartmentNotificationInput>({
    kind: 'department_notices',
    name: 'department-notification',
    get: (id) => publicNotification(mustNotification(id)),
    write: (id, w, before) => notifications.update(id, notificationValues(w, iso(w.publishAt) ?? iso(w.createdAt) ?? before.createdAt)),
    setUnpublished: (id, unpublishedAt) => setUnpublished.notification.run(unpublishedAt, id),
    remove: (id) => remove.notification.run(id),
    translated: 'department-notifications',
    cache: notifications.cache,
    announce: (id, n) =>
      alerts?.published({
        kind: 'department-notice',
        topics: [`department:${n.department}`],
        title: n.title,
        titles: titlesOf(translations.read('department-notifications', id)),
        path: `/department/${n.department}/notice`,
      }),
  });

  return {
    attachments(kind: AttachmentKind, id: number): StaffAttachment[] {
      if (!ownerExists[kind].get(id)) throw new HttpError(404, `That item (${kind} ${id}) was not found.`);
      return (attachmentsOf[kind].all(id) as Array<StoredFile & { alt?: string }>).map((f) => ({
        id: f.id,
        ...toFileRef(f),
        ...(f.alt === undefined ? {} : { alt: f.alt }),
      }));
    },

    news: {
      list(query: ListQuery) {
        const p = page(query);
        const rows = (newsList.all(p) as ListRecord[]).map(summary(() => 'NEWS'));
        return { rows, total: (newsCount.get({ like: p.like, missing: p.missing }) as { n: number }).n, pageSize: CONTENT_PAGE_SIZE };
      },
      get: (id: number) => publicNews(mustNews(id)),
      create: db.transaction((w: NewsInput, actor: AuditActor) => {
        assertFiles(
          w.images.map((i) => i.fileId),
          true,
        );
        const id = news.create(newsValues(w, iso(w.publishAt) ?? iso(w.publishedAt) ?? new Date().toISOString()));
        const verdict = newsKind.held.created(id, w, actor);
        const after = publicNews(mustNews(id));
        audit.record(actor, { action: 'news.create', target: `news:${id}`, after: { ...after, ...(verdict.hold ? { workflow: verdict.state } : {}) } });
        return after;
      }),
      update: db.transaction((id: number, w: NewsInput, actor: AuditActor) => {
        assertFiles(
          w.images.map((i) => i.fileId),
          true,
        );
        return newsKind.held.updated(id, w, actor, (before) => news.update(id, newsValues(w, iso(w.publishAt) ?? iso(w.publishedAt) ?? before._date_)));
      }),
      setPublished: newsKind.setPublished,
      remove: newsKind.remove,
      held: newsKind.held,
    },

    events: {
      list(query: ListQuery) {
        const p = page(query);
        const rows = (eventList.all(p) as ListRecord[]).map(summary(() => 'EVENT'));
        return { rows, total: (eventCount.get({ like: p.like, missing: p.missing }) as { n: number }).n, pageSize: CONTENT_PAGE_SIZE };
      },
      get: (id: number) => publicEvent(mustEvent(id)),
      create: db.transaction((w: EventInput, actor: AuditActor) => {
        assertFiles(w.fileIds);
        const id = events.create(eventValues(w));
        const verdict = eventKind.held.created(id, w, actor);
        const after = publicEvent(mustEvent(id));
        audit.record(actor, { action: 'event.create', target: `event:${id}`, after: { ...after, ...(verdict.hold ? { workflow: verdict.state } : {}) } });
        return after;
      }),
      update: db.transaction((id: number, w: EventInput, actor: AuditActor) => {
        assertFiles(w.fileIds);
        return eventKind.held.updated(id, w, actor, () => events.update(id, eventValues(w)));
      }),
      setPublished: eventKind.setPublished,
      remove: eventKind.remove,
      held: eventKind.held,
    },

    departmentNotifications: {
      list(query: ListQuery & { department?: DepartmentCode }) {
        const p = { ...page(query), dept: query.department ? DEPARTMENT_IDS[query.department] : null };
        const rows = (notificationList.all(p) as ListRecord[]).map(summary((r) => codeOfDept[r.dept_id!] ?? String(r.dept_id)));
        return { rows, total: (notificationCount.get({ like: p.like, dept: p.dept, missing: p.missing }) as { n: number }).n, pageSize: CONTENT_PAGE_SIZE };
      },
      get: (id: number) => publicNotification(mustNotification(id)),
      create: db.transaction((w: DepartmentNotificationInput, actor: AuditActor) => {
        assertFiles(w.fileIds);
        const id = notifications.create(notificationValues(w, iso(w.publishAt) ?? iso(w.createdAt) ?? new Date().toISOString()));
        const verdict = notificationKind.held.created(id, w, actor);
        const after = publicNotification(mustNotification(id));
        audit.record(actor, {
          action: 'department-notification.create',
          target: `department-notification:${id}`,
          after: { ...after, ...(verdict.hold ? { workflow: verdict.state } : {}) },
        });
        return after;
      }),
      update: db.transaction((id: number, w: DepartmentNotificationInput, actor: AuditActor) => {
        assertFiles(w.fileIds);
        return notificationKind.held.updated(id, w, actor, (before) =>
          notifications.update(id, notificationValues(w, iso(w.publishAt) ?? iso(w.createdAt) ?? before.createdAt)),
        );
      }),
      setPublished: notificationKind.setPublished,
      remove: notificationKind.remove,
      held: notificationKind.held,
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    contentPublishing: ContentPublishingRepository;
  }
}

/** The console's news, events and department notifications, with their alerts and the workflow (which the scheduler reaches them through). */
export default fp(
  async (app) => {
    app.decorate(
      'contentPublishing',
      createContentPublishingRepository(app.db, {
        ...contentPublishingParts(app),
        alerts: app.hasDecorator('alertSubscriptions') ? app.alertSubscriptions : undefined,
        workflow: app.workflow,
      }),
    );
  },
  {
    name: 'content-publishing',
    dependencies: [
      'db',
      'news-repository',
      'event-repository',
      'department-notification-repository',
      'search-repository',
      'audit-log',
      'translation-store',
      'workflow',
    ],
  },
);
