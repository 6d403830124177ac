/** SPEC §9: a slide every 4 s; a visitor's own step pauses that for 5 s. */
export const CAROUSEL_INTERVAL_MS = 4000;
export const CAROUSEL_RESUME_AFTER_MS = 5000;

export interface CarouselState {
  index: number;
  count: number;
  /** The last step was the visitor's (arrow, dot, key), so auto-play waits before resuming. */
  manual: boolean;
}

export type CarouselAction =
  | { type: 'auto' }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goTo'; index: number }
  | { type: 'resize'; count: number };

/** Index `index` on a ring of `count` slides (wrap-around both ways); 0 when there are none. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function initialCarousel(count: number): CarouselState {
  return { index: 0, count: Math.max(0, count), manual: false };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'auto':
      return { ...state, index: wrapIndex(state.index + 1, state.count), manual: false };
    case 'next':
      return { ...state, index: wrapIndex(state.index + 1, state.count), manual: true };
    case 'prev':
      return { ...state, index: wrapIndex(state.index - 1, state.count), manual: true };
    case 'goTo':
      return { ...state, index: wrapIndex(action.index, state.count), manual: true };
    case 'resize': {
      const count = Math.max(0, action.count);
      return { ...state, count, index: count === 0 ? 0 : Math.min(state.index, count - 1) };
    }
  }
}

/**
 * Milliseconds until the next automatic step, or null when the carousel should stand still
 * (one slide or none, paused, or the visitor prefers reduced motion and has not pressed play).
 * After a manual step auto-play resumes `resumeAfter` later and then waits one interval.
 */
export function autoAdvanceDelay(
  state: CarouselState,
  {
    playing,
    interval = CAROUSEL_INTERVAL_MS,
    resumeAfter = CAROUSEL_RESUME_AFTER_MS,
  }: {
    playing: boolean;
    interval?: number;
    resumeAfter?: number;
  },
): number | null {
  if (!playing || state.count < 2) return null;
  return state.manual ? resumeAfter + interval : interval;
}
