import { OneTimePasswordResponse, SessionResponse } from '@aec/contracts';
import * as password from '../../plugins/app/staff/password';
import { totpCode } from '../../plugins/app/staff/two-factor';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { OWN_PASSWORDS, STAFF_TEST_ENV, staffTestKit, TEST_ADMIN, type StaffSession } from './staff-test-kit';

// The lock is what is checked here, not the slow-down before it.
process.env.AEC_STAFF_SLOWDOWN_MS = '1';

const LOCKED = /this account is locked for 15 more minute\(s\)/;

describe('the sign-in lock, the first administrator and the password rules (SECURITY.md)', () => {
  let ctx: TestContext;
  let admin: StaffSession;
  const kit = staffTestKit(() => ctx.app);

  beforeAll(async () => {
    ctx = await buildTestApp(STAFF_TEST_ENV);
    ({ admin } = await kit.signInStaff());
  });
  afterAll(() => ctx.close());
  afterEach(() => jest.restoreAllMocks());

  /** A new publisher, still on its one-time password (so its sign-ins need no second step). */
  const newAccount = async (email: string) =>
    OneTimePasswordResponse.parse((await kit.call(admin, 'POST', '/api/staff/accounts', { email, name: email, role: 'publisher' })).json());

  const wrongFrom = (email: string, i: number) =>
    ctx.app.inject({ method: 'POST', url: '/api/staff/sign-in', payload: { email, password: `wrong-guess-${i}` }, remoteAddress: `10.0.${i >> 8}.${i & 255}` });

  it('of 60 wrong passwords sent at once from 60 addresses, at most 6 reach the password check; the rest answer 423', async () => {
    await newAccount('raced@aec.ac.in');
    const checks = jest.spyOn(password, 'verifyPassword');
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => wrongFrom('raced@aec.ac.in', i)));
    expect(checks.mock.calls.length).toBeLessThanOrEqual(6);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 423).length).toBeGreaterThanOrEqual(54);
    expect(statuses.every((s) => s === 401 || s === 423)).toBe(true);
    for (const locked of answers.filter((a) => a.statusCode === 423)) {
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect(locked.json().error).toMatch(LOCKED);
    }
    const judged = ctx.app.db
      .prepare("SELECT COUNT(*) AS n FROM audit_log WHERE actor = 'raced@aec.ac.in' AND action = 'sign-in.failed' AND after_json LIKE '%wrong password%'")
      .get() as { n: number };
    expect(judged.n).toBeLessThanOrEqual(6);
  });

  it('does not keep the owner out: after 20 wrong passwords from 20 addresses, the owner signs in from another address with password and code (ASVS 6.1.1)', async () => {
    const created = await newAccount('owner@aec.ac.in');
    const first = await kit.sessionOf('owner@aec.ac.in', created.oneTimePassword);
    await kit.call(first, 'POST', '/api/staff/password', { currentPassword: created.oneTimePassword, newPassword: OWN_PASSWORDS.publisher });
    const { secret, recoveryCodes } = await kit.enrolTwoFactor(first, OWN_PASSWORDS.publisher!);
    const owner = (code?: string, pass = OWN_PASSWORDS.publisher!, from = '192.0.2.77') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/staff/sign-in',
        payload: { email: 'owner@aec.ac.in', password: pass, ...(code ? { code } : {}) },
        remoteAddress: from,
      });

    const strangers: number[] = [];
    for (let i = 0; i < 20; i++) strangers.push((await wrongFrom('owner@aec.ac.in', 100 + i)).statusCode);
    expect(strangers).toEqual([...Array(5).fill(401), ...Array(15).fill(423)]);

    // While locked, no attempt without a right code reaches the password hash: the guess limit holds.
    const checks = jest.spyOn(password, 'verifyPassword');
    const lockedAnswer = await owner();
    expect(lockedAnswer.statusCode).toBe(423);
    const guessed = await owner('000000', 'wrong-guess-with-a-code', '10.0.9.9');
    expect(guessed.statusCode).toBe(423);
    expect(guessed.json()).toEqual(lockedAnswer.json());
    expect(checks).not.toHaveBeenCalled();
    // A right code with a wrong password: the lock's answer, and the code is not used up by it.
    // The next time step's code (the enrolment used this one); the server takes one step either side.
    const code = totpCode(secret, Date.now() + 30_000);
    expect((await owner(code, 'wrong-guess-with-the-code')).json()).toEqual(lockedAnswer.json());
    checks.mockRestore();

    // The owner, from an address none of the guesses came from: password and the app's code.
    const signedIn = await owner(code);
    expect(signedIn.statusCode).toBe(200);
    const session = { cookie: String(signedIn.headers['set-cookie']).split(';')[0]!, csrf: SessionResponse.parse(signedIn.json()).csrfToken };
    expect((await kit.call(session, 'GET', '/api/staff/me')).statusCode).toBe(200);
    // The code is used once; a recovery code passes the lock too.
    expect((await owner(code)).statusCode).toBe(423);
    expect((await owner(recoveryCodes[0])).statusCode).toBe(200);
    // The lock strangers caused stays for them.
    expect((await wrongFrom('owner@aec.ac.in', 200)).statusCode).toBe(423);
    const audit = ctx.app.db
      .prepare("SELECT after_json FROM audit_log WHERE actor = 'owner@aec.ac.in' AND action = 'sign-in' ORDER BY id DESC LIMIT 1")
      .get() as { after_json: string };
    expect(JSON.parse(audit.after_json)).toMatchObject({ secondFactor: 'recovery code', throughLock: true });
  });

  it('keeps an account without two-step sign-in locked (nothing but the password tells the owner apart)', async () => {
    const created = await newAccount('no-second-factor@aec.ac.in');
    for (let i = 0; i < 7; i++) await wrongFrom('no-second-factor@aec.ac.in', 300 + i);
    expect((await kit.signIn('no-second-factor@aec.ac.in', created.oneTimePassword, {}, '123456')).statusCode).toBe(423);
  });

  it('locks an unknown email after 6 failures the same way, so a 423 tells nothing about who has an account', async () => {
    await newAccount('known@aec.ac.in');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push((await wrongFrom('known@aec.ac.in', i)).statusCode);
      unknown.push((await wrongFrom('nobody-here@aec.ac.in', i)).statusCode);
    }
    expect(known).toEqual([401, 401, 401, 401, 401, 423, 423]);
    expect(unknown).toEqual(known);
    const [a, b] = [await wrongFrom('known@aec.ac.in', 9), await wrongFrom('nobody-here@aec.ac.in', 9)];
    expect(b.json()).toEqual(a.json());
    expect(Number(b.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('counts wrong current passwords on /password toward the same lock', async () => {
    const created = await newAccount('changer@aec.ac.in');
    const session = await kit.sessionOf('changer@aec.ac.in', created.oneTimePassword);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        (await kit.call(session, 'POST', '/api/staff/password', { currentPassword: `not-it-${i}`, newPassword: 'quiet-harbour-lamp-41' })).statusCode,
      );
    }
    expect(answers).toEqual([403, 403, 403, 403, 403, 423]);
    const locked = await kit.call(session, 'POST', '/api/staff/password', { currentPassword: created.oneTimePassword, newPassword: 'quiet-harbour-lamp-41' });
    expect(locked.statusCode).toBe(423);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // The sign-in form is locked too: it is one count per email.
    expect((await kit.signIn('changer@aec.ac.in', created.oneTimePassword)).statusCode).toBe(423);
    const listed = (await kit.call(admin, 'GET', '/api/staff/accounts')).json().rows.find((r: { email: string }) => r.email === 'changer@aec.ac.in');
    expect(listed.lockedUntil).toEqual(expect.any(String));
    // An administrator's reset unlocks.
    const reset = OneTimePasswordResponse.parse((await kit.call(admin, 'POST', `/api/staff/accounts/${created.account.id}/reset-password`)).json());
    expect((await kit.signIn('changer@aec.ac.in', reset.oneTimePassword)).statusCode).toBe(200);
  });

  it('refuses a common password, the email name and the site name as a new password, in words', async () => {
    const created = await newAccount('rules@aec.ac.in');
    const session = await kit.sessionOf('rules@aec.ac.in', created.oneTimePassword);
    const change = (newPassword: string) => kit.call(session, 'POST', '/api/staff/password', { currentPassword: created.oneTimePassword, newPassword });
    const common = await change('password1234');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: expect.stringMatching(/most common passwords/) });
    expect((await change('rules-and-more-rules')).json().error).toMatch(/from your email address/);
    expect((await change('Assam Engineering College!')).json().error).toMatch(/college's name/);
    expect((await change('quiet-harbour-lamp-41')).statusCode).toBe(200);
  });

  it('makes the first administrator change ADMIN_PASSWORD, then set up two-step sign-in, before anything else', async () => {
    const fresh = await buildTestApp(STAFF_TEST_ENV);
    try {
      const freshKit = staffTestKit(() => fresh.app);
      const first = await freshKit.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      expect(first.statusCode).toBe(200);
      expect(SessionResponse.parse(first.json()).account).toMatchObject({ mustChangePassword: true, twoFactorRequired: true, twoFactorEnabled: false });
      const session = await freshKit.sessionOf(TEST_ADMIN.email, TEST_ADMIN.password);
      const accounts = await freshKit.call(session, 'GET', '/api/staff/accounts');
      expect(accounts.statusCode).toBe(403);
      expect(accounts.json().error).toMatch(/Choose your own password first/);
      expect(
        (await freshKit.call(session, 'POST', '/api/staff/password', { currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.ownPassword })).statusCode,
      ).toBe(200);
      const still = await freshKit.call(session, 'GET', '/api/staff/accounts');
      expect(still.statusCode).toBe(403);
      expect(still.json().error).toMatch(/Set up two-step sign-in first/);
      await freshKit.enrolTwoFactor(session, TEST_ADMIN.ownPassword);
      expect((await freshKit.call(session, 'GET', '/api/staff/accounts')).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('refuses to start with an ADMIN_PASSWORD that breaks the rules', async () => {
    await expect(buildTestApp({ ...STAFF_TEST_ENV, ADMIN_PASSWORD: 'x' })).rejects.toThrow(/ADMIN_PASSWORD is refused: The password must be at least 12/);
    await expect(buildTestApp({ ...STAFF_TEST_ENV, ADMIN_PASSWORD: 'password1234' })).rejects.toThrow(/ADMIN_PASSWORD is refused: .*most common/);
    await expect(buildTestApp({ ...STAFF_TEST_ENV, ADMIN_PASSWORD: 'principal-of-the-college' })).rejects.toThrow(/“principal” from your email/);
  });

  it('limits /password per client address like sign-in (429)', async () => {
    const limited = await buildTestApp({ ...STAFF_TEST_ENV, AEC_RATE_LIMIT_MAX: '3' });
    try {
      const limitedKit = staffTestKit(() => limited.app);
      const session = await limitedKit.sessionOf(TEST_ADMIN.email, TEST_ADMIN.password);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await limitedKit.call(session, 'POST', '/api/staff/password', { currentPassword: `nope-${i}`, newPassword: OWN_PASSWORDS.admin })).statusCode,
        );
      }
      expect(statuses).toEqual([403, 403, 403, 429]);
    } finally {
      await limited.close();
    }
  });
});
