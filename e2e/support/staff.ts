// Staff accounts for console tests. The e2e server's first administrator (support/e2e-server.mjs)
// makes its first sign-in once per run in support/global-setup.ts, as a person would (its own
// password, two-step sign-in), and its API session is shared with the workers through the
// environment; from it each test creates the accounts it needs through the real API. Administrators
// sign in with a code from their authenticator secret, computed here as a phone would.
import { randomInt } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_PORT } from './browser';

export type StaffRole = 'admin' | 'publisher' | 'grievance_officer' | 'approver';
export interface StaffCredentials {
  email: string;
  password: string;
  role: StaffRole;
  /** Base32 authenticator secret, for an account with two-step sign-in. */
  totpSecret?: string;
  /** Recovery codes not used yet (a test that uses one takes it off). */
  recoveryCodes?: string[];
  /** The last time step whose code was used: the server takes each step once. */
  lastStep?: number;
}

/** The e2e servers' first administrator (ADMIN_EMAIL, ADMIN_PASSWORD): the password passes the rules and is changed at the first sign-in. */
export const FIRST_ADMIN = { email: 'admin@e2e.test', initialPassword: 'e2e-first-sign-in-phrase', ownPassword: 'lantern-orchard-quietly-e2e' };
/** ADMIN_EMAIL and ADMIN_PASSWORD of an e2e server: good for the first sign-in on a fresh one only (it then asks for a new password). */
export const E2E_ADMIN: StaffCredentials = { email: FIRST_ADMIN.email, password: FIRST_ADMIN.initialPassword, role: 'admin' };

interface FirstAdminSession {
  cookie: string;
  csrfToken: string;
  totpSecret: string;
}

const baseURL = (port = E2E_PORT) => `http://127.0.0.1:${port}`;
const STEP_MS = 30_000;
const totp = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/**
 * The code an authenticator app would show, for a time step after the last one used: the server
 * accepts the step before and after its own, so this waits only when both are used up.
 */
export async function nextTotpCode(credentials: StaffCredentials): Promise<string> {
  const secret = credentials.totpSecret;
  if (!secret) throw new Error(`${credentials.email} has no two-step sign-in`);
  let now = Math.floor(Date.now() / STEP_MS);
  // The step before ends with this one: not worth it in this step's last two seconds.
  const earliest = Date.now() % STEP_MS < STEP_MS - 2_000 ? now - 1 : now;
  const step = Math.max(earliest, (credentials.lastStep ?? -Infinity) + 1);
  while (step > now + 1) {
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * STEP_MS - Date.now() + 50));
    now = Math.floor(Date.now() / STEP_MS);
  }
  credentials.lastStep = step;
  return totp(secret).generate({ timestamp: step * STEP_MS });
}

async function mustPost(context: APIRequestContext, url: string, data: unknown, headers: Record<string, string> = {}) {
  const response = await context.post(url, { data, headers });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Two-step sign-in turned on for a signed-in API session (its password asked again): the secret and recovery codes, the step used. */
async function enrolTwoFactor(context: APIRequestContext, headers: Record<string, string>, password: string) {
  const { secret } = (await mustPost(context, '/api/staff/two-factor/setup', { password }, headers)) as { secret: string };
  const credentials = { totpSecret: secret } as StaffCredentials;
  const code = await nextTotpCode(credentials);
  const { recoveryCodes } = (await mustPost(context, '/api/staff/two-factor/confirm', { code }, headers)) as { recoveryCodes: string[] };
  return { totpSecret: secret, recoveryCodes, lastStep: credentials.lastStep };
}

/** The session cookie a signed-in API client holds, as a Cookie header value. */
async function sessionCookie(context: APIRequestContext): Promise<string> {
  const cookie = (await context.storageState()).cookies.find((c) => c.name === 'aec_staff');
  if (!cookie) throw new Error('the sign-in set no session cookie');
  return `aec_staff=${cookie.value}`;
}

/** The first administrator's first sign-in on the server at `port`: ADMIN_PASSWORD, their own password, two-step sign-in. */
export async function setUpFirstAdmin(port = E2E_PORT): Promise<FirstAdminSession> {
  const context = await playwrightRequest.newContext({ baseURL: baseURL(port) });
  const signedIn = await context.post('/api/staff/sign-in', { data: { email: FIRST_ADMIN.email, password: FIRST_ADMIN.initialPassword } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  await mustPost(context, '/api/staff/password', { currentPassword: FIRST_ADMIN.initialPassword, newPassword: FIRST_ADMIN.ownPassword }, headers);
  const { totpSecret } = await enrolTwoFactor(context, headers, FIRST_ADMIN.ownPassword);
  const cookie = await sessionCookie(context);
  await context.dispose();
  return { cookie, csrfToken, totpSecret };
}

/** Environment variable through which global-setup.ts hands the first administrator's session to the workers. */
export const FIRST_ADMIN_SESSION_ENV = 'E2E_FIRST_ADMIN_SESSION';
const firstAdmins = new Map<number, Promise<FirstAdminSession>>();

/**
 * A new session of the first administrator when the shared one has ended (30 minutes unused): the
 * code of a time step no other worker has used yet (a refused code means one had; take the next).
 */
async function signInFirstAdminAgain(port: number, totpSecret: string): Promise<FirstAdminSession> {
  const credentials: StaffCredentials = { email: FIRST_ADMIN.email, password: FIRST_ADMIN.ownPassword, role: 'admin', totpSecret };
  const context = await playwrightRequest.newContext({ baseURL: baseURL(port) });
  try {
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await context.post('/api/staff/sign-in', {
        data: { email: credentials.email, password: credentials.password, code: await nextTotpCode(credentials) },
      });
      if (response.status() === 401) continue;
      expect(response.status(), await response.text()).toBe(200);
      return { cookie: await sessionCookie(context), csrfToken: ((await response.json()) as { csrfToken: string }).csrfToken, totpSecret };
    }
    throw new Error('the first administrator could not sign in again: four codes in a row were refused');
  } finally {
    await context.dispose();
  }
}

/** An API client with the first administrator's session on the server at `port` (its own server: set up on first use). */
async function firstAdminApi(port = E2E_PORT) {
  const shared = process.env[FIRST_ADMIN_SESSION_ENV];
  if (!firstAdmins.has(port)) {
    firstAdmins.set(port, port === E2E_PORT && shared ? Promise.resolve(JSON.parse(shared) as FirstAdminSession) : setUpFirstAdmin(port));
  }
  let session = await firstAdmins.get(port)!;
  let context = await playwrightRequest.newContext({ baseURL: baseURL(port), extraHTTPHeaders: { cookie: session.cookie } });
  if ((await context.get('/api/staff/me')).status() === 401) {
    await context.dispose();
    const again = signInFirstAdminAgain(port, session.totpSecret);
    firstAdmins.set(port, again);
    session = await again;
    context = await playwrightRequest.newContext({ baseURL: baseURL(port), extraHTTPHeaders: { cookie: session.cookie } });
  }
  return { context, headers: { 'x-csrf-token': session.csrfToken } };
}

let counter = 0;

/**
 * A new, ready staff account of `role`: its own password chosen over the one-time one, and for an
 * administrator two-step sign-in set up (as the console requires of one).
 */
export async function createStaffAccount(role: StaffRole, port?: number): Promise<StaffCredentials> {
  const email = `${role.replace('_', '-')}-${process.pid}-${Date.now()}-${counter++}@e2e.test`;
  const admin = await firstAdminApi(port);
  const created = await admin.context.post('/api/staff/accounts', { headers: admin.headers, data: { email, name: `Sample ${role.replace('_', ' ')}`, role } });
  expect(created.status(), await created.text()).toBe(201);
  const { oneTimePassword } = (await created.json()) as { oneTimePassword: string };
  await admin.context.dispose();

  // Letters without a, c and e: a random part can never spell the college's name ('AEC', which the
  // password rules refuse; hex from a UUID sometimes did) nor any part of the account's email.
  const password = `chosen-password-${Array.from({ length: 8 }, () => 'bdfghjkmnpqrstvwxyz'[randomInt(19)]).join('')}`;
  const fresh = await playwrightRequest.newContext({ baseURL: baseURL(port) });
  const signedIn = await fresh.post('/api/staff/sign-in', { data: { email, password: oneTimePassword } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const headers = { 'x-csrf-token': ((await signedIn.json()) as { csrfToken: string }).csrfToken };
  await mustPost(fresh, '/api/staff/password', { currentPassword: oneTimePassword, newPassword: password }, headers);
  const twoFactor = role === 'admin' ? await enrolTwoFactor(fresh, headers, password) : {};
  await fresh.dispose();
  return { email, password, role, ...twoFactor };
}

/** The code step of the console's sign-in form (on the page or in the session dialog): the next TOTP code, or `code` when given. */
export async function enterSecondFactor(scope: Page | ReturnType<Page['getByRole']>, credentials: StaffCredentials, code?: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Authentication code', exact: true }).fill(code ?? (await nextTotpCode(credentials)));
  await scope.getByRole('button', { name: 'Verify and sign in' }).click();
}

/** Signs in through the console's form at /admin (with the code step for two-step sign-in) and waits for the console to show. */
export async function signInToConsole(page: Page, credentials: StaffCredentials): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (credentials.totpSecret) await enterSecondFactor(page, credentials);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** An API client signed in as `credentials` (publishers and officers: no second step), with the CSRF header of its session. */
export async function staffApiSession(credentials: { email: string; password: string }, port?: number) {
  const context = await playwrightRequest.newContext({ baseURL: baseURL(port) });
  const response = await context.post('/api/staff/sign-in', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { context, headers: { 'x-csrf-token': csrfToken } };
}

/** The first administrator's API session, for specs that need an administrator's call (create an account, read the audit log). */
export const adminApiSession = (port?: number) => firstAdminApi(port);
