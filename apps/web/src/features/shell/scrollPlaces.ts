/**
 * Where the reader was on each history entry, kept in the tab's sessionStorage, so Back,
 * Forward and a reload return there (ScrollToTop).
 *
 * A place is the scroll offset and, on a page that marks elements with `data-scroll-anchor`
 * (the result cards), the first of them on screen and its distance from the top. Result
 * cards off screen are laid out at an estimated height until they near the viewport
 * (`content-visibility: auto`), so once the page is built again the same offset can show
 * another card; the anchor brings back the one the reader left.
 */
const STORE_KEY = 'wb-scroll';
/** The last 50 history entries are plenty. */
const KEPT_ENTRIES = 50;
/** Frames the anchor must stay in place before the return is done (cards near it take their real height). */
const STEADY_FRAMES = 3;

export interface ScrollPlace {
  y: number;
  /** The `data-scroll-anchor` of the first marked element on screen. */
  anchor?: string;
  /** Its top, relative to the viewport, when the place was taken. */
  anchorTop?: number;
}

/** The tab's places, read from sessionStorage once (scrolling keeps them, frame after frame). */
let places: Record<string, ScrollPlace> | null = null;

function allPlaces(): Record<string, ScrollPlace> {
  if (places) return places;
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as Record<
      string,
      ScrollPlace | number
    >;
    // Places kept by an earlier version were offsets alone.
    places = Object.fromEntries(
      Object.entries(stored).map(([entry, place]) => [
        entry,
        typeof place === 'number' ? { y: place } : place,
      ]),
    );
  } catch {
    places = {};
  }
  return places;
}

export function rememberedPlace(entry: string): ScrollPlace | undefined {
  return allPlaces()[entry];
}

/** The first marked element whose bottom is below the viewport's top (they follow each other down the page). */
function firstAnchorOnScreen(): HTMLElement | undefined {
  const marked = document.querySelectorAll<HTMLElement>('[data-scroll-anchor]');
  let low = 0;
  let high = marked.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (marked[middle].getBoundingClientRect().bottom > 0) high = middle;
    else low = middle + 1;
  }
  return marked[low];
}

/** Keeps the reader's place on `entry` as it is now. */
export function rememberPlace(entry: string): void {
  const place: ScrollPlace = { y: window.scrollY };
  // At the top the top is the place, whatever grows above the first card meanwhile.
  const anchor = place.y > 0 ? firstAnchorOnScreen() : undefined;
  if (anchor) {
    place.anchor = anchor.dataset.scrollAnchor;
    place.anchorTop = anchor.getBoundingClientRect().top;
  }
  const all = allPlaces();
  delete all[entry]; // the newest last
  all[entry] = place;
  const entries = Object.keys(all);
  for (const old of entries.slice(0, Math.max(0, entries.length - KEPT_ENTRIES))) delete all[old];
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or denied: Back then starts at the top.
  }
}

function anchorElement(place: ScrollPlace): HTMLElement | null {
  if (place.anchor === undefined) return null;
  return document.querySelector<HTMLElement>(`[data-scroll-anchor="${CSS.escape(place.anchor)}"]`);
}

/**
 * Scrolls back to `place`, frame by frame while the page is built again (a lazy chunk, cached
 * answers, cards taking their real height), for at most `forMs`. With an anchor, its element
 * is brought to where it was; until it exists, the offset is used once the page is tall
 * enough. Returns a function that stops it (the reader scrolling meanwhile wins).
 */
export function returnTo(place: ScrollPlace, forMs: number): () => void {
  const until = performance.now() + forMs;
  let frame = 0;
  let steadyFrames = 0;
  let offsetUsed = false;
  const step = () => {
    const late = performance.now() > until;
    const anchor = anchorElement(place);
    if (anchor && place.anchorTop !== undefined) {
      const drift = anchor.getBoundingClientRect().top - place.anchorTop;
      if (Math.abs(drift) >= 1) {
        window.scrollBy(0, drift);
        steadyFrames = 0;
      } else steadyFrames++;
      if (steadyFrames >= STEADY_FRAMES || late) return;
    } else if (!offsetUsed) {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= place.y;
      if (reachable || late) {
        window.scrollTo(0, place.y);
        offsetUsed = true;
        // Without an anchor to wait for, that is the place.
        if (place.anchor === undefined || late) return;
      }
    } else if (late) return;
    frame = requestAnimationFrame(step);
  };
  step();
  return () => cancelAnimationFrame(frame);
}
