import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, OneTimePasswordResponse, SessionResponse, TwoFactorConfirmResponse, TwoFactorSetupResponse, UploadResponse } from '@aec/contracts';
import { totpCode } from '../../plugins/app/staff/two-factor';

/**
 * What the staff API tests share: the first administrator, sessions, calls that carry the session
 * cookie and CSRF header, and accounts of a role. Test-only, yet under src/: tsconfig.build.json's
 * rootDir is src, so this imports nothing from test/ and nothing from jest (a failed step throws).
 */

/** `password` is ADMIN_PASSWORD (changed at the first sign-in), `ownPassword` the one chosen then. */
export const TEST_ADMIN = { email: 'principal@aec.ac.in', password: 'first-admin-password-2026', ownPassword: 'lantern-orchard-quietly-2026' };

/** The password each role's test account chooses over its one-time password (none contains the email's name). */
export const OWN_PASSWORDS: Record<string, string> = {
  admin: 'silver-brook-anchor-93',
  publisher: 'quiet-harbour-lamp-41',
  grievance_officer: 'amber-field-kettle-72',
  approver: 'copper-meadow-lantern-58',
};

/** For buildTestApp: an empty store, no rate limit in the way, and TEST_ADMIN as the first admin. */
export const STAFF_TEST_ENV = { AEC_SEED: '0', AEC_RATE_LIMIT_MAX: '100000', ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };

export interface StaffSession {
  cookie: string;
  csrf: string;
}

const mustAnswer = (res: LightMyRequestResponse, status: number, step: string) => {
  if (res.statusCode !== status) throw new Error(`${step}: expected ${status}, got ${res.statusCode} ${res.body}`);
  return res;
};

/** `appOf` answers the app the suite built in beforeAll. */
export function staffTestKit(appOf: () => FastifyInstance) {
  const signIn = (email: string, password: string, headers: Record<string, string> = {}, code?: string) =>
    appOf().inject({ method: 'POST', url: '/api/staff/sign-in', payload: { email, password, ...(code === undefined ? {} : { code }) }, headers });

  const sessionOf = async (email: string, password: string, code?: string): Promise<StaffSession> => {
    const res = mustAnswer(await signIn(email, password, {}, code), 200, `sign-in as ${email}`);
    return { cookie: String(res.headers['set-cookie']).split(';')[0]!, csrf: SessionResponse.parse(res.json()).csrfToken };
  };

  /** Without a session: no cookie; with csrf false: the cookie but no CSRF header. */
  const call = (session: StaffSession | undefined, method: string, url: string, payload?: unknown, csrf = true) =>
    appOf().inject({
      method: method as 'GET',
      url,
      ...(payload === undefined || payload === null ? {} : { payload: payload as object }),
      headers: session ? { cookie: session.cookie, ...(csrf ? { [CSRF_HEADER]: session.csrf } : {}) } : {},
    });

  /** Turns two-step sign-in on for the signed-in account: its secret and recovery codes. */
  /** Two-step sign-in on for a session whose password is `password` (asked again at the set-up). */
  const enrolTwoFactor = async (session: StaffSession, password: string) => {
    const setup = TwoFactorSetupResponse.parse(
      mustAnswer(await call(session, 'POST', '/api/staff/two-factor/setup', { password }), 200, 'two-factor set-up').json(),
    );
    const confirmed = await call(session, 'POST', '/api/staff/two-factor/confirm', { code: totpCode(setup.secret, Date.now()) });
    return { secret: setup.secret, recoveryCodes: TwoFactorConfirmResponse.parse(mustAnswer(confirmed, 200, 'two-factor confirmation').json()).recoveryCodes };
  };

  /** A staff account created by `admin`, with its own password (OWN_PASSWORDS) chosen over the one-time one. */
  const staffAccount = async (admin: StaffSession, email: string, role: string): Promise<StaffSession> => {
    const created = OneTimePasswordResponse.parse((await call(admin, 'POST', '/api/staff/accounts', { email, name: email, role })).json());
    const first = await sessionOf(email, created.oneTimePassword);
    const password = OWN_PASSWORDS[role]!;
    mustAnswer(
      await call(first, 'POST', '/api/staff/password', { currentPassword: created.oneTimePassword, newPassword: password }),
      200,
      `password of ${email}`,
    );
    return sessionOf(email, password);
  };

  // The first administrator's second factor, once signInStaff has set it up.
  let adminFactor: { secret: string; recoveryCodes: string[] } | undefined;

  /**
   * The first administrator's first sign-in, as a person makes it: ADMIN_PASSWORD, their own
   * password, two-step sign-in; then publisher@aec.ac.in and officer@aec.ac.in (grievance officer).
   */
  const signInStaff = async () => {
    const admin = await sessionOf(TEST_ADMIN.email, TEST_ADMIN.password);
    mustAnswer(
      await call(admin, 'POST', '/api/staff/password', { currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.ownPassword }),
      200,
      'the first admin password',
    );
    adminFactor = await enrolTwoFactor(admin, TEST_ADMIN.ownPassword);
    const publisher = await staffAccount(admin, 'publisher@aec.ac.in', 'publisher');
    const officer = await staffAccount(admin, 'officer@aec.ac.in', 'grievance_officer');
    return { admin, publisher, officer };
  };

  /** Another session of the first administrator, signed in with one of its recovery codes (a TOTP code works once per 30 s). */
  const adminSession = () => {
    const code = adminFactor?.recoveryCodes.shift();
    if (!code) throw new Error('adminSession: run signInStaff first (or more than ten admin sessions were asked for)');
    return sessionOf(TEST_ADMIN.email, TEST_ADMIN.ownPassword, code);
  };

  const upload = async (session: StaffSession, name: string, type: string, bytes: Uint8Array) => {
    const res = mustAnswer(
      await call(session, 'POST', '/api/staff/files', { name, type, dataBase64: Buffer.from(bytes).toString('base64') }),
      201,
      `upload of ${name}`,
    );
    return UploadResponse.parse(res.json());
  };

  return { signIn, sessionOf, call, staffAccount, signInStaff, adminSession, enrolTwoFactor, upload };
}
