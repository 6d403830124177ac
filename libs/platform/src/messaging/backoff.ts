import type { Logger } from '../logging/logger.js';

/** Exponential backoff: `baseMs` before the first retry, doubling each attempt, never above `capMs`. */
export interface Backoff {
  baseMs: number;
  capMs: number;
}

export function backoffDelay(attempt: number, backoff: Backoff): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  return Math.min(backoff.capMs, backoff.baseMs * 2 ** exponent);
}

export function withBackoffDefaults(
  partial: Partial<Backoff> | undefined,
  defaults: Backoff,
): Backoff {
  return { baseMs: partial?.baseMs ?? defaults.baseMs, capMs: partial?.capMs ?? defaults.capMs };
}

/**
 * A sleep that `wake()` ends early, so stopping never waits out a 30 s backoff.
 * A `wake()` while nobody sleeps is remembered and ends the next sleep at once.
 */
export class Sleeper {
  private pending?: { timer: NodeJS.Timeout; resolve: () => void };
  private woken = false;

  sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending = undefined;
        resolve();
      }, ms);
      this.pending = { timer, resolve };
    });
  }

  wake(): void {
    const pending = this.pending;
    if (!pending) {
      this.woken = true;
      return;
    }
    this.pending = undefined;
    clearTimeout(pending.timer);
    pending.resolve();
  }

  /** Forgets a remembered wake-up (used when (re)starting a loop). */
  reset(): void {
    this.woken = false;
  }
}

/** The part of the pino logger messaging uses; the default writes nothing. */
export type MessagingLogger = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

const ignore = () => undefined;
export const silentLogger: MessagingLogger = {
  debug: ignore,
  info: ignore,
  warn: ignore,
  error: ignore,
} as unknown as MessagingLogger;

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
