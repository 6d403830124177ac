import type { Cache } from './cache.port.js';
import { MemoryCache } from './memory.cache.js';
import { RedisCache } from './redis.cache.js';

/** The one place the cache adapter is chosen: Redis when a URL is configured. */
export function createCache(redisUrl: string | undefined, prefix?: string): Cache {
  return redisUrl ? new RedisCache(redisUrl, prefix) : new MemoryCache();
}
