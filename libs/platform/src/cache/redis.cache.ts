import { createClient, type RedisClientType } from 'redis';
import type { Cache } from './cache.port.js';

/**
 * The cache, rate-limiter counters and session-version cache on Redis, through node-redis
 * (`redis`). Commands fail fast while the connection is down (no offline queue): every caller
 * treats the cache as an optimisation, and the health check reports the outage.
 */
const FIRST_CONNECT_PATIENCE_MS = 1_000;

export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  private readonly client: RedisClientType;
  private readonly firstAttempt: Promise<unknown>;

  constructor(
    url: string,
    private readonly prefix = 'market:',
  ) {
    this.client = createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 5_000,
        reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2_000),
      },
    });
    // Connection errors surface through the calls and the health check; don't crash the process.
    this.client.on('error', () => undefined);
    const connected = this.client.connect().catch(() => undefined);
    const patience = new Promise((resolve) =>
      setTimeout(resolve, FIRST_CONNECT_PATIENCE_MS).unref(),
    );
    this.firstAttempt = Promise.race([connected, patience]);
  }

  /**
   * Commands wait for the first connection attempt (at most a second); afterwards, while Redis is
   * down, they fail at once instead of queueing.
   */
  private async ready(): Promise<void> {
    if (!this.client.isReady) await this.firstAttempt;
  }

  async get(key: string): Promise<string | null> {
    await this.ready();
    return this.client.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    await this.ready();
    await this.client.set(
      this.prefix + key,
      value,
      ttlSeconds ? { expiration: { type: 'EX', value: ttlSeconds } } : undefined,
    );
  }

  async delete(key: string): Promise<void> {
    await this.ready();
    await this.client.del(this.prefix + key);
  }

  /** Counts one hit in a fixed window: the window starts with the first hit (EXPIRE NX). */
  async increment(key: string, windowSeconds: number): Promise<number> {
    await this.ready();
    const fullKey = this.prefix + key;
    const [count] = await this.client
      .multi()
      .incr(fullKey)
      .expire(fullKey, windowSeconds, 'NX')
      .exec();
    return Number(count);
  }

  async isHealthy(): Promise<boolean> {
    try {
      await this.ready();
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.client.isReady) await this.client.close().catch(() => this.client.destroy());
    else if (this.client.isOpen) this.client.destroy();
  }
}
