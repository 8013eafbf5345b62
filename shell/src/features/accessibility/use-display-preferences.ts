import { useCallback, useState } from 'react';
import { STORAGE_KEY, applyDisplayPreferences, readDisplayPreferences, type DisplayPreferences } from './display-preferences';

export function useDisplayPreferences() {
  const [preferences, setPreferences] = useState(readDisplayPreferences);
  const update = useCallback((change: Partial<DisplayPreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...change };
      applyDisplayPreferences(next);
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Not remembered (storage full or blocked), but applied for this visit.
      }
      return next;
    });
  }, []);
  return { preferences, update };
}
