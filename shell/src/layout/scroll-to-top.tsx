import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top of the page, except a link with ?s=<section id>
 * (e.g. /undergraduate/disciplines?s=fee_structure): that page scrolls smoothly to the section itself.
 * Not the first page: a visitor who scrolled the pre-rendered home page before React took it over
 * stays where they are (and a reload keeps the browser's restored position).
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (new URLSearchParams(search).has('s')) return;
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
