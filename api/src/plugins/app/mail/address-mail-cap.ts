import type { Db } from '../db/database';

export type CappedPurpose = 'grievance-registration' | 'subscription-confirmation';

/** Mails of one purpose a public form may send to one mailbox in any 24 hours (SECURITY.md). */
export const MAILS_PER_ADDRESS = 3;
export const ADDRESS_WINDOW_MS = 24 * 3600 * 1000;

/**
 * The mailbox an address delivers to, as far as we can tell: case folded and a +tag removed
 * (Rina.Das+x@Example.org → rina.das@example.org). Without this one inbox takes any number of mails.
 * Migration 022 makes the same key in SQL for the rows it carries over.
 */
export function mailboxKey(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return email.toLowerCase();
  const plus = email.slice(0, at).indexOf('+');
  return (plus > 0 ? email.slice(0, plus) + email.slice(at) : email).toLowerCase();
}

/**
 * Counts what the forms mailed to each mailbox (table address_mails). Call both inside the
 * transaction that queues the mail, so two requests at once cannot both pass the last free place.
 */
export function createAddressMailCap(db: Db, purpose: CappedPurpose, limit = MAILS_PER_ADDRESS, windowMs = ADDRESS_WINDOW_MS) {
  const recent = db.prepare('SELECT mailed_at FROM address_mails WHERE mailbox = ? AND purpose = ? AND mailed_at > ? ORDER BY mailed_at');
  const insert = db.prepare('INSERT INTO address_mails (mailbox, purpose, mailed_at) VALUES (?, ?, ?)');
  const prune = db.prepare('DELETE FROM address_mails WHERE mailbox = ? AND purpose = ? AND mailed_at <= ?');
  return {
    limit,
    /** Seconds until this address may be mailed again; 0 when it may now. */
    waitSeconds(email: string, now = Date.now()): number {
      const rows = recent.all(mailboxKey(email), purpose, new Date(now - windowMs).toISOString()) as Array<{ mailed_at: string }>;
      if (rows.length < limit) return 0;
      const freeAt = Date.parse(rows[rows.length - limit]!.mailed_at) + windowMs;
      return Math.max(1, Math.ceil((freeAt - now) / 1000));
    },
    record(email: string, now = Date.now()): void {
      const key = mailboxKey(email);
      prune.run(key, purpose, new Date(now - windowMs).toISOString());
      insert.run(key, purpose, new Date(now).toISOString());
    },
  };
}
export type AddressMailCap = ReturnType<typeof createAddressMailCap>;
