import { BackgroundWork } from './background-work.js';

describe('BackgroundWork', () => {
  it('starts a task only after the caller has gone on (the answer is sent first), one at a time, in order', async () => {
    const errors: unknown[] = [];
    const work = new BackgroundWork({
      error: (entry: unknown) => void errors.push(entry),
    } as never);
    const order: string[] = [];
    work.run('first', async () => {
      order.push('first started');
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('first done');
    });
    work.run('second', async () => void order.push('second'));
    order.push('answered');
    expect(work.size).toBe(2);
    await work.drain();
    expect(order).toEqual(['answered', 'first started', 'first done', 'second']);
    expect(work.size).toBe(0);
  });

  it('logs a failed task and goes on with the next', async () => {
    const errors: { task: string }[] = [];
    const work = new BackgroundWork({
      error: (entry: { task: string }) => void errors.push(entry),
    } as never);
    let ran = false;
    work.run('broken', async () => {
      throw new Error('no database');
    });
    work.run('next', async () => {
      ran = true;
    });
    await work.drain();
    expect(errors.map((e) => e.task)).toEqual(['broken']);
    expect(ran).toBe(true);
  });
});
