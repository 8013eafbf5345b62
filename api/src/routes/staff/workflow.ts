import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  PageReviewResponse,
  PageReviewsResponse,
  PageReviewWrite,
  ReviewDueResponse,
  WorkflowItemParams,
  WorkflowKindParam,
  WorkflowQueueItem,
  WorkflowQueueResponse,
  WorkflowReturnWrite,
  WorkflowSettings,
  WorkflowSettingWrite,
} from '@aec/contracts';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../lib/route-schemas';
import { diffFields } from '../../plugins/app/workflow/workflow-repository';
import { storedFileOf, storedFilesStatic } from '../../plugins/external/stored-files';

const PreviewQuery = z.object({ lang: z.enum(['en', 'as', 'hi'], { message: 'lang must be en, as or hi' }).default('en') }).strict();

/** Where a preview's files are read: /files/ answers only for published items, and the staff cookie is sent to /api/staff only. */
const PREVIEW_FILES = '/api/staff/workflow/files/';
// A stored file's or variant's address in an answer (also inside stored markup and srcsets).
const STORED_FILE_URL = /\/files\/(?=(?:variants\/)?[0-9a-f]{64}[.-])/g;
/** The answers a preview is drawn from, their stored files read through the staff route (the draft's may not be public). */
const throughStaffFiles = (seed: Record<string, unknown>): Record<string, unknown> => JSON.parse(JSON.stringify(seed).replace(STORED_FILE_URL, PREVIEW_FILES));

/**
 * /api/staff/workflow: approval per kind (administrator), the queue with each draft's difference
 * from the live version, submit (its author), approve and return (approver), a preview of a draft
 * as the public page shows it (never cached), and what is due for review.
 */
const workflowRoutes: FastifyPluginAsync = async (app) => {
  const { workflow, workflowKinds: kinds } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole('admin');
  const staff = app.requireRole('publisher', 'approver');
  const publisher = app.requireRole('publisher');
  const approver = app.requireRole('approver');
  const queueItem = (row: NonNullable<ReturnType<typeof workflow.get>>): WorkflowQueueItem => {
    const adapter = kinds[row.kind];
    const current = adapter.current(row.item_id);
    const draft = workflow.draftOf<Record<string, unknown>>(row) ?? {};
    return {
      kind: row.kind,
      id: row.item_id,
      title: typeof draft.title === 'string' ? draft.title : current.title,
      state: row.state,
      author: row.author_email,
      publishAt: row.publish_at,
      comment: row.comment,
      updatedAt: row.updated_at,
      changes: diffFields(current.live ? current.row : null, draft, adapter.fields),
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
      items: workflow.queue().map(queueItem),
    }),
  );

  routes.post('/workflow/:kind/:id/submit', { preValidation: publisher, schema: { params: WorkflowItemParams } }, async (request) => {
    const { kind, id } = request.params;
    return WorkflowQueueItem.parse(queueItem(workflow.submit(kind, id, app.staffActor(request))));
  });

  routes.post('/workflow/:kind/:id/approve', { preValidation: approver, schema: { params: WorkflowItemParams } }, async (request) => {
    const { kind, id } = request.params;
    const actor = app.staffActor(request);
    // One transaction: the approval and the notice going live commit together or not at all.
    const item = app.db.transaction(() => {
      const row = workflow.approve(kind, id, actor);
      if (row.state === 'live') kinds[kind].goLive(id, workflow.draftOf(row), actor);
      return row;
    })();
    return WorkflowQueueItem.parse({ ...queueItem(item), changes: [] });
  });

  routes.post('/workflow/:kind/:id/return', { preValidation: approver, schema: { params: WorkflowItemParams, body: WorkflowReturnWrite } }, async (request) => {
    const { kind, id } = request.params;
    const actor = app.staffActor(request);
    const row = app.db.transaction(() => {
      const returned = workflow.returnItem(kind, id, request.body.comment, actor);
      const title = queueItem(returned).title;
      app.outbox.queue(
        returned.author_email,
        `Returned for changes: ${title}`,
        [
          `${actor.name} returned your ${kinds[kind].noun} “${title}” with this comment:`,
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
      reply.header('cache-control', 'no-store');
      const row = workflow.get(kind, id);
      const lang = request.query.lang;
      const preview = kinds[kind].preview(id, row ? workflow.draftOf(row) : undefined, lang);
      const rendered = preview.page && app.hasDecorator('pages') ? await app.pages.renderWith(preview.page, throughStaffFiles(preview.seed) as never) : null;
      reply.code(200).type('text/html; charset=utf-8').header('x-robots-tag', 'noindex');
      if (rendered) {
        // The page's own styles and pictures, and no script: at this address the site's router would not find the page.
        const csp = app.pageCsp(rendered.page.html.toString()).replace(/(^|;)script-src [^;]*/, "$1script-src 'none'");
        return reply.header('content-security-policy', csp).send(rendered.page.html);
      }
      // No built site to render with (the API alone), or a kind without an item page: the headline and its sanitised text, plainly.
      const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
      return reply.send(
        `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>Preview: ${escape(preview.title)}</title><h1>${escape(preview.title)}</h1>${preview.html}</html>`,
      );
    },
  );

  // The files a preview shows, drafts' included, for staff only (never kept: the staff scope answers no-store).
  await app.register(async (files) => {
    files.addHook('preValidation', staff);
    await files.register(fastifyStatic, {
      ...storedFilesStatic(app.config.dataDir),
      prefix: PREVIEW_FILES.slice('/api/staff'.length),
      allowedPath: (pathName) => ['stored', 'variant'].includes(storedFileOf(pathName)?.kind ?? ''),
    });
  });

  routes.get('/workflow/review-due', { preValidation: staff }, async () => ReviewDueResponse.parse({ items: app.publishScheduler.due() }));
  routes.post('/workflow/:kind/:id/reviewed', { preValidation: publisher, schema: { params: WorkflowItemParams } }, async (request, reply) => {
    const { kind, id } = request.params;
    kinds[kind].current(id);
    app.publishScheduler.markReviewed(kind, id);
    app.audit.record(app.staffActor(request), { action: 'workflow.reviewed', target: `${kind}:${id}` });
    return reply.code(204).send();
  });

  // The institutional pages' "Last reviewed" (page-reviews.ts): read by publishers and approvers, set by a publisher.
  routes.get('/workflow/page-reviews', { preValidation: staff }, async () => PageReviewsResponse.parse(app.pageReviews.list()));
  routes.post('/workflow/page-reviews', { preValidation: publisher, schema: { body: PageReviewWrite } }, async (request) =>
    PageReviewResponse.parse(app.pageReviews.markReviewed(request.body.path, app.staffActor(request))),
  );
};
export default workflowRoutes;
