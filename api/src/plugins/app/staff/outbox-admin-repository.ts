import fp from 'fastify-plugin';
import type { OutboxMail, OutboxQuery } from '@aec/contracts';
import { HttpError } from '../../../lib/http-error';
import type { Db } from '../db/database';
import type { AuditActor, AuditRepository } from './audit-repository';

export const OUTBOX_PAGE_SIZE = 50;

const stateOf = (r: { sent_at: string | null; attempts: number }): OutboxMail['state'] => (r.sent_at ? 'sent' : r.attempts > 0 ? 'failed' : 'queued');

export type OutboxAdminRepository = ReturnType<typeof createOutboxAdminRepository>;

/** The admins' view of the mail queue: read it (without SMTP_URL this is where mail stays) and retry now. */
export function createOutboxAdminRepository(db: Db, audit: AuditRepository) {
  const where = `(@state IS NULL OR (@state = 'sent' AND sent_at IS NOT NULL)
    OR (@state = 'failed' AND sent_at IS NULL AND attempts > 0) OR (@state = 'queued' AND sent_at IS NULL AND attempts = 0))`;
  const list = db.prepare(
    `SELECT id, to_address, subject, body_text, created_at, attempts, next_attempt_at, sent_at, last_error
     FROM mail_outbox WHERE ${where} ORDER BY id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare(`SELECT COUNT(*) AS n FROM mail_outbox WHERE ${where}`);
  const byId = db.prepare('SELECT id, to_address, subject, sent_at, attempts, next_attempt_at FROM mail_outbox WHERE id = ?');
  const dueNow = db.prepare('UPDATE mail_outbox SET next_attempt_at = ? WHERE id = ? AND sent_at IS NULL');

  return {
    list(query: OutboxQuery): { rows: OutboxMail[]; total: number } {
      const p = { state: query.state ?? null };
      const rows = list.all({ ...p, limit: OUTBOX_PAGE_SIZE, offset: (query.page - 1) * OUTBOX_PAGE_SIZE }) as Array<{
        id: number;
        to_address: string;
        subject: string;
        body_text: string;
        created_at: string;
        attempts: number;
        next_attempt_at: string;
        sent_at: string | null;
        last_error: string | null;
      }>;
      return {
        rows: rows.map((r) => ({
          id: r.id,
          to: r.to_address,
          subject: r.subject,
          body: r.body_text,
          createdAt: r.created_at,
          attempts: r.attempts,
          nextAttemptAt: r.next_attempt_at,
          sentAt: r.sent_at,
          lastError: r.last_error,
          state: stateOf(r),
        })),
        total: (count.get(p) as { n: number }).n,
      };
    },
    /** Due now instead of after its backoff; the sender is kicked by the caller after commit. */
    retry: db.transaction((id: number, actor: AuditActor): void => {
      const mail = byId.get(id) as { id: number; subject: string; sent_at: string | null; attempts: number; next_attempt_at: string } | undefined;
      if (!mail) throw new HttpError(404, `Mail ${id} was not found in the outbox.`);
      if (mail.sent_at) throw new HttpError(409, 'This mail was already sent.');
      dueNow.run(new Date().toISOString(), id);
      audit.record(actor, { action: 'outbox.retry', target: `mail:${id}`, before: { attempts: mail.attempts, nextAttemptAt: mail.next_attempt_at } });
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    outboxAdmin: OutboxAdminRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('outboxAdmin', createOutboxAdminRepository(app.db, app.audit));
  },
  { name: 'outbox-admin', dependencies: ['db', 'audit-log'] },
);
