import { createStaffClient } from '@aec/ui';
import type { SessionResponse } from '@aec/contracts';

/** Calls made before there is a session (GET /me on load, POST /sign-in): no token, and a 401 is an answer, not an ending. */
const sessionless = createStaffClient({ csrfToken: '', onUnauthorized: () => undefined });

export const fetchSession = () => sessionless.request<SessionResponse>('/me');

export const signIn = (email: string, password: string) =>
  sessionless.request<SessionResponse>('/sign-in', { method: 'POST', body: { email, password } });
