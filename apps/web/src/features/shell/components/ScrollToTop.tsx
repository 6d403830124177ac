import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { rememberedPlace, rememberPlace, returnTo } from '../scrollPlaces';

/** How long Back waits for the page to grow tall enough (lazy chunk, cached data) before giving up. */
const RESTORE_FOR_MS = 3000;

/**
 * A history entry's place in the store. The entry a document starts on has the key
 * "default" in every document of the tab (react-router's key of an entry it did not make),
 * so the address is part of it.
 */
function entryKey({ key, pathname, search }: { key: string; pathname: string; search: string }) {
  return `${key} ${pathname}${search}`;
}

/** Whether this document came back to an entry (a reload, Back or Forward) rather than to a new address. */
function documentReturned(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
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
  const shownEntry = entryKey(location);
  const shownKey = useRef(shownEntry);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // Remembers this entry's place while it is shown: after each scroll, once the frame it
  // brought is laid out (cards coming near take their real height then), and at the moment
  // the reader leaves: a click (a link, a button that navigates) or the page's unload.
  useEffect(() => {
    const key = shownEntry;
    const rememberNow = () => {
      if (shownKey.current === key) rememberPlace(key);
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(rememberNow);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('click', rememberNow, true);
    window.addEventListener('pagehide', rememberNow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('click', rememberNow, true);
      window.removeEventListener('pagehide', rememberNow);
    };
  }, [shownEntry]);

  useLayoutEffect(() => {
    shownKey.current = shownEntry;
    const firstShow = shownPath.current === null;
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    // A document opened at a new address starts where the browser put it; only a reload or
    // a history move (within the SPA or back into this document) returns to a remembered place.
    const returned = navigationType === 'POP' && (!firstShow || documentReturned());
    const place = returned ? rememberedPlace(shownEntry) : undefined;
    if (place === undefined) {
      // A page's first show keeps the browser's position: the top, or wherever the reader
      // scrolled the server's markup before it hydrated (scrolling also costs a layout then).
      if (!samePage && !firstShow) window.scrollTo(0, 0);
      return;
    }
    const stop = returnTo(place, RESTORE_FOR_MS);
    // The reader scrolling meanwhile wins.
    const readerMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const type of readerMoves)
      window.addEventListener(type, stop, { once: true, passive: true });
    return () => {
      stop();
      for (const type of readerMoves) window.removeEventListener(type, stop);
    };
    // Query-only changes keep the position (only the pathname or a history move scrolls).
  }, [location.pathname, shownEntry, navigationType]);
  return null;
}
