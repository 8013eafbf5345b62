import { useCallback, useEffect, useState } from 'react';

export type CallState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** Runs a read call when its key changes; retry() runs it again. A late answer for an old key is dropped. */
export function useApiCall<T>(key: string, call: () => Promise<T>): [CallState<T>, () => void] {
  const [state, setState] = useState<CallState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    call().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
    // The key names the call; a new closure for the same key is the same call.
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
