import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORE_KEY = 'wb-scroll';
/** How long Back waits for the page to grow tall enough (lazy chunk, cached data) before giving up. */
const RESTORE_FOR_MS = 3000;

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function remember(key: string, y: number) {
  const all = positions();
  all[key] = y;
  const keys = Object.keys(all);
  // The last 50 history entries are plenty.
  for (const old of keys.slice(0, Math.max(0, keys.length - 50))) delete all[old];
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or denied: Back then starts at the top.
  }
}

/**
 * SPEC §2: pages scroll to the top on route change (not on query-only changes). Back and
 * forward return to where the reader was on that history entry (e.g. card 31 of /listings
 * after "Load more"), once the page is tall enough again.
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);
  /** The entry on screen: a scroll event that arrives after a move is not the old entry's. */
  const shownKey = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // Remembers this entry's position while it is shown.
  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (shownKey.current === key) remember(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    shownKey.current = location.key;
    const firstShow = shownPath.current === null;
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    const target = navigationType === 'POP' ? positions()[location.key] : undefined;
    if (target === undefined) {
      // A page's first show keeps the browser's position: the top, or wherever the reader
      // scrolled the server's markup before it hydrated (scrolling also costs a layout then).
      if (!samePage && !firstShow) window.scrollTo(0, 0);
      return;
    }
    const until = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    const attempt = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
      if (reachable || performance.now() > until) {
        window.scrollTo(0, target);
        return;
      }
      frame = requestAnimationFrame(attempt);
    };
    attempt();
    // The reader scrolling meanwhile wins.
    const stop = () => cancelAnimationFrame(frame);
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
    // Query-only changes keep the position (only the pathname or a history move scrolls).
  }, [location.pathname, location.key, navigationType]);
  return null;
}
