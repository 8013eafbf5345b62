import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Moves focus once React has rendered what was just asked for (a message, the other form), so
 * keyboard and screen-reader users land on what changed instead of on a button that went away.
 */
export function useFocusAfterRender(): (target: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    const target = pending.current?.();
    pending.current = null;
    target?.focus();
  }, [request]);

  return useCallback((target) => {
    pending.current = target;
    setRequest((n) => n + 1);
  }, []);
}
