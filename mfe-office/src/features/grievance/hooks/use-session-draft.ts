import { useCallback, useEffect, useRef, useState } from 'react';

function readDraft<T extends object>(key: string, initial: T): T {
  try {
    const stored = window.sessionStorage.getItem(key);
    return stored ? { ...initial, ...(JSON.parse(stored) as Partial<T>) } : initial;
  } catch {
    return initial;
  }
}

/**
 * State that survives a reload or an accidental click away within the tab, so nothing typed is
 * lost. sessionStorage, not localStorage: on a shared computer the draft goes when the tab closes.
 */
export function useSessionDraft<T extends object>(key: string, initial: T): [T, (update: (current: T) => T) => void, () => void] {
  const initialRef = useRef(initial);
  const [values, setValues] = useState<T>(() => readDraft(key, initial));

  useEffect(() => {
    try {
      window.sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Storage full or disabled (private mode): the values still live in memory.
    }
  }, [key, values]);

  const clear = useCallback(() => setValues(initialRef.current), []);
  return [values, setValues, clear];
}
