import { Redis } from 'ioredis';
import type { Cache } from './cache.port.js';

export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  private readonly client: Redis;

  constructor(url: string, private readonly prefix = 'market:') {
    this.client = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    // Connection errors surface through the calls and the health check; don't crash the process.
    this.client.on('error', () => undefined);
  }

  async get(key: string): Promise<string | null> {
    return this.client.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds) await this.client.set(this.prefix + key, value, 'EX', ttlSeconds);
    else await this.client.set(this.prefix + key, value);
  }

  async delete(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }

  async increment(key: string, windowSeconds: number): Promise<number> {
    const fullKey = this.prefix + key;
    const [[, count]] = (await this.client
      .multi()
      .incr(fullKey)
      .expire(fullKey, windowSeconds, 'NX')
      .exec()) as [[Error | null, number]];
    return count;
  }

  async isHealthy(): Promise<boolean> {
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
