import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, OneTimePasswordResponse, SessionResponse, UploadResponse } from '@aec/contracts';

/**
 * What the staff API tests share: the first administrator, sessions, calls that carry the session
 * cookie and CSRF header, and accounts of a role. Test-only, yet under src/: tsconfig.build.json's
 * rootDir is src, so this imports nothing from test/ and nothing from jest (a failed step throws).
 */

export const TEST_ADMIN = { email: 'principal@aec.ac.in', password: 'first-admin-password-2026' };

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
  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    appOf().inject({ method: 'POST', url: '/api/staff/sign-in', payload: { email, password }, headers });

  const sessionOf = async (email: string, password: string): Promise<StaffSession> => {
    const res = mustAnswer(await signIn(email, password), 200, `sign-in as ${email}`);
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

  /** A staff account created by `admin`, with its own password (`${role}-own-password-1`) chosen over the one-time one. */
  const staffAccount = async (admin: StaffSession, email: string, role: string): Promise<StaffSession> => {
    const created = OneTimePasswordResponse.parse((await call(admin, 'POST', '/api/staff/accounts', { email, name: email, role })).json());
    const first = await sessionOf(email, created.oneTimePassword);
    const password = `${role}-own-password-1`;
    mustAnswer(await call(first, 'POST', '/api/staff/password', { currentPassword: created.oneTimePassword, newPassword: password }), 200, `password of ${email}`);
    return sessionOf(email, password);
  };

  /** The first admin, publisher@aec.ac.in and officer@aec.ac.in (grievance officer), signed in. */
  const signInStaff = async () => {
    const admin = await sessionOf(TEST_ADMIN.email, TEST_ADMIN.password);
    const publisher = await staffAccount(admin, 'publisher@aec.ac.in', 'publisher');
    const officer = await staffAccount(admin, 'officer@aec.ac.in', 'grievance_officer');
    return { admin, publisher, officer };
  };

  const upload = async (session: StaffSession, name: string, type: string, bytes: Uint8Array) => {
    const res = mustAnswer(await call(session, 'POST', '/api/staff/files', { name, type, dataBase64: Buffer.from(bytes).toString('base64') }), 201, `upload of ${name}`);
    return UploadResponse.parse(res.json());
  };

  return { signIn, sessionOf, call, staffAccount, signInStaff, upload };
}
