import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { WorkflowKind } from '@aec/contracts';
import type { Db } from '../db/database';
import type { OutboxRepository } from '../mail/outbox-repository';
import type { WorkflowRepository } from './workflow-repository';

const DAY_MS = 86_400_000;
const REVIEW_AFTER_MS = 365 * DAY_MS;
/** India has one time zone and no daylight saving: its calendar day is UTC + 5:30. */
const indiaDay = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** A held item's way live, per kind (the publishing repository's, which indexes, clears caches and alerts). */
export type GoLive = Partial<Record<WorkflowKind, (id: number, draft: unknown) => void>>;

export interface ReviewDue {
  kind: WorkflowKind;
  id: number;
  title: string;
  reason: 'expiring' | 'review';
  dueAt: string;
}

/**
 * Publishes what is due (at start, so a restart loses nothing, and on a timer) and mails review
 * reminders. Every step reads the workflow repository's clock, which tests set.
 */
export function createPublishScheduler(
  db: Db,
  deps: {
    workflow: WorkflowRepository;
    goLive: GoLive;
    outbox?: OutboxRepository;
    kick?: () => void;
    siteUrl: string;
    noticeDays: number;
    log?: FastifyBaseLogger;
  },
) {
  const { workflow, goLive, outbox, siteUrl, noticeDays, log } = deps;
  const expiring = db.prepare(
    `SELECT id, title, valid_until AS due FROM notices
     WHERE unpublished_at IS NULL AND valid_until IS NOT NULL AND valid_until >= @from AND valid_until <= @until ORDER BY valid_until, id`,
  );
  const unreviewed = db.prepare(
    `SELECT n.id, n.title, COALESCE(r.last_reviewed_at, n.published_at) AS reviewed FROM notices n
     LEFT JOIN content_reviews r ON r.kind = 'notices' AND r.item_id = n.id
     WHERE n.unpublished_at IS NULL AND n.valid_until IS NULL AND COALESCE(r.last_reviewed_at, n.published_at) <= @before ORDER BY reviewed, n.id`,
  );
  const sent = db.prepare('SELECT 1 FROM review_reminders WHERE kind = ? AND item_id = ? AND due_at = ? AND stage = ?').pluck();
  const markSent = db.prepare('INSERT OR IGNORE INTO review_reminders (kind, item_id, due_at, stage, sent_at) VALUES (?, ?, ?, ?, ?)');
  const authorOf = db
    .prepare(
      `SELECT a.email FROM audit_log l JOIN staff_accounts a ON a.id = l.actor_id
       WHERE l.target = ? AND l.action IN ('notice.create', 'workflow.draft', 'workflow.schedule') AND a.disabled = 0 ORDER BY l.id LIMIT 1`,
    )
    .pluck();
  const reviewed = db.prepare(
    'INSERT INTO content_reviews (kind, item_id, last_reviewed_at) VALUES (?, ?, ?) ON CONFLICT (kind, item_id) DO UPDATE SET last_reviewed_at = excluded.last_reviewed_at',
  );

  const remind = (id: number, title: string, due: string, stage: 'before' | 'day' | 'review') => {
    if (sent.get('notices', id, due, stage)) return false;
    const to = new Set([...(authorOf.all(`notice:${id}`) as string[]), ...workflow.approvers()]);
    const edit = `${siteUrl}/admin/notices?edit=${id}`;
    const subject = stage === 'review' ? `Review due: ${title}` : stage === 'day' ? `Ends today: ${title}` : `Ends in ${noticeDays} days: ${title}`;
    const text = [
      stage === 'review'
        ? `The notice “${title}” was last reviewed over a year ago. Check it is still right and mark it reviewed.`
        : `The notice “${title}” is valid until ${indiaDay(Date.parse(due))} (India time).`,
      '',
      `Extend its validity: ${edit}`,
      `Archive it (unpublish): ${siteUrl}/admin/notices?archive=${id}`,
      `What is due for review: ${siteUrl}/admin`,
    ].join('\n');
    for (const address of to) outbox?.queue(address, subject, text);
    markSent.run('notices', id, due, stage, new Date(workflow.now()).toISOString());
    return to.size > 0;
  };

  const scheduler = {
    /** Held items whose publish-at time has come go live, in order; one failing does not stop the rest. */
    publishDue(): number {
      let published = 0;
      for (const row of workflow.dueToPublish()) {
        const live = goLive[row.kind];
        if (!live) continue;
        try {
          db.transaction(() => {
            workflow.publishDue(row);
            live(row.item_id, workflow.draftOf(row));
          })();
          published += 1;
        } catch (err) {
          log?.error({ err, kind: row.kind, id: row.item_id }, 'a scheduled item could not be published');
        }
      }
      return published;
    },
    /** What is due for review now: validity ending within the notice period, or a year unreviewed. */
    due(): ReviewDue[] {
      const now = workflow.now();
      const ending = expiring.all({ from: new Date(now - DAY_MS).toISOString(), until: new Date(now + noticeDays * DAY_MS).toISOString() }) as {
        id: number;
        title: string;
        due: string;
      }[];
      const stale = unreviewed.all({ before: new Date(now - REVIEW_AFTER_MS).toISOString() }) as { id: number; title: string; reviewed: string }[];
      return [
        ...ending.map((r) => ({ kind: 'notices' as const, id: r.id, title: r.title, reason: 'expiring' as const, dueAt: r.due })),
        ...stale.map((r) => ({
          kind: 'notices' as const,
          id: r.id,
          title: r.title,
          reason: 'review' as const,
          dueAt: new Date(Date.parse(r.reviewed) + REVIEW_AFTER_MS).toISOString(),
        })),
      ];
    },
    /** Reminder mails: N days before a validity date ends, on its day (India time), and a year after the last review. */
    remindDue(): number {
      const today = indiaDay(workflow.now());
      let mails = 0;
      for (const item of scheduler.due()) {
        const stage = item.reason === 'review' ? 'review' : indiaDay(Date.parse(item.dueAt)) === today ? 'day' : 'before';
        if (remind(item.id, item.title, item.dueAt, stage)) mails += 1;
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
  }
}

export default fp(
  async (app) => {
    const scheduler = createPublishScheduler(app.db, {
      workflow: app.workflow,
      goLive: {
        notices: (id, draft) => app.publishing.noticeGoesLive(id, draft as Parameters<typeof app.publishing.noticeGoesLive>[1], { id: null, name: 'system' }),
      },
      outbox: app.outbox,
      kick: () => void app.mail.kick(),
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
  { name: 'publish-scheduler', dependencies: ['db', 'workflow', 'publishing', 'mail'] },
);
