import type { Db } from '../db/database';

export interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  attempts: number;
  /** Extra headers (JSON object), e.g. List-Unsubscribe; null for most mails. */
  headers: string | null;
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

/** Retry delay after n failed attempts: base, 2×base, 4×base … at most an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Link tokens (tender-alert confirm and unsubscribe) in a mail's text, as `?token=…`. */
const linkToken = /([?&]token=)[^\s&#]+/g;

/** A sent mail's copy keeps no working link: the database holds tokens only as hashes. */
export const withoutLinkTokens = (text: string) => text.replace(linkToken, '$1(removed once sent)');

/** The mail queue: written in the caller's transaction, drained by the sender after commit. */
export function createOutboxRepository(db: Db) {
  const insert = db.prepare('INSERT INTO mail_outbox (to_address, subject, body_text, created_at, next_attempt_at, headers) VALUES (?, ?, ?, ?, ?, ?)');
  const due = db.prepare(
    'SELECT id, to_address, subject, body_text, attempts, headers FROM mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?',
  );
  const markSent = db.prepare('UPDATE mail_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, body_text = ?, headers = NULL WHERE id = ?');
  const markFailed = db.prepare('UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?');
  const pending = db.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE sent_at IS NULL');
  const nextDue = db.prepare('SELECT MIN(next_attempt_at) AS at FROM mail_outbox WHERE sent_at IS NULL');

  return {
    /** headers: e.g. List-Unsubscribe (their links' tokens are dropped with them once sent). */
    queue(to: string, subject: string, text: string, headers?: Record<string, string>): number {
      const now = new Date().toISOString();
      return Number(insert.run(to, subject, text, now, now, headers ? JSON.stringify(headers) : null).lastInsertRowid);
    },
    due(limit = 20): OutboxMail[] {
      return due.all(new Date().toISOString(), limit) as OutboxMail[];
    },
    markSent(mail: Pick<OutboxMail, 'id' | 'body_text'>): void {
      markSent.run(new Date().toISOString(), withoutLinkTokens(mail.body_text), mail.id);
    },
    markFailed(mail: OutboxMail, error: string, retryBaseMs: number): void {
      const next = new Date(Date.now() + retryDelayMs(mail.attempts + 1, retryBaseMs)).toISOString();
      markFailed.run(next, error.slice(0, 500), mail.id);
    },
    pendingCount(): number {
      return (pending.get() as { n: number }).n;
    },
    nextDueAt(): string | null {
      return (nextDue.get() as { at: string | null }).at;
    },
  };
}
