import { useCallback, useEffect, useRef, useState } from 'react';
import { GrievanceDetail, GrievanceListResponse } from '@aec/contracts';
import { StaffApiError, useStaffConsole, type AnswerSchema } from '@aec/ui';

export type Loaded<T> = { state: 'loading'; data?: T } | { state: 'ready'; data: T } | { state: 'failed'; error: StaffApiError; data?: T };

/** Words for a failed desk call: the shell shows its sign-in dialog on a 401, so say what comes next. */
export function deskErrorMessage(error: StaffApiError): string {
  if (error.status === 401) return 'Your session has ended. Sign in again in the dialog, then try again: nothing on this screen was lost.';
  if (error.status === 403) return 'This account cannot use the grievance desk (it needs the grievance officer role).';
  return error.message;
}

function asStaffError(error: unknown): StaffApiError {
  if (error instanceof StaffApiError) return error;
  return new StaffApiError(0, error instanceof Error ? error.message : String(error));
}

function useStaffGet<T>(path: string, answer: AnswerSchema<T>) {
  const { request } = useStaffConsole();
  // The shell may hand out a new client after a sign-in; a new client alone is no reason to reload.
  const requestRef = useRef(request);
  requestRef.current = request;
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    // The previous answer stays on screen (marked busy) while the next one loads.
    setLoaded((previous) => ({ state: 'loading', data: previous.data }));
    requestRef.current<unknown>(path, { signal: controller.signal }).then(
      (body) => {
        const parsed = answer.safeParse(body);
        setLoaded(
          parsed.success
            ? { state: 'ready', data: parsed.data }
            : { state: 'failed', error: new StaffApiError(0, 'The server sent an answer this screen does not understand.') },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded((previous) => ({ state: 'failed', error: asStaffError(error), data: previous.data }));
      },
    );
    return () => controller.abort();
  }, [path, attempt, answer]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setLoaded({ state: 'ready', data }), []);
  return { loaded, retry, replace };
}

/** GET /api/staff/grievances?… for a list path from grievanceListPath(). */
export function useGrievanceList(path: string) {
  return useStaffGet(path, GrievanceListResponse);
}

/** GET /api/staff/grievances/{reg}; `replace` takes the answer of a status change (history included). */
export function useGrievance(registrationId: string) {
  return useStaffGet(`/grievances/${encodeURIComponent(registrationId)}`, GrievanceDetail);
}

export { asStaffError };
