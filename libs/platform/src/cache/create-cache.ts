import type { Cache } from './cache.port.js';
import { MemoryCache } from './memory.cache.js';
import { RedisCache } from './redis.cache.js';

/**
 * The one place the cache adapter is chosen: Redis when a URL is configured. `maxEntries`
 * bounds the in-memory adapter (for caches of many distinct keys, such as search results).
 */
export function createCache(
  redisUrl: string | undefined,
  prefix?: string,
  options: { maxEntries?: number } = {},
): Cache {
  return redisUrl
    ? new RedisCache(redisUrl, prefix)
    : new MemoryCache(Date.now, options.maxEntries);
}
