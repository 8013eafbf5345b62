import { useCallback, useEffect, useState } from 'react';
import { fetchHostelHome } from '../api/fetch-hostel-home';

export type HostelHomeState =
  | { status: 'loading' }
  | { status: 'ready'; text: string }
  | { status: 'failed'; message: string };

/** The hostel_home text of one hostel, with a retry for when the call fails. */
export function useHostelHome(hostelId: number): HostelHomeState & { retry: () => void } {
  const [state, setState] = useState<HostelHomeState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchHostelHome(hostelId, controller.signal).then(
      (text) => setState({ status: 'ready', text }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: error instanceof Error ? error.message : 'Something unexpected went wrong.' });
      },
    );
    return () => controller.abort();
  }, [hostelId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
