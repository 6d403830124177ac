import { useEffect, useReducer, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/useMediaQuery';
import { autoAdvanceDelay, carouselReducer, initialCarousel } from '../carousel';

/**
 * Slide index and auto-play for the hero carousel (SPEC §4). Auto-play starts paused for
 * visitors who prefer reduced motion; the Pause/Play button overrides either default.
 */
export function useCarousel(count: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [state, dispatch] = useReducer(carouselReducer, count, initialCarousel);
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const playing = !(pausedByUser ?? reducedMotion);

  useEffect(() => dispatch({ type: 'resize', count }), [count]);

  useEffect(() => {
    const delay = autoAdvanceDelay(state, { playing });
    if (delay === null) return;
    const timer = window.setTimeout(() => dispatch({ type: 'auto' }), delay);
    return () => window.clearTimeout(timer);
  }, [state, playing]);

  return {
    index: state.index,
    playing,
    next: () => dispatch({ type: 'next' }),
    prev: () => dispatch({ type: 'prev' }),
    goTo: (index: number) => dispatch({ type: 'goTo', index }),
    togglePlaying: () => setPausedByUser(playing),
  };
}
