import type { Db } from '../db/database';
import type { StaffSettings } from './staff-settings';

export type AttemptVerdict = { allowed: true; failures: number } | { allowed: false; lockedUntil: string };

/**
 * Failed password (and code) checks per email, also for emails without an account. Each attempt is
 * counted, and refused when the email is locked, in one SQL statement before anything is compared:
 * of any number of attempts at once, at most `lockAfter` reach the password hash. A success clears
 * the count; the attempt that reaches `lockAfter` without one locks the email for `lockMinutes`.
 */
export function createSignInThrottle(db: Db, settings: StaffSettings) {
  // In SET, every column reads the row as it was: `failures + 1` is this attempt's number.
  const begin = db.prepare(
    `INSERT INTO staff_sign_in_failures (email, failures, locked_until, updated_at) VALUES (@email, 1, NULL, @now)
     ON CONFLICT (email) DO UPDATE SET
       failures = CASE WHEN locked_until IS NOT NULL AND locked_until <= @now THEN 1 ELSE failures + 1 END,
       locked_until = CASE
         WHEN locked_until IS NOT NULL AND locked_until <= @now THEN NULL
         WHEN locked_until IS NULL AND failures + 1 > @lockAfter THEN @until
         ELSE locked_until END,
       updated_at = @now
     RETURNING failures, locked_until`,
  );
  const lock = db.prepare('UPDATE staff_sign_in_failures SET locked_until = COALESCE(locked_until, ?) WHERE email = ? RETURNING locked_until');
  const clear = db.prepare('DELETE FROM staff_sign_in_failures WHERE email = ?');
  const lockedUntil = db.prepare('SELECT locked_until FROM staff_sign_in_failures WHERE email = ? AND locked_until > ?');
  // Counts of emails nobody has tried for a day go: they would slow nothing down any more.
  const prune = db.prepare('DELETE FROM staff_sign_in_failures WHERE updated_at < ? AND (locked_until IS NULL OR locked_until < ?)');

  const lockEnd = (now: number) => new Date(now + settings.lockMinutes * 60_000).toISOString();

  return {
    /** Counts an attempt at `email` before its password is checked; refused while the email is locked. */
    begin(email: string, now = Date.now()): AttemptVerdict {
      const at = new Date(now).toISOString();
      const row = begin.get({ email, now: at, lockAfter: settings.lockAfter, until: lockEnd(now) }) as { failures: number; locked_until: string | null };
      return row.locked_until ? { allowed: false, lockedUntil: row.locked_until } : { allowed: true, failures: row.failures };
    },
    /** The counted attempt failed; the one that used the last allowed try locks the email. Answers the lock's end, if locked. */
    failed(email: string, failures: number, now = Date.now()): string | null {
      if (failures < settings.lockAfter) return null;
      return (lock.get(lockEnd(now), email) as { locked_until: string } | undefined)?.locked_until ?? null;
    },
    /** Right password (and code): the count starts again. */
    succeeded(email: string): void {
      clear.run(email);
      const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
      prune.run(dayAgo, new Date().toISOString());
    },
    /** An admin's password reset unlocks. */
    unlock(email: string): void {
      clear.run(email);
    },
    lockedUntil(email: string): string | null {
      return (lockedUntil.get(email, new Date().toISOString()) as { locked_until: string } | undefined)?.locked_until ?? null;
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
