import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BannerTracker } from './bannerTracker';

describe('BannerTracker', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends impressions together after a pause, and a click at once with what is queued', () => {
    const sent: unknown[] = [];
    const tracker = new BannerTracker((batch) => sent.push(batch));
    tracker.impression('a');
    tracker.impression('b');
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(5000);
    expect(sent).toEqual([{ impressions: ['a', 'b'], clicks: [] }]);
    tracker.impression('c');
    tracker.click('c');
    expect(sent[1]).toEqual({ impressions: ['c'], clicks: ['c'] });
    jest.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(2);
  });

  it('sends a full batch of 50 without waiting', () => {
    const sent: { impressions: string[] }[] = [];
    const tracker = new BannerTracker((batch) => sent.push(batch));
    for (let i = 0; i < 50; i++) tracker.impression(String(i));
    expect(sent[0].impressions).toHaveLength(50);
  });
});
