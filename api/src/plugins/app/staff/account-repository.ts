import fp from 'fastify-plugin';
import type { StaffAccount, StaffRole } from '@aec/contracts';
import { HttpError } from '../../../lib/http-error';
import type { Db } from '../db/database';
import type { AuditActor, AuditRepository } from './audit-repository';
import { decoyHash, hashPassword, newToken, oneTimePassword, sha256, verifyPassword } from './password';
import { loadStaffSettings, type StaffSettings } from './staff-settings';

interface AccountRecord {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  must_change_password: number;
  failed_sign_ins: number;
  locked_until: string | null;
  disabled: number;
  last_sign_in_at: string | null;
  created_at: string;
}

export interface StaffSession {
  tokenHash: string;
  csrfToken: string;
  account: StaffAccount;
}

export type SignInResult =
  | { ok: true; account: StaffAccount; token: string; csrfToken: string }
  | { ok: false; reason: 'bad-credentials' | 'locked' | 'disabled'; lockedUntil?: string };

export function toAccount(r: AccountRecord): StaffAccount {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    disabled: r.disabled === 1,
    mustChangePassword: r.must_change_password === 1,
    lockedUntil: r.locked_until && Date.parse(r.locked_until) > Date.now() ? r.locked_until : null,
    lastSignInAt: r.last_sign_in_at,
    createdAt: r.created_at,
  };
}

/** What the audit log keeps of an account: never the hash. */
const auditView = (a: StaffAccount) => ({ email: a.email, name: a.name, role: a.role, disabled: a.disabled });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type AccountRepository = ReturnType<typeof createAccountRepository>;

export function createAccountRepository(db: Db, audit: AuditRepository, settings: StaffSettings) {
  const columns = 'id, email, name, role, password_hash, must_change_password, failed_sign_ins, locked_until, disabled, last_sign_in_at, created_at';
  const all = db.prepare(`SELECT ${columns} FROM staff_accounts ORDER BY email`);
  const byId = db.prepare(`SELECT ${columns} FROM staff_accounts WHERE id = ?`);
  const byEmail = db.prepare(`SELECT ${columns} FROM staff_accounts WHERE email = ?`);
  const count = db.prepare('SELECT COUNT(*) AS n FROM staff_accounts');
  const activeAdmins = db.prepare("SELECT COUNT(*) AS n FROM staff_accounts WHERE role = 'admin' AND disabled = 0");
  const admins = db.prepare("SELECT COUNT(*) AS n FROM staff_accounts WHERE role = 'admin'");
  const insert = db.prepare(
    `INSERT INTO staff_accounts (email, name, role, password_hash, must_change_password, created_at, updated_at)
     VALUES (@email, @name, @role, @hash, @mustChange, @now, @now)`,
  );
  const update = db.prepare('UPDATE staff_accounts SET name = @name, role = @role, disabled = @disabled, updated_at = @now WHERE id = @id');
  const setHash = db.prepare(
    `UPDATE staff_accounts SET password_hash = ?, must_change_password = ?, failed_sign_ins = 0, locked_until = NULL, updated_at = ?
     WHERE id = ?`,
  );
  const failed = db.prepare('UPDATE staff_accounts SET failed_sign_ins = failed_sign_ins + 1 WHERE id = ? RETURNING failed_sign_ins');
  const lock = db.prepare('UPDATE staff_accounts SET locked_until = ?, failed_sign_ins = 0 WHERE id = ?');
  const succeeded = db.prepare('UPDATE staff_accounts SET failed_sign_ins = 0, locked_until = NULL, last_sign_in_at = ? WHERE id = ?');

  const insertSession = db.prepare(
    'INSERT INTO staff_sessions (token_hash, account_id, csrf_token, created_at, last_seen_at, ip) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const sessionByHash = db.prepare('SELECT token_hash, account_id, csrf_token, created_at, last_seen_at FROM staff_sessions WHERE token_hash = ?');
  const touchSession = db.prepare('UPDATE staff_sessions SET last_seen_at = ? WHERE token_hash = ?');
  const deleteSession = db.prepare('DELETE FROM staff_sessions WHERE token_hash = ?');
  const deleteSessionsOf = db.prepare('DELETE FROM staff_sessions WHERE account_id = ? AND token_hash IS NOT ?');
  const deleteStale = db.prepare('DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?');

  const idleMs = settings.idleMinutes * 60_000;
  const maxAgeMs = settings.sessionHours * 3_600_000;
  const get = (id: number) => byId.get(id) as AccountRecord | undefined;
  const mustGet = (id: number) => {
    const r = get(id);
    if (!r) throw new HttpError(404, `Staff account ${id} was not found.`);
    return r;
  };

  const repo = {
    settings,
    count: () => (count.get() as { n: number }).n,
    adminCount: () => (admins.get() as { n: number }).n,
    list: (): StaffAccount[] => (all.all() as AccountRecord[]).map(toAccount),
    get: (id: number): StaffAccount | undefined => {
      const r = get(id);
      return r && toAccount(r);
    },
    byEmail: (email: string): StaffAccount | undefined => {
      const r = byEmail.get(email) as AccountRecord | undefined;
      return r && toAccount(r);
    },

    /** A new account with a one-time password (or the given one, from ADMIN_PASSWORD); the password is returned once. */
    async create(input: { email: string; name: string; role: StaffRole; password?: string }, actor: AuditActor) {
      const password = input.password ?? oneTimePassword();
      const hash = await hashPassword(password);
      const account = db.transaction(() => {
        if (byEmail.get(input.email)) throw new HttpError(409, 'A staff account with this email already exists.');
        const id = Number(
          insert.run({ email: input.email, name: input.name, role: input.role, hash, mustChange: input.password ? 0 : 1, now: new Date().toISOString() })
            .lastInsertRowid,
        );
        const created = toAccount(get(id)!);
        audit.record(actor, { action: 'account.create', target: `account:${id}`, after: auditView(created) });
        return created;
      })();
      return { account, oneTimePassword: password };
    },

    update: db.transaction((id: number, changes: { name?: string; role?: StaffRole; disabled?: boolean }, actor: AuditActor): StaffAccount => {
      const before = toAccount(mustGet(id));
      const next = { name: changes.name ?? before.name, role: changes.role ?? before.role, disabled: changes.disabled ?? before.disabled };
      const losesAdmin = before.role === 'admin' && !before.disabled && (next.role !== 'admin' || next.disabled);
      if (losesAdmin && (activeAdmins.get() as { n: number }).n <= 1) {
        throw new HttpError(409, 'This is the last active administrator; make another account an administrator first.');
      }
      update.run({ id, name: next.name, role: next.role, disabled: next.disabled ? 1 : 0, now: new Date().toISOString() });
      // A changed role or a disabled account takes effect now, not at the next sign-in.
      if (next.role !== before.role || next.disabled) deleteSessionsOf.run(id, null);
      const after = toAccount(get(id)!);
      audit.record(actor, { action: 'account.update', target: `account:${id}`, before: auditView(before), after: auditView(after) });
      return after;
    }),

    /** A one-time password for someone who forgot theirs: unlocks the account and ends its sessions. */
    async resetPassword(id: number, actor: AuditActor) {
      mustGet(id);
      const password = oneTimePassword();
      const hash = await hashPassword(password);
      const account = db.transaction(() => {
        setHash.run(hash, 1, new Date().toISOString(), id);
        deleteSessionsOf.run(id, null);
        audit.record(actor, { action: 'account.reset-password', target: `account:${id}` });
        return toAccount(get(id)!);
      })();
      return { account, oneTimePassword: password };
    },

    /** The signed-in person's own change; their other sessions end, this one stays. */
    async changePassword(session: StaffSession, current: string, next: string, actor: AuditActor): Promise<StaffAccount> {
      const record = mustGet(session.account.id);
      if (!(await verifyPassword(current, record.password_hash))) throw new HttpError(403, 'The current password is not right.');
      if (current === next) throw new HttpError(400, 'Choose a password different from the current one.');
      const hash = await hashPassword(next);
      return db.transaction(() => {
        setHash.run(hash, 0, new Date().toISOString(), record.id);
        deleteSessionsOf.run(record.id, session.tokenHash);
        audit.record(actor, { action: 'account.change-password', target: `account:${record.id}` });
        return toAccount(get(record.id)!);
      })();
    },

    /**
     * Email and password to a session. Failures in a row first slow the answer down (so guessing
     * is slow even before the lock), then lock the account for a while; every attempt is audited.
     */
    async signIn(email: string, password: string, ip: string): Promise<SignInResult> {
      const record = byEmail.get(email) as AccountRecord | undefined;
      const valid = await verifyPassword(password, record?.password_hash ?? (await decoyHash()));
      const now = Date.now();
      const actor = { id: record?.id ?? null, name: email, ip };
      if (!record) {
        audit.record(actor, { action: 'sign-in.failed', after: { reason: 'unknown email' } });
        return { ok: false, reason: 'bad-credentials' };
      }
      if (record.locked_until && Date.parse(record.locked_until) > now) {
        audit.record(actor, { action: 'sign-in.failed', target: `account:${record.id}`, after: { reason: 'locked' } });
        return { ok: false, reason: 'locked', lockedUntil: record.locked_until };
      }
      if (!valid) {
        const failures = (failed.get(record.id) as { failed_sign_ins: number }).failed_sign_ins;
        if (failures >= settings.lockAfter) {
          const until = new Date(now + settings.lockMinutes * 60_000).toISOString();
          db.transaction(() => {
            lock.run(until, record.id);
            audit.record(actor, { action: 'sign-in.failed', target: `account:${record.id}`, after: { reason: 'wrong password', failures } });
            audit.record(actor, { action: 'account.locked', target: `account:${record.id}`, after: { until } });
          })();
          return { ok: false, reason: 'locked', lockedUntil: until };
        }
        audit.record(actor, { action: 'sign-in.failed', target: `account:${record.id}`, after: { reason: 'wrong password', failures } });
        if (failures >= settings.slowdownAfter) await sleep(Math.min(settings.slowdownMs * 2 ** (failures - settings.slowdownAfter), 8_000));
        return { ok: false, reason: 'bad-credentials' };
      }
      if (record.disabled) {
        audit.record(actor, { action: 'sign-in.failed', target: `account:${record.id}`, after: { reason: 'disabled' } });
        return { ok: false, reason: 'disabled' };
      }
      const token = newToken();
      const csrfToken = newToken();
      const at = new Date(now).toISOString();
      db.transaction(() => {
        succeeded.run(at, record.id);
        insertSession.run(sha256(token), record.id, csrfToken, at, at, ip);
        deleteStale.run(new Date(now - idleMs).toISOString(), new Date(now - maxAgeMs).toISOString());
        audit.record(actor, { action: 'sign-in', target: `account:${record.id}` });
      })();
      return { ok: true, account: toAccount(get(record.id)!), token, csrfToken };
    },

    /** The live session of a cookie token, touched; undefined when unknown, idle too long, too old or its account disabled. */
    session(token: string): StaffSession | undefined {
      const tokenHash = sha256(token);
      const s = sessionByHash.get(tokenHash) as
        | { token_hash: string; account_id: number; csrf_token: string; created_at: string; last_seen_at: string }
        | undefined;
      if (!s) return undefined;
      const now = Date.now();
      const record = get(s.account_id);
      if (!record || record.disabled || now - Date.parse(s.last_seen_at) > idleMs || now - Date.parse(s.created_at) > maxAgeMs) {
        deleteSession.run(tokenHash);
        return undefined;
      }
      // At most one write a minute per session: the idle clock needs no finer grain.
      if (now - Date.parse(s.last_seen_at) > 60_000) touchSession.run(new Date(now).toISOString(), tokenHash);
      return { tokenHash, csrfToken: s.csrf_token, account: toAccount(record) };
    },

    signOut(session: StaffSession, actor: AuditActor): void {
      db.transaction(() => {
        deleteSession.run(session.tokenHash);
        audit.record(actor, { action: 'sign-out', target: `account:${session.account.id}` });
      })();
    },
  };
  return repo;
}

declare module 'fastify' {
  interface FastifyInstance {
    staffAccounts: AccountRepository;
  }
}

/**
 * On the first start (no administrator yet) the first one: ADMIN_EMAIL with ADMIN_PASSWORD, or
 * with a one-time password printed once on the console (not through the logger: logs are shipped
 * and kept; the console of a first start is seen by whoever installs the site).
 */
export default fp(
  async (app) => {
    const accounts = createAccountRepository(app.db, app.audit, loadStaffSettings());
    app.decorate('staffAccounts', accounts);
    // No administrator at all (also when `npm run admin` made other accounts before the first start).
    if (accounts.adminCount() > 0) return;
    const email = (app.config.adminEmail ?? 'admin@aec.ac.in').toLowerCase();
    const given = app.config.adminPassword;
    const { oneTimePassword: password } = await accounts.create(
      { email, name: 'Administrator', role: 'admin', password: given },
      { id: null, name: 'system' },
    );
    if (given) {
      app.log.info({ email }, 'first staff administrator created from ADMIN_EMAIL and ADMIN_PASSWORD');
      if (given.length < 12) app.log.warn('ADMIN_PASSWORD is shorter than 12 characters; change it after signing in');
    } else if (app.config.logLevel !== 'silent') {
      process.stdout.write(
        `\nFirst staff administrator: ${email}\nOne-time password: ${password}\n` +
          'Sign in at /admin and choose your own password. This is shown once; `npm run admin -w api -- reset-password <email>` makes a new one.\n\n',
      );
    }
  },
  { name: 'staff-accounts', dependencies: ['db', 'audit-log'] },
);
