import type { FastifyPluginAsync } from 'fastify';
import {
  ReviewDueResponse,
  WORKFLOW_KIND_LABELS,
  WorkflowItemParams,
  WorkflowKindParam,
  WorkflowQueueItem,
  WorkflowQueueResponse,
  WorkflowReturnWrite,
  WorkflowSettings,
  WorkflowSettingWrite,
  type WorkflowKind,
} from '@aec/contracts';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import type { ZodTypeProvider } from '../../lib/route-schemas';
import type { PublishingRepository } from '../../plugins/app/staff/publishing-repository';
import { diffFields } from '../../plugins/app/workflow/workflow-repository';

const PreviewQuery = z.object({ lang: z.enum(['en', 'as', 'hi'], { message: 'lang must be en, as or hi' }).default('en') }).strict();
/** The notice fields an approver sees the difference of. */
const NOTICE_FIELDS = ['title', 'type', 'description', 'message', 'validUntil', 'publishAt', 'flash', 'translations'] as const;
type NoticeDraft = Parameters<PublishingRepository['noticeGoesLive']>[1];

/**
 * /api/staff/workflow: approval per kind (administrator), the queue with each draft's difference
 * from the live version, submit (its author), approve and return (approver), a preview of a draft
 * as the public page shows it (never cached), and what is due for review.
 */
const workflowRoutes: FastifyPluginAsync = async (app) => {
  const { workflow, publishing } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole('admin');
  const staff = app.requireRole('publisher', 'approver');
  const publisher = app.requireRole('publisher');
  const approver = app.requireRole('approver');
  // Only notices are held by the workflow so far; the other kinds' settings are kept for when they are.
  const supported = (kind: WorkflowKind) => {
    if (kind !== 'notices') throw new HttpError(400, `${WORKFLOW_KIND_LABELS[kind]} do not go through the workflow yet; only notices do.`);
  };

  const queueItem = (row: NonNullable<ReturnType<typeof workflow.get>>): WorkflowQueueItem => {
    const current = publishing.getNotice(row.item_id);
    const draft = workflow.draftOf<Record<string, unknown>>(row) ?? {};
    const live = current.unpublishedAt === null ? current : null;
    return {
      kind: row.kind,
      id: row.item_id,
      title: typeof draft.title === 'string' ? draft.title : current.title,
      state: row.state,
      author: row.author_email,
      publishAt: row.publish_at,
      comment: row.comment,
      updatedAt: row.updated_at,
      changes: diffFields(live, draft, NOTICE_FIELDS),
    };
  };

  routes.get('/workflow/settings', { preValidation: app.requireRole('publisher', 'approver', 'grievance_officer') }, async () =>
    WorkflowSettings.parse(workflow.settings()),
  );
  routes.put('/workflow/settings/:kind', { preValidation: admin, schema: { params: WorkflowKindParam, body: WorkflowSettingWrite } }, async (request) => {
    workflow.setApproval(request.params.kind, request.body.approval, app.staffActor(request));
    return WorkflowSettings.parse(workflow.settings());
  });

  routes.get('/workflow/queue', { preValidation: staff }, async () =>
    WorkflowQueueResponse.parse({
      items: workflow
        .queue()
        .filter((r) => r.kind === 'notices')
        .map(queueItem),
    }),
  );

  routes.post('/workflow/:kind/:id/submit', { preValidation: publisher, schema: { params: WorkflowItemParams } }, async (request) => {
    const { kind, id } = request.params;
    supported(kind);
    return WorkflowQueueItem.parse(queueItem(workflow.submit(kind, id, app.staffActor(request))));
  });

  routes.post('/workflow/:kind/:id/approve', { preValidation: approver, schema: { params: WorkflowItemParams } }, async (request) => {
    const { kind, id } = request.params;
    supported(kind);
    const actor = app.staffActor(request);
    // One transaction: the approval and the notice going live commit together or not at all.
    const item = app.db.transaction(() => {
      const row = workflow.approve(kind, id, actor);
      if (row.state === 'live') publishing.noticeGoesLive(id, workflow.draftOf<NoticeDraft>(row), actor);
      return row;
    })();
    return WorkflowQueueItem.parse({ ...queueItem(item), changes: [] });
  });

  routes.post('/workflow/:kind/:id/return', { preValidation: approver, schema: { params: WorkflowItemParams, body: WorkflowReturnWrite } }, async (request) => {
    const { kind, id } = request.params;
    supported(kind);
    const actor = app.staffActor(request);
    const row = app.db.transaction(() => {
      const returned = workflow.returnItem(kind, id, request.body.comment, actor);
      const title = queueItem(returned).title;
      app.outbox.queue(
        returned.author_email,
        `Returned for changes: ${title}`,
        [
          `${actor.name} returned your notice “${title}” with this comment:`,
          '',
          request.body.comment,
          '',
          `Change it and submit it again: ${app.config.publicUrl}/admin/approvals`,
        ].join('\n'),
      );
      return returned;
    })();
    void app.mail.kick();
    return WorkflowQueueItem.parse(queueItem(row));
  });

  /** Staff only, never stored: no-store for the browser and for nginx, and the page cache is not used (renderWith). */
  routes.get(
    '/workflow/:kind/:id/preview',
    { preValidation: staff, schema: { params: WorkflowItemParams, querystring: PreviewQuery } },
    async (request, reply) => {
      const { kind, id } = request.params;
      supported(kind);
      reply.header('cache-control', 'no-store');
      const row = workflow.get(kind, id);
      const { unpublishedAt: _hidden, ...notice } = publishing.previewNotice(id, row ? workflow.draftOf<NoticeDraft>(row) : undefined);
      const lang = request.query.lang;
      const page = `${lang === 'en' ? '' : `/${lang}`}/notifications/notice/${id}`;
      const rendered = app.hasDecorator('pages')
        ? await app.pages.renderWith(page, { [`/api/notice/${id}?lean=1`]: { ok: true, body: { rows: [notice] } } })
        : null;
      reply.code(200).type('text/html; charset=utf-8').header('x-robots-tag', 'noindex');
      if (rendered) return reply.send(rendered.page.html);
      // No built site to render with (the API alone): the draft's headline and its sanitised message, plainly.
      const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
      return reply.send(
        `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>Preview: ${escape(notice.title)}</title><h1>${escape(notice.title)}</h1>${notice.message}</html>`,
      );
    },
  );

  routes.get('/workflow/review-due', { preValidation: staff }, async () => ReviewDueResponse.parse({ items: app.publishScheduler.due() }));
  routes.post('/workflow/:kind/:id/reviewed', { preValidation: publisher, schema: { params: WorkflowItemParams } }, async (request, reply) => {
    const { kind, id } = request.params;
    supported(kind);
    publishing.getNotice(id);
    app.publishScheduler.markReviewed(kind, id);
    app.audit.record(app.staffActor(request), { action: 'workflow.reviewed', target: `${kind}:${id}` });
    return reply.code(204).send();
  });
};
export default workflowRoutes;
