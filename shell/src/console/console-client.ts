import { createStaffClient } from '@aec/ui';
import type { SecondFactorNeeded, SessionResponse } from '@aec/contracts';

/** Calls made before there is a session (GET /me on load, POST /sign-in): no token, and a 401 is an answer, not an ending. */
const sessionless = createStaffClient({ csrfToken: '', onUnauthorized: () => undefined });

export const fetchSession = () => sessionless.request<SessionResponse>('/me');

/** A session, or (right password, two-step sign-in on, no code yet) the request for the code: send again with it. */
export const signIn = (email: string, password: string, code?: string) =>
  sessionless.request<SessionResponse | SecondFactorNeeded>('/sign-in', { method: 'POST', body: { email, password, ...(code === undefined ? {} : { code }) } });

export const needsSecondFactor = (answer: SessionResponse | SecondFactorNeeded): answer is SecondFactorNeeded => 'secondFactor' in answer;
