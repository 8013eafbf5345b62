import type { FastifyInstance } from 'fastify';
import { DEPARTMENT_IDS, departmentNotificationsRequest, requestKey, videosUrl, type ResourceRequest, type WorkflowKind } from '@aec/contracts';
import { projectAnswer } from '../projects/project-repository';
import { itemUrl } from '../search/search-repository';
import type { AuditActor } from '../staff/audit-repository';
import type { HeldKind, HeldWrite } from './held-kind';

/**
 * Where review reminders find a kind's items: its table, what says it is live, its validity date
 * (null: none, a yearly review instead) and the date a yearly review counts from.
 */
export interface ReviewSource {
  table: string;
  title: string;
  live: string;
  validity: string | null;
  since: string;
  /** The audit target of the item's own entries (notice:7, news:7, …), whose first `.create` names its author. */
  auditTarget: (id: number) => string;
  createAction: string | null;
}

/** One kind as the workflow's routes and scheduler reach it; every kind answers the same calls. */
export interface WorkflowKindAdapter {
  /** "news item", "tender": the mails' and sentences' word for one. */
  noun: string;
  /** The console section of the kind: the reminder mail links to `?edit=<id>` and `?archive=<id>` on it (null: never archived). */
  console: string;
  archives: boolean;
  /** The editor of one item in the console (the dashboard links there). */
  editPath: (id: number) => string;
  /** The fields an approver sees the difference of, in order. */
  fields: readonly string[];
  /** The item as staff read it (a 404 when there is none), whether visitors see it, and its title. */
  current: (id: number) => { row: Record<string, unknown>; live: boolean; title: string };
  goLive: (id: number, draft: unknown, actor: AuditActor) => void;
  /** The draft as the public page shows it: the page's address in a language, and the answer that page reads. */
  preview: (id: number, draft: unknown, lang: 'en' | 'as' | 'hi') => { title: string; html: string; page: string | null; seed: Record<string, unknown> };
  review: ReviewSource;
}

/** The review source of a kind that can be unpublished, whose audit entries are `<name>:<id>` from its `<name>.create`. */
const reviewOf = (table: string, name: string, validity: string | null, since: string): ReviewSource => ({
  table,
  title: 'title',
  live: 'unpublished_at IS NULL',
  validity,
  since,
  auditTarget: (id) => `${name}:${id}`,
  createAction: `${name}.create`,
});
const langPath = (lang: 'en' | 'as' | 'hi', path: string) => `${lang === 'en' ? '' : `/${lang}`}${path}`;
const answer = (body: unknown) => ({ ok: true, body });
const textOf = (row: { message?: unknown; description?: unknown; homepageHtml?: unknown }) => String(row.message ?? row.homepageHtml ?? row.description ?? '');

/** The calls every held kind shares, from its held-kind.ts part; the rest is what differs per kind. */
function adapterOf<Item extends { unpublishedAt: string | null; title?: string; name?: string }, Write extends HeldWrite>(
  held: HeldKind<Item, Write>,
  get: (id: number) => Item,
  rest: Omit<WorkflowKindAdapter, 'current' | 'goLive' | 'preview'> & {
    /** The public page of the item and the public answers of it that page reads (none: shown as a bare page). */
    page?: (id: number, item: Item) => { path: string; reads: Array<[ResourceRequest, () => unknown]> };
  },
): WorkflowKindAdapter {
  const { page, ...adapter } = rest;
  const titleOf = (item: Item) => item.title ?? item.name ?? '';
  return {
    ...adapter,
    current: (id) => {
      const row = get(id);
      return { row: row as unknown as Record<string, unknown>, live: row.unpublishedAt === null, title: titleOf(row) };
    },
    goLive: (id, draft, actor) => void held.goLive(id, draft as Write | undefined, actor),
    preview: (id, draft, lang) => {
      const { item, answer: seen } = held.preview(id, draft as Write | undefined, (shown) => {
        const p = page?.(id, shown);
        return p ? { path: p.path, seed: Object.fromEntries(p.reads.map(([request, read]) => [requestKey(request), answer(read())])) } : null;
      });
      return {
        title: titleOf(item),
        html: textOf(item as { message?: unknown }),
        page: seen ? langPath(lang, seen.path) : null,
        seed: seen?.seed ?? {},
      };
    },
  };
}

/** The six kinds of GIGW's content workflow, each through the same generic path (held-kind.ts). */
export function workflowKinds(app: FastifyInstance): Record<WorkflowKind, WorkflowKindAdapter> {
  const { publishing, contentPublishing: content, projectContent } = app;
  const publicRows = <T>(row: T | undefined) => ({ rows: row ? [row] : [] });
  // A news item's or event's videos are listed only while it is published: its preview lists them as it will be.
  const videosOf = (place: 'news' | 'event', id: number): [ResourceRequest, () => unknown] => [
    videosUrl(place, id),
    () => ({ videos: app.videos.list(place, id) }),
  ];
  return {
    notices: adapterOf(publishing.noticeKind, publishing.getNotice, {
      noun: 'notice',
      console: '/admin/notices',
      archives: true,
      editPath: (id) => `/admin/notices/${id}`,
      fields: ['title', 'type', 'description', 'message', 'validUntil', 'publishAt', 'flash', 'translations'],
      page: (id) => ({ path: itemUrl.notice(id), reads: [[`/api/notice/${id}?lean=1`, () => publicRows(app.notices.get(id))]] }),
      review: reviewOf('notices', 'notice', 'valid_until', 'published_at'),
    }),
    // A tender's validity is its closing date: bids end then, and it is to be awarded, extended or archived.
    tenders: adapterOf(publishing.tenderKind, publishing.getTender, {
      noun: 'tender',
      console: '/admin/tenders',
      archives: true,
      editPath: (id) => `/admin/tenders/${id}`,
      fields: ['title', 'tenderNo', 'reference', 'type', 'description', 'dateOpening', 'dateClosing', 'validUntil', 'publishAt', 'translations'],
      page: (id) => ({ path: itemUrl.tender(id), reads: [[`/api/tender/${id}?lean=1`, () => publicRows(app.tenders.get(id))]] }),
      review: reviewOf('tenders', 'tender', 'date_closing', 'published_at'),
    }),
    news: adapterOf(content.news.held, content.news.get, {
      noun: 'news item',
      console: '/admin/news',
      archives: true,
      editPath: (id) => `/admin/news/${id}`,
      fields: ['title', 'description', 'message', 'images', 'publishAt', 'translations'],
      page: (id) => ({ path: itemUrl.news(id), reads: [[`/api/news/${id}?lean=1`, () => app.news.get(id, true)], videosOf('news', id)] }),
      review: reviewOf('news', 'news', null, 'published_at'),
    }),
    // An event's page is current until its day: reminded before it, and on it, to archive or keep it.
    events: adapterOf(content.events.held, content.events.get, {
      noun: 'event',
      console: '/admin/events',
      archives: true,
      editPath: (id) => `/admin/events/${id}`,
      fields: ['title', 'eventDate', 'time', 'venue', 'description', 'message', 'publishAt', 'translations'],
      page: (id) => ({ path: itemUrl.event(id), reads: [[`/api/events/${id}?lean=1`, () => app.events.get(id, true)], videosOf('event', id)] }),
      review: reviewOf('events', 'event', 'event_date', 'created_at'),
    }),
    department_notices: adapterOf(content.departmentNotifications.held, content.departmentNotifications.get, {
      noun: 'department notice',
      console: '/admin/department-notifications',
      archives: true,
      editPath: (id) => `/admin/department-notifications/${id}`,
      fields: ['department', 'title', 'message', 'createdBy', 'publishAt', 'translations'],
      // The department's notice board, the draft among its notices as it will stand.
      page: (_id, { department }) => ({
        path: `/department/${department}/notice`,
        reads: [[departmentNotificationsRequest(DEPARTMENT_IDS[department]), () => app.departmentNotifications.list(DEPARTMENT_IDS[department], true)]],
      }),
      review: reviewOf('department_notifications', 'department-notification', null, 'created_at'),
    }),
    // The item is the project (its id); what waits is its home text.
    project_content: adapterOf(projectContent.home, projectContent.homeOf, {
      noun: 'project home text',
      console: '/admin/projects',
      archives: false,
      editPath: (id) => `/admin/projects/${projectContent.homeOf(id).code}`,
      fields: ['homepageHtml', 'publishAt', 'translations'],
      page: (_id, item) => ({ path: `/project/${item.code}/home`, reads: [[`/api/project/${item.code}`, () => projectAnswer(app, item.code)]] }),
      review: {
        table: 'projects',
        title: 'name',
        live: '1 = 1',
        validity: null,
        since: 'updated_at',
        auditTarget: () => '',
        createAction: null,
      },
    }),
  };
}
