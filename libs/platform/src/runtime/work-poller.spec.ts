import { WorkPoller } from './work-poller.js';

describe('WorkPoller', () => {
  it('runs one drain at a time, once more after a wake during a drain, and stop waits for it', async () => {
    let drains = 0;
    let concurrent = 0;
    let release!: () => void;
    const poller = new WorkPoller({
      intervalMs: 60_000,
      drain: async () => {
        drains += 1;
        concurrent += 1;
        expect(concurrent).toBe(1);
        if (drains === 1) await new Promise<void>((resolve) => (release = resolve));
        concurrent -= 1;
      },
      onError: () => undefined,
    });
    poller.start();
    poller.wake();
    poller.wake();
    expect(drains).toBe(1);
    release();
    await poller.idle();
    expect(drains).toBe(2);
    await poller.stop();
    poller.wake();
    expect(drains).toBe(2);
  });

  it('hands a failing drain to onError and polls on', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const poller = new WorkPoller({
      intervalMs: 60_000,
      drain: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
      },
      onError: (error) => errors.push(error),
    });
    poller.start();
    await poller.idle();
    poller.wake();
    await poller.idle();
    await poller.stop();
    expect(errors.map(String)).toEqual(['Error: database away']);
    expect(calls).toBe(2);
  });
});
