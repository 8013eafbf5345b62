import { useCallback, useEffect, useState } from 'react';
import { useStaffConsole } from '@aec/ui';
import { isAbort, messageOf } from './console-format';

type ListState<T> = { status: 'loading'; data: T | null } | { status: 'ready'; data: T } | { status: 'failed'; data: T | null; message: string };

/** GET of one console list; `reload` after a change. A failure keeps the last answer on screen beside the sentence. */
export function useStaffList<T>(path: string) {
  // `account` changes after a sign-in over an ended session: a list that met the 401 loads again by itself.
  const { request, account } = useStaffConsole();
  const [state, setState] = useState<ListState<T>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', data: current.data }));
    request<T>(path, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!isAbort(error)) setState((current) => ({ status: 'failed', data: current.data, message: messageOf(error) }));
      },
    );
    return () => controller.abort();
  }, [request, account, path, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
