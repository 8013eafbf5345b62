import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top of the page, except a link with ?s=<section id>
 * (e.g. /undergraduate/disciplines?s=fee_structure): that page scrolls smoothly to the section itself.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    if (new URLSearchParams(search).has('s')) return;
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
