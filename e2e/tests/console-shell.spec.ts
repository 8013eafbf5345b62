// The staff console's shell: sign-in, forced password change, the console layout and its own admin
// screens (accounts, audit log, outbox, password), the session ending under a screen, and the API's
// guards as a browser meets them. Real Chromium against the production server (support/e2e-server.mjs).
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { E2E_PORT } from '../support/browser';
import { adminApiSession, createStaffAccount, enterSecondFactor, signInToConsole, staffApiSession, type StaffRole } from '../support/staff';

const WRONG = 'The email or the password is not right.';
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const unique = (what: string) => `${what}-${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

/** An API client signed in as `credentials` (no second step), with the CSRF header of its session. */
const apiSession = (credentials: { email: string; password: string }) => staffApiSession(credentials);

/** A new account straight from the admin: still on its one-time password. */
async function accountWithOneTimePassword(role: StaffRole) {
  const admin = await adminApiSession();
  const email = unique(role.replace('_', '-'));
  const created = await admin.context.post('/api/staff/accounts', { headers: admin.headers, data: { email, name: 'Bikash Bora', role } });
  expect(created.status(), await created.text()).toBe(201);
  const { oneTimePassword } = (await created.json()) as { oneTimePassword: string };
  await admin.context.dispose();
  return { email, oneTimePassword };
}

async function fillSignIn(scope: Page | ReturnType<Page['getByRole']>, email: string, password: string) {
  await scope.getByLabel('Email').fill(email);
  await scope.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Sign in' }).click();
}

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console screens' });

test('a visitor of the public home page downloads no console code', async ({ page }) => {
  const files: string[] = [];
  page.on('request', (request) => files.push(request.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(files.filter((url) => /staff-console/.test(url))).toEqual([]);
  await page.goto('/robots.txt');
  await expect(page.locator('body')).toContainText('Disallow: /admin');
});

test.describe('signing in', () => {
  test('a wrong password shows the server sentence, keeps the email and focuses the error; /admin is noindex', async ({ page }) => {
    const staff = await createStaffAccount('publisher');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Sign in – Staff console/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await fillSignIn(page, staff.email, 'not-the-password');
    const error = page.getByText(WRONG);
    await expect(error).toBeVisible();
    await expect(error).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue(staff.email);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');

    // Checked in the browser before anything is sent.
    await page.getByLabel('Email').fill('not an email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();

    await page.getByLabel('Email').fill(staff.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sample publisher');
  });

  test('a fresh account locks after 6 failures in a row, and the form says so', async ({ page }) => {
    test.setTimeout(120_000);
    const staff = await createStaffAccount('publisher');
    await page.goto('/admin');
    for (let attempt = 1; attempt <= 6; attempt++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/staff/sign-in'), { timeout: 30_000 });
      await fillSignIn(page, staff.email, `wrong-password-${attempt}`);
      const response = await answered;
      expect(response.status(), `attempt ${attempt}`).toBe(attempt < 6 ? 401 : 423);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    }
    await expect(page.getByText(/this account is locked for 15 more minute\(s\)/)).toBeVisible();
    await expect(page.getByText(/this account is locked/)).toBeFocused();
    // The lock offers the code step (an owner with two-step sign-in passes with password and code); this account has none.
    await expect(page.getByLabel('Authentication code')).toBeVisible();
    await page.getByRole('button', { name: 'Start again' }).click();
    // Even the right password is refused now.
    await fillSignIn(page, staff.email, staff.password);
    await expect(page.getByText(/this account is locked for 1[45] more minute\(s\)/)).toBeVisible();
  });

  test('a one-time password allows nothing but choosing a new one', async ({ page }) => {
    const { email, oneTimePassword } = await accountWithOneTimePassword('publisher');
    await page.goto('/admin');
    await fillSignIn(page, email, oneTimePassword);
    await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
    await expect(consoleNav(page)).toHaveCount(0);

    await page.getByLabel('Current password').fill(oneTimePassword);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('too-short');
    await page.getByLabel('Repeat new password').fill('too-short');
    await page.getByRole('button', { name: 'Save my password' }).click();
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('The password must be at least 12 characters.')).toBeVisible();

    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a long new password 2026');
    await page.getByLabel('Repeat new password').fill('a long new password 2027');
    await page.getByRole('button', { name: 'Save my password' }).click();
    await expect(page.getByText(/The two new passwords are not the same/)).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue(oneTimePassword);

    await page.getByLabel('Repeat new password').fill('a long new password 2026');
    await page.getByRole('button', { name: 'Save my password' }).click();
    await expect(consoleNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const fresh = await apiSession({ email, password: 'a long new password 2026' });
    const me = await fresh.context.get('/api/staff/me');
    expect(((await me.json()) as { account: { mustChangePassword: boolean } }).account.mustChangePassword).toBe(false);
    await fresh.context.dispose();
  });
});

test.describe('the administrator screens', () => {
  test('an admin creates an account and sees its one-time password once; their own demotion is refused', async ({ page }) => {
    const admin = await createStaffAccount('admin');
    await signInToConsole(page, admin);
    await consoleNav(page).getByRole('link', { name: 'Accounts' }).click();
    await expect(page).toHaveURL(/\/admin\/accounts$/);
    await expect(page).toHaveTitle(/Accounts – Staff console/);

    const email = unique('new-officer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Mridul Saikia');
    await page.getByLabel('Role').selectOption('grievance_officer');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { name: 'Account created for Mridul Saikia' })).toBeVisible();
    const oneTimePassword = (await page.getByTestId('one-time-password').textContent())!.trim();
    expect(oneTimePassword.length).toBeGreaterThanOrEqual(12);
    await expect(page.getByText(/not by email or chat/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy password' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Grievance officer');
    await expect(row).toContainText('one-time password not used yet');
    // The form is empty again for the next account.
    await expect(page.getByLabel('Email')).toHaveValue('');

    const fresh = await apiSession({ email, password: oneTimePassword });
    await fresh.context.dispose();
    await page.getByRole('button', { name: 'Done, hide the password' }).click();
    await expect(page.getByTestId('one-time-password')).toHaveCount(0);

    // An admin cannot disable themself: the server's sentence shows in the dialog.
    const own = page.getByRole('row').filter({ hasText: admin.email });
    await own.getByRole('button', { name: /^Disable/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await expect(dialog.getByText('You cannot disable your own account or take away your own administrator role.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the audit log lists a sign-in and a failed sign-in, with the details readable', async ({ page }) => {
    const staff = await createStaffAccount('publisher');
    const failed = await (
      await playwrightRequest.newContext({ baseURL })
    ).post('/api/staff/sign-in', { data: { email: staff.email, password: 'wrong-password' } });
    expect(failed.status()).toBe(401);

    await signInToConsole(page, await createStaffAccount('admin'));
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await page.getByLabel('Who').fill(staff.email);
    await page.getByLabel('Action').selectOption('sign-in');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/action=sign-in/);

    const rows = page.locator('table.data tbody tr');
    await expect(rows.filter({ has: page.locator('code', { hasText: /^sign-in\.failed$/ }) })).toHaveCount(1);
    await expect(rows.filter({ has: page.locator('code', { hasText: /^sign-in$/ }) })).not.toHaveCount(0);
    const failedRow = rows.filter({ has: page.locator('code', { hasText: /^sign-in\.failed$/ }) });
    await failedRow.getByText('Details').click();
    await expect(failedRow).toContainText('wrong password');
    // Read-only: nothing on the page edits an entry.
    await expect(page.locator('table.data').getByRole('button')).toHaveCount(0);

    await page.getByLabel('From').fill('2026-02-10');
    await page.getByLabel('To').fill('2026-02-01');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('The end date is before the start date.')).toBeVisible();
    await expect(page.getByLabel('Who')).toHaveValue(staff.email);
  });

  test('the outbox lists queued mail and Retry answers', async ({ page }) => {
    const filer = unique('filer');
    const registered = await page.request.post('/api/complain', {
      data: { email: filer, info: [{ name: 'Rupam Kalita', address: 'Jalukbari', type: 'GENERAL' }] },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    await signInToConsole(page, await createStaffAccount('admin'));
    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { name: 'Mail outbox', level: 1 })).toBeVisible();
    await expect(page.getByText(/No mail server is configured/)).toBeVisible();
    const row = page.locator('table.data tbody tr').filter({ hasText: filer });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(/Queued|Failed/).first()).toBeVisible();
    await row.getByRole('button', { name: /^Retry/ }).click();
    await expect(page.getByRole('status').filter({ hasText: `Mail to ${filer}` })).toContainText('stays in the outbox');

    await page.getByLabel('State').selectOption('sent');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/state=sent/);
    await expect(page.locator('table.data tbody tr').filter({ hasText: filer })).toHaveCount(0);
  });

  test('a publisher sees no administrator screens and is told so at their address', async ({ page }) => {
    const publisher = await createStaffAccount('publisher');
    await signInToConsole(page, publisher);
    await expect(consoleNav(page).getByRole('link', { name: 'Notices and flash news' })).toBeVisible();
    await expect(consoleNav(page).getByRole('link', { name: 'Accounts' })).toHaveCount(0);
    await expect(consoleNav(page).getByRole('link', { name: 'Grievance desk' })).toHaveCount(0);
    await expect(consoleNav(page).getByRole('link', { name: 'Change password' })).toBeVisible();
    // Opening a screen from the navigation starts the keyboard and the screen reader at that screen.
    await consoleNav(page).getByRole('link', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Change your password', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();

    await page.goto('/admin/accounts');
    await expect(page.getByText('Your account (Publisher) cannot open the staff accounts.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/accounts$/);
    await page.goto('/admin/grievances');
    await expect(page.getByText('Your account (Publisher) cannot open the grievance desk.')).toBeVisible();
  });

  test('a password change from the console', async ({ page }) => {
    const staff = await createStaffAccount('grievance_officer');
    await signInToConsole(page, staff);
    await consoleNav(page).getByRole('link', { name: 'Change password' }).click();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another long password');
    await page.getByLabel('Repeat new password').fill('another long password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is not right.')).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('another long password');
    await page.getByLabel('Current password').fill(staff.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
  });
});

test.describe('the session', () => {
  test('when it ends under a screen, a sign-in dialog opens over it and the typed work survives', async ({ page }) => {
    const admin = await createStaffAccount('admin');
    await signInToConsole(page, admin);
    await page.goto('/admin/accounts');
    const email = unique('after-session');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Half-written Name');

    // The session ends on the server (as after idling, or a sign-out in another tab).
    const me = (await (await page.request.get('/api/staff/me')).json()) as { csrfToken: string };
    expect((await page.request.post('/api/staff/sign-out', { headers: { 'x-csrf-token': me.csrfToken } })).status()).toBe(204);

    await page.getByRole('button', { name: 'Create account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(admin.email);
    // The email is known: the cursor waits in the password field.
    await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByText(WRONG)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    // Two-step sign-in asks for the code in the dialog too; the cursor is already there.
    await expect(dialog.getByRole('textbox', { name: 'Authentication code', exact: true })).toBeFocused();
    await enterSecondFactor(dialog, admin);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The screen carried on: what was typed is there, and sending it again works with the new session.
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Name')).toHaveValue('Half-written Name');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Account created for Half-written Name' })).toBeVisible();
  });

  test('a deleted cookie also brings the dialog, not a blank page', async ({ page, context }) => {
    const admin = await createStaffAccount('admin');
    await signInToConsole(page, admin);
    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { name: 'Mail outbox', level: 1 })).toBeVisible();
    await context.clearCookies();
    await consoleNav(page).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeAttached();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    // A recovery code does for the authenticator app's code.
    await enterSecondFactor(dialog, admin, admin.recoveryCodes!.shift());
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The list that met the ended session loads again by itself.
    await expect(page.locator('table.data tbody tr').first()).toBeVisible();
  });

  test('sign out ends the session and shows the sign-in form', async ({ page }) => {
    await signInToConsole(page, await createStaffAccount('admin'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await page.request.get('/api/staff/me')).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('the API guards, as a browser meets them', () => {
  const everyCall: Array<[string, string]> = [
    ['POST', '/sign-out'],
    ['GET', '/me'],
    ['POST', '/password'],
    ['GET', '/accounts'],
    ['POST', '/accounts'],
    ['PATCH', '/accounts/1'],
    ['POST', '/accounts/1/reset-password'],
    ['GET', '/audit'],
    ['GET', '/outbox'],
    ['POST', '/outbox/1/retry'],
    ['GET', '/grievances'],
    ['GET', '/grievances/AEC-0000-0000'],
    ['POST', '/grievances/AEC-0000-0000/status'],
    ['POST', '/files'],
    ['GET', '/notices'],
    ['POST', '/notices'],
    ['GET', '/notices/1'],
    ['PUT', '/notices/1'],
    ['DELETE', '/notices/1'],
    ['POST', '/notices/1/unpublish'],
    ['POST', '/notices/1/publish'],
    ['GET', '/tenders'],
    ['POST', '/tenders'],
    ['GET', '/tenders/1'],
    ['PUT', '/tenders/1'],
    ['DELETE', '/tenders/1'],
    ['POST', '/tenders/1/unpublish'],
    ['POST', '/tenders/1/publish'],
    ['POST', '/tenders/1/corrigenda'],
  ];
  const adminOnly = everyCall.filter(([, path]) => /^\/(accounts|audit|outbox)/.test(path));
  const officerOnly = everyCall.filter(([, path]) => path.startsWith('/grievances'));

  const call = (api: APIRequestContext, method: string, path: string, headers: Record<string, string> = {}) =>
    api.fetch(`/api/staff${path}`, { method, headers, ...(method === 'GET' || method === 'DELETE' ? {} : { data: {} }) });

  test('every staff call answers 401 without a session', async ({ page }) => {
    for (const [method, path] of everyCall) {
      const response = await call(page.request, method, path);
      expect(response.status(), `${method} ${path}`).toBe(401);
      expect(((await response.json()) as { error: string }).error).toMatch(/Sign in/);
    }
  });

  test("a publisher gets 403 from the administrator's and the grievance officer's calls", async () => {
    const publisher = await apiSession(await createStaffAccount('publisher'));
    for (const [method, path] of [...adminOnly, ...officerOnly]) {
      const response = await call(publisher.context, method, path, publisher.headers);
      expect(response.status(), `${method} ${path}`).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBe('Your staff account is not allowed to do this.');
    }
    await publisher.context.dispose();
  });

  test('a write without the CSRF token (or with a wrong one) is refused', async ({ page }) => {
    await signInToConsole(page, await createStaffAccount('admin'));
    const body = { email: unique('csrf'), name: 'Nobody', role: 'publisher' };
    for (const headers of [{}, { 'x-csrf-token': 'x'.repeat(43) }] as Array<Record<string, string>>) {
      const response = await page.request.post('/api/staff/accounts', { data: body, headers });
      expect(response.status()).toBe(403);
      expect(((await response.json()) as { error: string }).error).toMatch(/CSRF/);
    }
    // The session itself is fine: reads need no token.
    expect((await page.request.get('/api/staff/accounts')).status()).toBe(200);
  });
});

test.describe('accessibility', () => {
  test('sign-in, its code step, dashboard, accounts, audit, outbox, password and two-step sign-in have no serious or critical axe violation', async ({
    page,
  }) => {
    const admin = await createStaffAccount('admin');
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sign-in');
    await fillSignIn(page, admin.email, 'wrong');
    await expect(page.getByText(WRONG)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sign-in with an error');

    await fillSignIn(page, admin.email, admin.password);
    await expect(page.getByRole('textbox', { name: 'Authentication code', exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'sign-in code step');
    await enterSecondFactor(page, admin);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard');

    for (const [path, heading] of [
      ['/admin/accounts', 'Staff accounts'],
      ['/admin/audit', 'Audit log'],
      ['/admin/outbox', 'Mail outbox'],
      ['/admin/password', 'Change your password'],
      ['/admin/two-factor', 'Two-step sign-in'],
    ] as const) {
      await consoleNav(page).locator(`a[href="${path}"]`).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, path);
    }
  });
});
