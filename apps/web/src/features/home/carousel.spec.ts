import { describe, expect, it } from '@jest/globals';
import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_RESUME_AFTER_MS,
  autoAdvanceDelay,
  carouselReducer,
  initialCarousel,
  wrapIndex,
  type CarouselAction,
  type CarouselState,
} from './carousel';

const run = (state: CarouselState, ...actions: CarouselAction[]) =>
  actions.reduce(carouselReducer, state);

describe('wrapIndex', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
  });

  it('is 0 when there are no slides', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(-1, 0)).toBe(0);
  });
});

describe('carouselReducer', () => {
  it('auto-advances with wrap-around from the last slide to the first', () => {
    const states = [1, 2, 3].map((n) =>
      run(initialCarousel(3), ...Array<CarouselAction>(n).fill({ type: 'auto' })),
    );
    expect(states.map((s) => s.index)).toEqual([1, 2, 0]);
    expect(states.every((s) => !s.manual)).toBe(true);
  });

  it('steps backwards from the first slide to the last, and marks the step manual', () => {
    const state = run(initialCarousel(4), { type: 'prev' });
    expect(state).toEqual({ index: 3, count: 4, manual: true });
    expect(run(state, { type: 'next' }).index).toBe(0);
  });

  it('jumps to a dot and wraps an out-of-range index', () => {
    expect(run(initialCarousel(5), { type: 'goTo', index: 3 })).toMatchObject({
      index: 3,
      manual: true,
    });
    expect(run(initialCarousel(5), { type: 'goTo', index: 7 }).index).toBe(2);
  });

  it('an automatic step ends the manual pause', () => {
    const state = run(initialCarousel(3), { type: 'next' }, { type: 'auto' });
    expect(state).toEqual({ index: 2, count: 3, manual: false });
  });

  it('keeps the index inside the slides when their number shrinks', () => {
    const at4 = run(initialCarousel(5), { type: 'goTo', index: 4 });
    expect(run(at4, { type: 'resize', count: 2 }).index).toBe(1);
    expect(run(at4, { type: 'resize', count: 0 })).toMatchObject({ index: 0, count: 0 });
    expect(run(initialCarousel(1), { type: 'next' }).index).toBe(0);
  });
});

describe('autoAdvanceDelay', () => {
  it('advances every 4 s while playing with more than one slide', () => {
    expect(autoAdvanceDelay(initialCarousel(3), { playing: true })).toBe(CAROUSEL_INTERVAL_MS);
    expect(CAROUSEL_INTERVAL_MS).toBe(4000);
  });

  it('waits 5 s more after a manual step before the next interval', () => {
    const manual = carouselReducer(initialCarousel(3), { type: 'next' });
    expect(autoAdvanceDelay(manual, { playing: true })).toBe(
      CAROUSEL_RESUME_AFTER_MS + CAROUSEL_INTERVAL_MS,
    );
    expect(CAROUSEL_RESUME_AFTER_MS).toBe(5000);
  });

  it('stands still when paused or with fewer than two slides', () => {
    expect(autoAdvanceDelay(initialCarousel(3), { playing: false })).toBeNull();
    expect(autoAdvanceDelay(initialCarousel(1), { playing: true })).toBeNull();
    expect(autoAdvanceDelay(initialCarousel(0), { playing: true })).toBeNull();
  });
});
