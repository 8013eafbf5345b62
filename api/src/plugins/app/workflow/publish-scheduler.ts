import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { WorkflowKind } from '@aec/contracts';
import type { Db } from '../db/database';
import type { OutboxRepository } from '../mail/outbox-repository';
import type { WorkflowRepository } from './workflow-repository';
import { workflowKinds, type ReviewSource, type WorkflowKindAdapter } from './workflow-kinds';

const DAY_MS = 86_400_000;
const REVIEW_AFTER_MS = 365 * DAY_MS;
/** India has one time zone and no daylight saving: its calendar day is UTC + 5:30. */
const indiaDay = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);

export interface ReviewDue {
  kind: WorkflowKind;
  id: number;
  title: string;
  reason: 'expiring' | 'review';
  dueAt: string;
  /** The console's editor of the item. */
  editPath: string;
}

/** The statements that find one kind's items due for review (its review source). */
function reviewQueries(db: Db, kind: WorkflowKind, source: ReviewSource) {
  const { table, title, live, validity, since } = source;
  return {
    expiring: validity
      ? db.prepare(
          `SELECT id, ${title} AS title, ${validity} AS due FROM ${table}
           WHERE ${live} AND ${validity} >= @from AND ${validity} <= @until ORDER BY ${validity}, id`,
        )
      : null,
    // Items without a validity date: a year after their last review, else after their date.
    unreviewed: validity
      ? null
      : db.prepare(
          `SELECT x.id, x.${title} AS title, COALESCE(r.last_reviewed_at, x.${since}) AS reviewed FROM ${table} x
           LEFT JOIN content_reviews r ON r.kind = '${kind}' AND r.item_id = x.id
           WHERE ${live.replace(/\bunpublished_at\b/g, 'x.unpublished_at')} AND COALESCE(r.last_reviewed_at, x.${since}) <= @before ORDER BY reviewed, x.id`,
        ),
  };
}

/**
 * Publishes what is due (at start, so a restart loses nothing, and on a timer) and mails review
 * reminders, for every kind through its adapter (workflow-kinds.ts). Every step reads the workflow
 * repository's clock, which tests set.
 */
export function createPublishScheduler(
  db: Db,
  deps: {
    workflow: WorkflowRepository;
    kinds: Partial<Record<WorkflowKind, WorkflowKindAdapter>>;
    outbox?: OutboxRepository;
    kick?: () => void;
    /** After items went live: the rendered pages (the page cache) follow at once, not when their minute ends. */
    afterPublish?: () => void;
    siteUrl: string;
    noticeDays: number;
    log?: FastifyBaseLogger;
  },
) {
  const { workflow, kinds, outbox, siteUrl, noticeDays, log } = deps;
  const adapters = Object.entries(kinds) as [WorkflowKind, WorkflowKindAdapter][];
  const queries = new Map(adapters.map(([kind, adapter]) => [kind, reviewQueries(db, kind, adapter.review)]));
  const sent = db.prepare('SELECT 1 FROM review_reminders WHERE kind = ? AND item_id = ? AND due_at = ? AND stage = ?').pluck();
  const markSent = db.prepare('INSERT OR IGNORE INTO review_reminders (kind, item_id, due_at, stage, sent_at) VALUES (?, ?, ?, ?, ?)');
  // The author: the account of the item's first create entry, or of its first held save.
  const authorOf = db
    .prepare(
      `SELECT a.email FROM audit_log l JOIN staff_accounts a ON a.id = l.actor_id
       WHERE ((l.target = @own AND l.action = @create) OR (l.target = @held AND l.action IN ('workflow.draft', 'workflow.schedule'))) AND a.disabled = 0
       ORDER BY l.id LIMIT 1`,
    )
    .pluck();
  const reviewed = db.prepare(
    'INSERT INTO content_reviews (kind, item_id, last_reviewed_at) VALUES (?, ?, ?) ON CONFLICT (kind, item_id) DO UPDATE SET last_reviewed_at = excluded.last_reviewed_at',
  );

  const remind = (item: ReviewDue, stage: 'before' | 'day' | 'review') => {
    const { kind, id, title, dueAt: due } = item;
    const adapter = kinds[kind]!;
    if (sent.get(kind, id, due, stage)) return false;
    const author = authorOf.get({ own: adapter.review.auditTarget(id), create: adapter.review.createAction, held: `${kind}:${id}` }) as string | undefined;
    const to = new Set([...(author ? [author] : []), ...workflow.approvers()]);
    const section = `${siteUrl}${adapter.console}`;
    const subject = stage === 'review' ? `Review due: ${title}` : stage === 'day' ? `Ends today: ${title}` : `Ends in ${noticeDays} days: ${title}`;
    const text = [
      stage === 'review'
        ? `The ${adapter.noun} “${title}” was last reviewed over a year ago. Check it is still right and mark it reviewed.`
        : `The ${adapter.noun} “${title}” is valid until ${indiaDay(Date.parse(due))} (India time).`,
      '',
      // The publishing sections open `?edit=<id>` in their editor; a project's editor is named by its code.
      `${stage === 'review' ? 'Review or change it' : 'Extend its validity'}: ${adapter.archives ? `${section}?edit=${id}` : `${siteUrl}${adapter.editPath(id)}`}`,
      ...(adapter.archives ? [`Archive it (unpublish): ${section}?archive=${id}`] : []),
      `What is due for review: ${siteUrl}/admin`,
    ].join('\n');
    for (const address of to) outbox?.queue(address, subject, text);
    markSent.run(kind, id, due, stage, new Date(workflow.now()).toISOString());
    return to.size > 0;
  };

  const scheduler = {
    /** Held items whose publish-at time has come go live, in order; one failing does not stop the rest. */
    publishDue(): number {
      let published = 0;
      for (const row of workflow.dueToPublish()) {
        const adapter = kinds[row.kind];
        if (!adapter) continue;
        try {
          db.transaction(() => {
            workflow.publishDue(row);
            adapter.goLive(row.item_id, workflow.draftOf(row), { id: null, name: 'system' });
          })();
          published += 1;
        } catch (err) {
          log?.error({ err, kind: row.kind, id: row.item_id }, 'a scheduled item could not be published');
        }
      }
      if (published > 0) deps.afterPublish?.();
      return published;
    },
    /** What is due for review now, every kind: validity ending within the notice period, or a year unreviewed. */
    due(): ReviewDue[] {
      const now = workflow.now();
      const window = { from: new Date(now - DAY_MS).toISOString(), until: new Date(now + noticeDays * DAY_MS).toISOString() };
      const before = new Date(now - REVIEW_AFTER_MS).toISOString();
      return adapters.flatMap(([kind, adapter]) => {
        const q = queries.get(kind)!;
        const ending = (q.expiring?.all(window) ?? []) as { id: number; title: string; due: string }[];
        const stale = (q.unreviewed?.all({ before }) ?? []) as { id: number; title: string; reviewed: string }[];
        return [
          ...ending.map((r) => ({ kind, id: r.id, title: r.title, reason: 'expiring' as const, dueAt: r.due, editPath: adapter.editPath(r.id) })),
          ...stale.map((r) => ({
            kind,
            id: r.id,
            title: r.title,
            reason: 'review' as const,
            dueAt: new Date(Date.parse(r.reviewed) + REVIEW_AFTER_MS).toISOString(),
            editPath: adapter.editPath(r.id),
          })),
        ];
      });
    },
    /** Reminder mails: N days before a validity date ends, on its day (India time), and a year after the last review. */
    remindDue(): number {
      const today = indiaDay(workflow.now());
      let mails = 0;
      for (const item of scheduler.due()) {
        const stage = item.reason === 'review' ? 'review' : indiaDay(Date.parse(item.dueAt)) === today ? 'day' : 'before';
        if (remind(item, stage)) mails += 1;
      }
      if (mails > 0) deps.kick?.();
      return mails;
    },
    markReviewed(kind: WorkflowKind, id: number) {
      reviewed.run(kind, id, new Date(workflow.now()).toISOString());
    },
    tick() {
      const published = scheduler.publishDue();
      const reminded = scheduler.remindDue();
      if (published || reminded) log?.info({ published, reminded }, 'publishing scheduler');
    },
  };
  return scheduler;
}

export type PublishScheduler = ReturnType<typeof createPublishScheduler>;

declare module 'fastify' {
  interface FastifyInstance {
    publishScheduler: PublishScheduler;
    workflowKinds: Record<WorkflowKind, WorkflowKindAdapter>;
  }
}

export default fp(
  async (app) => {
    app.decorate('workflowKinds', workflowKinds(app));
    const scheduler = createPublishScheduler(app.db, {
      workflow: app.workflow,
      kinds: app.workflowKinds,
      outbox: app.outbox,
      kick: () => void app.mail.kick(),
      // A timer's publish is no API write, which is what empties the page cache otherwise.
      afterPublish: () => app.hasDecorator('pages') && app.pages.cache.clear(),
      siteUrl: app.config.publicUrl,
      noticeDays: app.config.reviewNoticeDays,
      log: app.log.child({ component: 'publish-scheduler' }),
    });
    app.decorate('publishScheduler', scheduler);
    let timer: NodeJS.Timeout | undefined;
    // At start first: what fell due while the server was down goes live before the first visitor.
    app.addHook('onReady', async () => {
      scheduler.tick();
      timer = setInterval(() => scheduler.tick(), app.config.schedulerMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'publish-scheduler', dependencies: ['db', 'workflow', 'publishing', 'content-publishing', 'project-content', 'mail'] },
);
