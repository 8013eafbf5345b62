// Staff accounts for console tests: the e2e server's first administrator (support/e2e-server.mjs)
// creates one account per call through the real API, and the new account chooses its password.
import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { E2E_PORT } from './browser';

export type StaffRole = 'admin' | 'publisher' | 'grievance_officer';
export interface StaffCredentials {
  email: string;
  password: string;
  role: StaffRole;
}

export const E2E_ADMIN: StaffCredentials = { email: 'admin@e2e.test', password: 'e2e-administrator-password', role: 'admin' };

const baseURL = (port = E2E_PORT) => `http://127.0.0.1:${port}`;

async function signedIn(credentials: { email: string; password: string }, port?: number) {
  const context = await playwrightRequest.newContext({ baseURL: baseURL(port) });
  const response = await context.post('/api/staff/sign-in', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { context, headers: { 'x-csrf-token': csrfToken } };
}

let counter = 0;

/** A new, ready staff account of `role` (its own password set, no one-time password pending). */
export async function createStaffAccount(role: StaffRole, port?: number): Promise<StaffCredentials> {
  const email = `${role.replace('_', '-')}-${process.pid}-${Date.now()}-${counter++}@e2e.test`;
  const admin = await signedIn(E2E_ADMIN, port);
  const created = await admin.context.post('/api/staff/accounts', { headers: admin.headers, data: { email, name: `Sample ${role.replace('_', ' ')}`, role } });
  expect(created.status(), await created.text()).toBe(201);
  const { oneTimePassword } = (await created.json()) as { oneTimePassword: string };
  await admin.context.dispose();

  const password = `chosen-password-${counter}-${Date.now()}`;
  const fresh = await signedIn({ email, password: oneTimePassword }, port);
  const changed = await fresh.context.post('/api/staff/password', { headers: fresh.headers, data: { currentPassword: oneTimePassword, newPassword: password } });
  expect(changed.status(), await changed.text()).toBe(200);
  await fresh.context.dispose();
  return { email, password, role };
}

/** Signs in through the console's form at /admin and waits for the console to show. */
export async function signInToConsole(page: Page, credentials: StaffCredentials): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
