import type { Logger } from '../logging/logger.js';

/**
 * Work a request hands off so its answer does not wait for (or reveal) it: the answer
 * leaves first, the work runs after it, one task at a time in order. Used where the time
 * an answer takes would tell an attacker something (whether an e-mail has an account).
 * A failure is logged, never thrown at a caller that has long been answered; `drain` waits
 * for what is queued (shutdown, tests).
 */
export class BackgroundWork {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(private readonly logger: Pick<Logger, 'error'>) {}

  /** Queues `task` to start after the current request's answer has been sent. */
  run(name: string, task: () => Promise<void>): void {
    this.pending += 1;
    this.tail = this.tail
      // setImmediate: after the I/O phase, so the answer is written before the work starts.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(task)
      .catch((error: unknown) =>
        this.logger.error({ err: error, task: name }, `background task ${name} failed`),
      )
      .finally(() => {
        this.pending -= 1;
      });
  }

  get size(): number {
    return this.pending;
  }

  async drain(): Promise<void> {
    while (this.pending > 0) await this.tail;
  }
}
