import { useCallback, useEffect, useRef, useState } from 'react';

function readDraft<T extends object>(key: string): Partial<T> | undefined {
  try {
    const stored = window.sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

function writeDraft(key: string, values: object | undefined): void {
  try {
    if (values) window.sessionStorage.setItem(key, JSON.stringify(values));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage full or disabled (private mode): the values still live in memory.
  }
}

/**
 * State that survives a reload or an accidental click away within the tab, so nothing typed is
 * lost. sessionStorage, not localStorage: on a shared computer the draft goes when the tab closes.
 *
 * The first render is always `initial` (the server has no storage, and hydration must draw what the
 * server drew); a stored draft is restored in an effect right after, and only then are changes saved.
 */
export function useSessionDraft<T extends object>(
  key: string,
  initial: T,
  { restore = true }: { restore?: boolean } = {},
): [T, (update: (current: T) => T) => void, () => void] {
  const initialRef = useRef(initial);
  const [values, setValues] = useState<T>(initial);
  // The key whose stored draft has been read; until then nothing is written over it.
  const [restoredKey, setRestoredKey] = useState<string | null>(null);

  useEffect(() => {
    // Not restored over a newer start (the server's answer to a form posted before the script arrived).
    const stored = restore ? readDraft<T>(key) : undefined;
    if (stored) setValues((current) => ({ ...current, ...stored }));
    setRestoredKey(key);
    // Read once per key: restore only says how the first render started.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (restoredKey !== key) return;
    // The untouched initial state is not a draft: it must not overwrite one (nor need storing).
    if (values === initialRef.current) return;
    writeDraft(key, values);
  }, [key, restoredKey, values]);

  const clear = useCallback(() => {
    writeDraft(key, undefined);
    setValues(initialRef.current);
  }, [key]);
  return [values, setValues, clear];
}
