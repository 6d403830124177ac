import { backoffDelay, Sleeper } from './backoff.js';

describe('backoffDelay', () => {
  it('doubles from the base and stops at the cap', () => {
    const backoff = { baseMs: 200, capMs: 30_000 };
    expect([1, 2, 3, 4, 8, 9, 50, 5000].map((n) => backoffDelay(n, backoff))).toEqual([
      200, 400, 800, 1_600, 25_600, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('Sleeper', () => {
  it('wakes a sleep early, and remembers a wake-up that came before the sleep', async () => {
    const sleeper = new Sleeper();
    const started = Date.now();
    const sleeping = sleeper.sleep(10_000);
    sleeper.wake();
    await sleeping;
    sleeper.wake();
    await sleeper.sleep(10_000);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
