import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC §2: pages scroll to the top on route change (not on query-only changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
