import { request as playwrightRequest } from '@playwright/test';
import type { StaffCredentials } from './staff';

/** What a console spec published: deleted after each test, so the public boards' own specs (same server) see the seed. */
export type CreatedItems = Array<{ kind: string; id: number }>;

/** Deletes (and forgets) the items a test created, through the staff API as `staff`. */
export async function deleteCreated(baseURL: string | undefined, staff: StaffCredentials, created: CreatedItems): Promise<void> {
  if (created.length === 0) return;
  const api = await playwrightRequest.newContext({ baseURL });
  const signedIn = await api.post('/api/staff/sign-in', { data: { email: staff.email, password: staff.password } });
  const headers = { 'x-csrf-token': ((await signedIn.json()) as { csrfToken: string }).csrfToken };
  for (const { kind, id } of created.splice(0)) await api.delete(`/api/staff/${kind}/${id}`, { headers });
  await api.dispose();
}
