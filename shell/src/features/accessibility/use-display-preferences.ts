import { useCallback, useLayoutEffect, useState } from 'react';
import { DEFAULT_PREFERENCES, applyDisplayPreferences, readDisplayPreferences, storeDisplayPreferences, type DisplayPreferences } from './display-preferences';

export function useDisplayPreferences() {
  // The defaults first, as in the page rendered at build time; the stored choice right after mounting,
  // before the first paint (the page itself already shows it: index.ts and build/first-screen.js).
  const [preferences, setPreferences] = useState(DEFAULT_PREFERENCES);
  useLayoutEffect(() => setPreferences(readDisplayPreferences()), []);
  const update = useCallback((change: Partial<DisplayPreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...change };
      applyDisplayPreferences(next);
      // Not remembered if the browser refuses cookies, but applied for this visit.
      storeDisplayPreferences(next);
      return next;
    });
  }, []);
  return { preferences, update };
}
