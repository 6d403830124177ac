import { MemoryCache } from '../cache/memory.cache.js';
import { DenyList } from './deny-list.js';

describe('DenyList', () => {
  it('denies and allows users', async () => {
    const list = new DenyList(new MemoryCache());
    expect(await list.isDenied('u1')).toBe(false);
    await list.deny('u1');
    expect(await list.isDenied('u1')).toBe(true);
    await list.allow('u1');
    expect(await list.isDenied('u1')).toBe(false);
  });

  it('keeps the newest decision when events arrive out of order', async () => {
    const list = new DenyList(new MemoryCache());
    const deactivatedAt = new Date('2026-01-01T10:00:00Z');
    const reactivatedAt = new Date('2026-01-01T10:05:00Z');
    await list.allow('u1', reactivatedAt);
    await list.deny('u1', deactivatedAt);
    expect(await list.isDenied('u1')).toBe(false);
    await list.deny('u1', new Date('2026-01-01T10:06:00Z'));
    expect(await list.isDenied('u1')).toBe(true);
  });

  it('is shared by every holder of the same cache, as gateway replicas share Redis', async () => {
    const cache = new MemoryCache();
    await new DenyList(cache).deny('u2');
    expect(await new DenyList(cache).isDenied('u2')).toBe(true);
  });
});
