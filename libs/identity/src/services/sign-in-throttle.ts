import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CACHE, type Cache, SignInThrottledError } from '@market/platform';
import { IDENTITY_CONFIG } from '../identity.tokens.js';
import type { IdentityConfig } from '../identity.config.js';

const HOUR = 3600;

export interface FailureOutcome {
  failures: number;
  /** Set when this failure locked the account. */
  lockedUntil: Date | null;
}

/**
 * Failed sign-ins counted per account (per e-mail, known or not, so the answers do not
 * tell which exist), whatever address they come from: the per-IP limit of the gateway
 * cannot stop a guesser who rotates addresses. Past the limit within an hour the account
 * refuses sign-ins for SIGN_IN_LOCK_MINUTES with a 429 and Retry-After. Kept in the cache
 * port (shared by every identity replica through Redis).
 */
@Injectable()
export class SignInThrottle {
  constructor(
    @Inject(CACHE) private readonly cache: Cache,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** Throws the 429 while the account is locked. */
  async assertOpen(email: string): Promise<void> {
    const until = await this.cache.get(this.lockKey(email));
    if (!until) return;
    const seconds = Math.ceil((Date.parse(until) - Date.now()) / 1000);
    if (seconds > 0) throw lockedError(seconds);
  }

  async recordFailure(email: string): Promise<FailureOutcome> {
    const failures = await this.cache.increment(this.countKey(email), HOUR);
    if (failures < this.config.SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR)
      return { failures, lockedUntil: null };
    const lockSeconds = this.config.SIGN_IN_LOCK_MINUTES * 60;
    const lockedUntil = new Date(Date.now() + lockSeconds * 1000);
    await this.cache.set(this.lockKey(email), lockedUntil.toISOString(), lockSeconds);
    await this.cache.delete(this.countKey(email));
    return { failures, lockedUntil };
  }

  /** A successful sign-in starts the count again. */
  async clear(email: string): Promise<void> {
    await this.cache.delete(this.countKey(email));
  }

  private countKey(email: string): string {
    return `sign-in-failures:${digest(email)}`;
  }

  private lockKey(email: string): string {
    return `sign-in-locked:${digest(email)}`;
  }
}

export function lockedError(seconds: number): SignInThrottledError {
  const minutes = Math.ceil(seconds / 60);
  return new SignInThrottledError(
    seconds,
    `Too many failed sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
  );
}

/** Keys carry no e-mail address in clear. */
const digest = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);
