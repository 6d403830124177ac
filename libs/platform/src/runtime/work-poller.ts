/**
 * A background worker that drains a queue kept in the database: it looks for work every
 * `intervalMs` and whenever `wake()` says some was just committed, runs one `drain` at a
 * time (a wake during a drain runs one more after it, never two at once), and `stop()`
 * waits for the drain in progress. `drain` loops until it finds no work or `stopping()`
 * turns true; what it throws is handed to `onError` and the next tick tries again.
 */
export class WorkPoller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly options: {
      intervalMs: number;
      drain: (stopping: () => boolean) => Promise<void>;
      onError: (error: unknown) => void;
    },
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.intervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops polling and waits for the drain in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  get stopping(): boolean {
    return this.stopped;
  }

  /** Looks for work now (some was just committed). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.options
      .drain(() => this.stopped)
      .catch((error: unknown) => this.options.onError(error))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves when no drain is running (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}
