import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ServiceEvents } from '@market/platform';
import type { DataSource } from 'typeorm';
import { InjectDataSource } from '@nestjs/typeorm';
import { SEARCH_EVENTS, SEARCH_SCHEMA } from '../search.tokens.js';

/**
 * Counts the listing searches this process answers (the full path and the edge's replays
 * alike) in memory, and announces each window's count (a minute by default) as one
 * `search.searches.counted` event: the admin analytics get searches over time without a
 * write, or an event, per search. A window's count is in memory until it is announced, so a
 * crashed process loses at most one window of this figure (a graceful stop announces it).
 */
@Injectable()
export class SearchCounter {
  private readonly logger = new Logger('search');
  private pending = 0;
  private windowStart = new Date();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<number> | undefined;

  constructor(
    @InjectDataSource(SEARCH_SCHEMA) private readonly db: DataSource,
    @Inject(SEARCH_EVENTS) private readonly events: ServiceEvents,
  ) {}

  /** One search answered. */
  add(): void {
    this.pending += 1;
  }

  start(intervalMs: number): void {
    this.windowStart = new Date();
    this.timer = setInterval(
      () =>
        void this.flush().catch((error) =>
          this.logger.warn(
            `Announcing the search count failed; kept for the next window: ${String(error)}`,
          ),
        ),
      intervalMs,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch((error) =>
      this.logger.warn(`Announcing the last search count failed: ${String(error)}`),
    );
  }

  /** Announces the window so far (nothing when no search was answered); answers its count. */
  async flush(now = new Date()): Promise<number> {
    await this.flushing;
    this.flushing = this.announce(now).finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async announce(now: Date): Promise<number> {
    const count = this.pending;
    const windowStart = this.windowStart;
    this.pending = 0;
    this.windowStart = now;
    if (count === 0) return 0;
    try {
      await this.db.transaction((manager) =>
        this.events.record(manager, 'search.searches.counted', {
          windowStart: windowStart.toISOString(),
          windowEnd: now.toISOString(),
          count,
        }),
      );
    } catch (error) {
      // Not lost: the next window carries it (from the earlier start).
      this.pending += count;
      this.windowStart = windowStart;
      throw error;
    }
    this.events.nudge();
    return count;
  }
}
