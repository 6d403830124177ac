import { cacheContract } from './cache.contract.js';
import { MemoryCache } from './memory.cache.js';

describe('MemoryCache', () => {
  cacheContract(async () => new MemoryCache());

  it('keeps at most maxEntries keys, dropping the oldest written', async () => {
    const cache = new MemoryCache(Date.now, 2);
    await cache.set('a', '1');
    await cache.set('b', '2');
    await cache.set('a', '3');
    await cache.set('c', '4');
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).toBe('3');
    expect(await cache.get('c')).toBe('4');
    await cache.close();
  });
});
