import type { Cache } from './cache.port.js';

/** The contract both cache adapters pass. */
export function cacheContract(makeCache: () => Promise<Cache>): void {
  let cache: Cache;
  const key = (name: string) => `contract:${process.pid}:${Date.now()}:${name}`;

  beforeAll(async () => {
    cache = await makeCache();
  });
  afterAll(async () => {
    await cache.close();
  });

  it('stores, reads and deletes values', async () => {
    const k = key('a');
    expect(await cache.get(k)).toBeNull();
    await cache.set(k, 'one');
    expect(await cache.get(k)).toBe('one');
    await cache.delete(k);
    expect(await cache.get(k)).toBeNull();
  });

  it('expires values after their time to live', async () => {
    const k = key('ttl');
    await cache.set(k, 'short', 1);
    expect(await cache.get(k)).toBe('short');
    await new Promise((r) => setTimeout(r, 1_200));
    expect(await cache.get(k)).toBeNull();
  });

  it('counts hits in a window that starts at the first hit', async () => {
    const k = key('count');
    expect(await cache.increment(k, 1)).toBe(1);
    expect(await cache.increment(k, 1)).toBe(2);
    expect(await cache.increment(k, 1)).toBe(3);
    await new Promise((r) => setTimeout(r, 1_200));
    expect(await cache.increment(k, 1)).toBe(1);
  });

  it('reports itself healthy', async () => {
    expect(await cache.isHealthy()).toBe(true);
  });
}
