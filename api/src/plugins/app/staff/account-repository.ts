import fp from 'fastify-plugin';
import type { StaffAccount, StaffRole } from '@aec/contracts';
import { HttpError } from '../../../lib/http-error';
import type { Db } from '../db/database';
import type { AuditActor, AuditRepository } from './audit-repository';
import { decoyHash, hashPassword, newToken, oneTimePassword, sha256, verifyPassword } from './password';
import { handOverPassword } from './password-handover';
import { passwordProblem } from './password-rules';
import { createSignInThrottle } from './sign-in-throttle';
import { loadStaffSettings, type StaffSettings } from './staff-settings';
import { matchingTotpStep, newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, totpEnrolment } from './two-factor';

interface AccountRecord {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  must_change_password: number;
  locked_until: string | null;
  disabled: number;
  last_sign_in_at: string | null;
  created_at: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  two_factor_required: number;
}

export interface StaffSession {
  tokenHash: string;
  csrfToken: string;
  account: StaffAccount;
}

export type SignInResult =
  | { ok: true; account: StaffAccount; token: string; csrfToken: string }
  /** The password was right; the account signs in with a code too, and none (or no usable one) was sent. */
  | { ok: false; reason: 'second-factor' }
  | { ok: false; reason: 'bad-credentials' | 'bad-code' | 'disabled' }
  | { ok: false; reason: 'locked'; lockedUntil: string };

type SecondFactorUsed = { kind: 'totp' } | { kind: 'recovery code'; left: number };

export type PasswordChangeResult = { ok: true; account: StaffAccount } | { ok: false; reason: 'locked'; lockedUntil: string };
export type TwoFactorStartResult = { ok: true; setup: { secret: string; uri: string; qrCode: string } } | { ok: false; reason: 'locked'; lockedUntil: string };

export function toAccount(r: AccountRecord): StaffAccount {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    disabled: r.disabled === 1,
    mustChangePassword: r.must_change_password === 1,
    lockedUntil: r.locked_until,
    lastSignInAt: r.last_sign_in_at,
    createdAt: r.created_at,
    twoFactorEnabled: r.totp_secret !== null,
    twoFactorRequired: r.two_factor_required === 1,
  };
}

/** What the audit log keeps of an account: never the hash. */
const auditView = (a: StaffAccount) => ({ email: a.email, name: a.name, role: a.role, disabled: a.disabled });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type AccountRepository = ReturnType<typeof createAccountRepository>;

export function createAccountRepository(db: Db, audit: AuditRepository, settings: StaffSettings) {
  // An account's lock lives with the failures of its email (staff_sign_in_failures), as an unknown email's does.
  const select = `SELECT a.id, a.email, a.name, a.role, a.password_hash, a.must_change_password, a.disabled, a.last_sign_in_at,
      a.created_at, a.totp_secret, a.totp_pending_secret, a.totp_last_step,
      CASE WHEN f.locked_until > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') THEN f.locked_until END AS locked_until,
      (a.role = 'admin' OR p.two_factor_for_all = 1) AS two_factor_required
    FROM staff_accounts a LEFT JOIN staff_sign_in_failures f ON f.email = a.email JOIN staff_security_policy p ON p.id = 1`;
  const all = db.prepare(`${select} ORDER BY a.email`);
  const byId = db.prepare(`${select} WHERE a.id = ?`);
  const byEmail = db.prepare(`${select} WHERE a.email = ?`);
  const count = db.prepare('SELECT COUNT(*) AS n FROM staff_accounts');
  const activeAdmins = db.prepare("SELECT COUNT(*) AS n FROM staff_accounts WHERE role = 'admin' AND disabled = 0");
  const admins = db.prepare("SELECT COUNT(*) AS n FROM staff_accounts WHERE role = 'admin'");
  const insert = db.prepare(
    `INSERT INTO staff_accounts (email, name, role, password_hash, must_change_password, created_at, updated_at)
     VALUES (@email, @name, @role, @hash, @mustChange, @now, @now)`,
  );
  const update = db.prepare('UPDATE staff_accounts SET name = @name, role = @role, disabled = @disabled, updated_at = @now WHERE id = @id');
  const setHash = db.prepare('UPDATE staff_accounts SET password_hash = ?, must_change_password = ?, updated_at = ? WHERE id = ?');
  const succeeded = db.prepare('UPDATE staff_accounts SET last_sign_in_at = ? WHERE id = ?');
  const throttle = createSignInThrottle(db, settings);

  const setPendingSecret = db.prepare('UPDATE staff_accounts SET totp_pending_secret = ?, updated_at = ? WHERE id = ? AND totp_secret IS NULL');
  const enableTotp = db.prepare(
    `UPDATE staff_accounts SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = ?, updated_at = ?
     WHERE id = ? AND totp_secret IS NULL AND totp_pending_secret = ?`,
  );
  // The step moves forward only: two sign-ins with one code cannot both pass, however close together.
  const useTotpStep = db.prepare('UPDATE staff_accounts SET totp_last_step = @step WHERE id = @id AND (totp_last_step IS NULL OR totp_last_step < @step)');
  const resetTotp = db.prepare('UPDATE staff_accounts SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL, updated_at = ? WHERE id = ?');
  const insertRecoveryCode = db.prepare('INSERT INTO staff_recovery_codes (account_id, code_hash) VALUES (?, ?)');
  const deleteRecoveryCodes = db.prepare('DELETE FROM staff_recovery_codes WHERE account_id = ?');
  const useRecoveryCode = db.prepare('UPDATE staff_recovery_codes SET used_at = ? WHERE account_id = ? AND code_hash = ? AND used_at IS NULL');
  const recoveryCodesLeft = db.prepare('SELECT COUNT(*) AS n FROM staff_recovery_codes WHERE account_id = ? AND used_at IS NULL');
  const unusedRecoveryCode = db.prepare('SELECT 1 FROM staff_recovery_codes WHERE account_id = ? AND code_hash = ? AND used_at IS NULL');
  const policy = db.prepare('SELECT two_factor_for_all FROM staff_security_policy WHERE id = 1');
  const setPolicy = db.prepare('UPDATE staff_security_policy SET two_factor_for_all = ? WHERE id = 1');

  const insertSession = db.prepare('INSERT INTO staff_sessions (token_hash, account_id, csrf_token, created_at, last_seen_at, ip) VALUES (?, ?, ?, ?, ?, ?)');
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

  /** A TOTP code (six digits, each time step once) or an unused recovery code, marked used; undefined when neither. */
  const checkSecondFactor = (record: AccountRecord, code: string) => {
    const typed = code.trim();
    if (/^\d{6}$/.test(typed)) {
      const step = matchingTotpStep(record.totp_secret!, typed, Date.now(), record.totp_last_step);
      return step !== null && useTotpStep.run({ step, id: record.id }).changes === 1 ? { kind: 'totp' as const } : undefined;
    }
    const used = useRecoveryCode.run(new Date().toISOString(), record.id, sha256(normaliseRecoveryCode(typed))).changes === 1;
    return used ? { kind: 'recovery code' as const, left: (recoveryCodesLeft.get(record.id) as { n: number }).n } : undefined;
  };

  /**
   * The signed-in person's password again, counted like a sign-in: refused while locked, locking after
   * repeats. A wrong one is audited and answered 403 with `wrong`; a lock is returned; undefined when right.
   */
  const reauthenticate = async (record: AccountRecord, password: string, actor: AuditActor, failedAction: string, wrong: string) => {
    const attempt = throttle.begin(record.email);
    if (!attempt.allowed) return { ok: false as const, reason: 'locked' as const, lockedUntil: attempt.lockedUntil };
    if (await verifyPassword(password, record.password_hash)) return undefined;
    const lockedUntil = throttle.failed(record.email, attempt.failures);
    audit.record(actor, { action: failedAction, target: `account:${record.id}`, after: { failures: attempt.failures } });
    if (lockedUntil) {
      audit.record(actor, { action: 'account.locked', target: `account:${record.id}`, after: { until: lockedUntil } });
      return { ok: false as const, reason: 'locked' as const, lockedUntil };
    }
    throw new HttpError(403, wrong);
  };

  /**
   * Whether the code is one the account would take now, without using it up: a lock is passed only
   * by a right code, checked before the password so that strangers' attempts never reach the hash.
   */
  const codeWouldPass = (record: AccountRecord, code: string) => {
    const typed = code.trim();
    if (/^\d{6}$/.test(typed)) return matchingTotpStep(record.totp_secret!, typed, Date.now(), record.totp_last_step) !== null;
    return unusedRecoveryCode.get(record.id, sha256(normaliseRecoveryCode(typed))) !== undefined;
  };

  /** A new session after a successful sign-in (its count cleared by the caller, unless it came through a lock). */
  const startSession = (record: AccountRecord, ip: string, actor: AuditActor, secondFactor?: SecondFactorUsed & { throughLock?: boolean }): SignInResult => {
    const token = newToken();
    const csrfToken = newToken();
    const now = Date.now();
    const at = new Date(now).toISOString();
    db.transaction(() => {
      succeeded.run(at, record.id);
      insertSession.run(sha256(token), record.id, csrfToken, at, at, ip);
      deleteStale.run(new Date(now - idleMs).toISOString(), new Date(now - maxAgeMs).toISOString());
      const factor = secondFactor && {
        secondFactor: secondFactor.kind,
        ...('left' in secondFactor ? { recoveryCodesLeft: secondFactor.left } : {}),
        ...(secondFactor.throughLock ? { throughLock: true } : {}),
      };
      audit.record(actor, { action: 'sign-in', target: `account:${record.id}`, ...(factor ? { after: factor } : {}) });
    })();
    return { ok: true, account: toAccount(get(record.id)!), token, csrfToken };
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

    /**
     * A new account with a one-time password, or with the given one (ADMIN_PASSWORD), which must pass
     * the password rules; either must be changed at the first sign-in. The password is returned once.
     */
    async create(input: { email: string; name: string; role: StaffRole; password?: string }, actor: AuditActor) {
      if (input.password !== undefined) {
        const problem = passwordProblem(input.password, input.email);
        if (problem) throw new HttpError(400, problem);
      }
      const password = input.password ?? oneTimePassword();
      const hash = await hashPassword(password);
      const account = db.transaction(() => {
        if (byEmail.get(input.email)) throw new HttpError(409, 'A staff account with this email already exists.');
        const id = Number(
          insert.run({ email: input.email, name: input.name, role: input.role, hash, mustChange: 1, now: new Date().toISOString() }).lastInsertRowid,
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
      const record = mustGet(id);
      const password = oneTimePassword();
      const hash = await hashPassword(password);
      const account = db.transaction(() => {
        setHash.run(hash, 1, new Date().toISOString(), id);
        throttle.unlock(record.email);
        deleteSessionsOf.run(id, null);
        audit.record(actor, { action: 'account.reset-password', target: `account:${id}` });
        return toAccount(get(id)!);
      })();
      return { account, oneTimePassword: password };
    },

    /**
     * The signed-in person's own change; their other sessions end, this one stays. The current
     * password is checked like a sign-in: counted first, refused while locked, locking after repeats.
     */
    async changePassword(session: StaffSession, current: string, next: string, actor: AuditActor): Promise<PasswordChangeResult> {
      const record = mustGet(session.account.id);
      const problem = passwordProblem(next, record.email);
      if (problem) throw new HttpError(400, problem);
      if (current === next) throw new HttpError(400, 'Choose a password different from the current one.');
      const locked = await reauthenticate(record, current, actor, 'account.change-password.failed', 'The current password is not right.');
      if (locked) return locked;
      const hash = await hashPassword(next);
      return db.transaction(() => {
        throttle.succeeded(record.email);
        setHash.run(hash, 0, new Date().toISOString(), record.id);
        deleteSessionsOf.run(record.id, session.tokenHash);
        audit.record(actor, { action: 'account.change-password', target: `account:${record.id}` });
        return { ok: true as const, account: toAccount(get(record.id)!) };
      })();
    },

    /**
     * Email, password and (when the account has two-step sign-in) a code to a session. Every attempt
     * is counted before the password is compared (sign-in-throttle.ts); failures in a row first slow
     * the answer down, then lock the email, known or not; every attempt is audited.
     */
    async signIn(email: string, password: string, ip: string, code?: string): Promise<SignInResult> {
      const actor = { id: null as number | null, name: email, ip };
      const attempt = throttle.begin(email);
      const record = byEmail.get(email) as AccountRecord | undefined;
      actor.id = record?.id ?? null;
      const target = record ? `account:${record.id}` : null;
      // The owner is not kept out by a lock that others' guesses caused: a right code from their app (or
      // a recovery code) and then the right password pass it. Without a right code nothing reaches the
      // password hash, so the lock still bounds the guesses (sign-in-lock.test.ts).
      if (!attempt.allowed) {
        const lockedOut: SignInResult = { ok: false, reason: 'locked', lockedUntil: attempt.lockedUntil };
        if (!record?.totp_secret || record.disabled || code === undefined || !codeWouldPass(record, code)) {
          audit.record(actor, { action: 'sign-in.failed', target, after: { reason: 'locked' } });
          return lockedOut;
        }
        // Through the lock: the lock's answer for anything short of both right; the lock stays for the others.
        const valid = await verifyPassword(password, record.password_hash);
        const secondFactor = valid ? checkSecondFactor(record, code) : undefined;
        if (!secondFactor) {
          audit.record(actor, {
            action: 'sign-in.failed',
            target,
            after: { reason: valid ? 'locked, code used meanwhile' : 'locked, right code, wrong password' },
          });
          return lockedOut;
        }
        return startSession(record, ip, actor, { ...secondFactor, throughLock: true });
      }
      const refuse = async (reason: string, answer: 'bad-credentials' | 'bad-code'): Promise<SignInResult> => {
        const { failures } = attempt;
        const lockedUntil = throttle.failed(email, failures);
        db.transaction(() => {
          audit.record(actor, { action: 'sign-in.failed', target, after: { reason, failures } });
          if (lockedUntil) audit.record(actor, { action: 'account.locked', target, after: { until: lockedUntil } });
        })();
        if (lockedUntil) return { ok: false, reason: 'locked', lockedUntil };
        if (failures >= settings.slowdownAfter) await sleep(Math.min(settings.slowdownMs * 2 ** (failures - settings.slowdownAfter), 8_000));
        return { ok: false, reason: answer };
      };

      const valid = await verifyPassword(password, record?.password_hash ?? (await decoyHash()));
      if (!record) return refuse('unknown email', 'bad-credentials');
      if (!valid) return refuse('wrong password', 'bad-credentials');
      if (record.disabled) {
        audit.record(actor, { action: 'sign-in.failed', target, after: { reason: 'disabled' } });
        return { ok: false, reason: 'disabled' };
      }
      let secondFactor: SecondFactorUsed | undefined;
      if (record.totp_secret) {
        // The attempt stays counted until the code is right: asking again and again for the code step guesses nothing for free.
        if (code === undefined) return { ok: false, reason: 'second-factor' };
        secondFactor = checkSecondFactor(record, code);
        if (!secondFactor) return refuse('wrong code', 'bad-code');
      }
      throttle.succeeded(email);
      return startSession(record, ip, actor, secondFactor);
    },

    /**
     * Step 1 of turning two-step sign-in on, after the password again (ASVS 7.5.1: a left-open session
     * must not bind its own authenticator app): a new secret, kept aside until a code from it confirms it.
     */
    async startTwoFactor(session: StaffSession, password: string, actor: AuditActor): Promise<TwoFactorStartResult> {
      const record = mustGet(session.account.id);
      if (record.totp_secret) throw new HttpError(409, 'Two-step sign-in is already on for this account.');
      const locked = await reauthenticate(record, password, actor, 'account.two-factor-setup.failed', 'The password is not right.');
      if (locked) return locked;
      throttle.succeeded(record.email);
      const secret = newTotpSecret();
      setPendingSecret.run(secret, new Date().toISOString(), record.id);
      return { ok: true, setup: { secret, ...(await totpEnrolment(secret, record.email)) } };
    },

    /** Step 2: a code from the new secret turns it on and hands out ten recovery codes, once. */
    confirmTwoFactor(session: StaffSession, code: string, actor: AuditActor): { account: StaffAccount; recoveryCodes: string[] } {
      const record = mustGet(session.account.id);
      if (record.totp_secret) throw new HttpError(409, 'Two-step sign-in is already on for this account.');
      if (!record.totp_pending_secret) throw new HttpError(409, 'Start the set-up first: there is no new secret waiting for a code.');
      const step = matchingTotpStep(record.totp_pending_secret, code, Date.now(), null);
      if (step === null)
        throw new HttpError(400, 'That code does not match. Check that the app shows the AEC staff console entry just added, and type the code it shows now.');
      const recoveryCodes = newRecoveryCodes();
      return db.transaction(() => {
        if (enableTotp.run(step, new Date().toISOString(), record.id, record.totp_pending_secret).changes !== 1) {
          throw new HttpError(409, 'The set-up changed meanwhile (another window?); start it again.');
        }
        deleteRecoveryCodes.run(record.id);
        for (const recovery of recoveryCodes) insertRecoveryCode.run(record.id, sha256(normaliseRecoveryCode(recovery)));
        audit.record(actor, { action: 'account.two-factor-on', target: `account:${record.id}` });
        return { account: toAccount(get(record.id)!), recoveryCodes };
      })();
    },

    /** A lost phone: two-step sign-in off (the next sign-in sets it up again where required), sessions ended. */
    resetTwoFactor(id: number, actor: AuditActor): StaffAccount {
      mustGet(id);
      return db.transaction(() => {
        resetTotp.run(new Date().toISOString(), id);
        deleteRecoveryCodes.run(id);
        deleteSessionsOf.run(id, null);
        audit.record(actor, { action: 'account.reset-two-factor', target: `account:${id}` });
        return toAccount(get(id)!);
      })();
    },

    recoveryCodesLeft: (id: number): number => (recoveryCodesLeft.get(id) as { n: number }).n,

    securityPolicy: () => ({ twoFactorForAll: (policy.get() as { two_factor_for_all: number }).two_factor_for_all === 1 }),

    setSecurityPolicy: db.transaction((next: { twoFactorForAll: boolean }, actor: AuditActor) => {
      const before = repo.securityPolicy();
      setPolicy.run(next.twoFactorForAll ? 1 : 0);
      audit.record(actor, { action: 'security-policy.update', before, after: next });
      return repo.securityPolicy();
    }),

    /** The live session of a cookie token, touched; undefined when unknown, idle too long, too old or its account disabled. */
    session(token: string): StaffSession | undefined {
      const tokenHash = sha256(token);
      const s = sessionByHash.get(tokenHash) as
        { token_hash: string; account_id: number; csrf_token: string; created_at: string; last_seen_at: string } | undefined;
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

/** The file (in AEC_DATA_DIR) that takes the first one-time password when the output is not a terminal. */
export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt';

/**
 * On the first start (no administrator yet) the first one: ADMIN_EMAIL with ADMIN_PASSWORD, or
 * with a one-time password printed once on the terminal (not through the logger: logs are shipped
 * and kept; the terminal of a first start is seen by whoever installs the site). Output that is not
 * a terminal is kept too, so then the password goes to an owner-only file the log names. Either way the
 * password is changed at the first sign-in, and an administrator then turns on two-step sign-in.
 */
export default fp(
  async (app) => {
    const accounts = createAccountRepository(app.db, app.audit, loadStaffSettings());
    app.decorate('staffAccounts', accounts);
    // No administrator at all (also when `npm run admin` made other accounts before the first start).
    if (accounts.adminCount() > 0) return;
    const email = (app.config.adminEmail ?? 'admin@aec.ac.in').toLowerCase();
    const given = app.config.adminPassword;
    const problem = given === undefined ? null : passwordProblem(given, email);
    // Refused before anything is stored: a weak first password is not a warning in a log nobody reads.
    if (problem) throw new Error(`ADMIN_PASSWORD is refused: ${problem}`);
    const { oneTimePassword: password } = await accounts.create({ email, name: 'Administrator', role: 'admin', password: given }, { id: null, name: 'system' });
    if (given) {
      app.log.info({ email }, 'first staff administrator created from ADMIN_EMAIL and ADMIN_PASSWORD (to be changed at the first sign-in)');
    } else if (app.config.logLevel !== 'silent') {
      const file = handOverPassword(
        `\nFirst staff administrator: ${email}\nOne-time password: ${password}\n` +
          'Sign in at /admin, choose your own password and set up two-step sign-in. This is shown once; `npm run admin -w api -- reset-password <email>` makes a new one.\n\n',
        { terminal: Boolean(process.stdout.isTTY), dir: app.config.dataDir, fileName: FIRST_ADMIN_PASSWORD_FILE, write: (text) => process.stdout.write(text) },
      );
      if (file)
        app.log.warn(
          { email, file },
          'first staff administrator created; its one-time password is in this file (readable by its owner only): read it, then delete it',
        );
    }
  },
  { name: 'staff-accounts', dependencies: ['db', 'audit-log'] },
);
