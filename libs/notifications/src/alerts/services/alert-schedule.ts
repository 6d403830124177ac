import type { AlertFrequency } from '@market/contracts';
import type { DueTimes } from '../repositories/alert-match.repository.js';

/**
 * When a match queued at `now` is mailed. Instant: after a short gathering window, so a
 * burst of listings makes one mail; daily: the next midnight UTC; weekly: the next
 * Monday, midnight UTC. Every match of a recipient due by then goes into one digest.
 */
export function dueTimes(now: Date, instantDelayMs: number): DueTimes {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = 86_400_000;
  const daysToMonday = (8 - now.getUTCDay()) % 7 || 7;
  return {
    instant: new Date(now.getTime() + instantDelayMs),
    daily: new Date(midnight + day),
    weekly: new Date(midnight + daysToMonday * day),
  };
}

export function dueAt(frequency: AlertFrequency, now: Date, instantDelayMs: number): Date {
  return dueTimes(now, instantDelayMs)[frequency];
}
