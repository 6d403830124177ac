import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows changes (resize, system settings). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * As useMediaQuery, but null on the server and while React adopts the server's markup: a
 * layout that differs by width renders both variants then (CSS shows the right one), so
 * the first paint matches the screen and nothing moves once the answer is known.
 */
export function useMediaMatch(query: string): boolean | null {
  return useSyncExternalStore<boolean | null>(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
