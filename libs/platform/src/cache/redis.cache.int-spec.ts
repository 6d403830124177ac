import { describeWhen, redisAvailability, testRedisUrl } from '../testing/test-env.js';
import { cacheContract } from './cache.contract.js';
import { RedisCache } from './redis.cache.js';

describeWhen(redisAvailability(), 'RedisCache', () => {
  cacheContract(async () => new RedisCache(await testRedisUrl(), `test:${process.pid}:`));

  it('is shared between two clients, as between two gateway replicas', async () => {
    const url = await testRedisUrl();
    const a = new RedisCache(url, `shared:${process.pid}:`);
    const b = new RedisCache(url, `shared:${process.pid}:`);
    await a.set('deny:user-1', '1', 60);
    expect(await b.get('deny:user-1')).toBe('1');
    expect(await a.increment('hits', 60)).toBe(1);
    expect(await b.increment('hits', 60)).toBe(2);
    await a.delete('hits');
    await a.delete('deny:user-1');
    await a.close();
    await b.close();
  });
});

describe('RedisCache with no Redis listening', () => {
  it('reports itself unhealthy and refuses commands instead of queueing them forever', async () => {
    const cache = new RedisCache('redis://127.0.0.1:1', 'nowhere:');
    expect(await cache.isHealthy()).toBe(false);
    await expect(cache.get('key')).rejects.toThrow();
    await expect(cache.increment('hits', 60)).rejects.toThrow();
    await cache.close();
  });
});
