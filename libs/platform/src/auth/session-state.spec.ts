import { MemoryCache } from '../cache/memory.cache.js';
import { SessionState } from './session-state.js';

describe('SessionState', () => {
  const user = (sessionVersion: number, sessionId = 's1') => ({
    id: 'u1',
    sessionId,
    sessionVersion,
  });

  it('holds every session until identity says otherwise', async () => {
    const state = new SessionState(new MemoryCache(), 60);
    await expect(state.isCurrent(user(1))).resolves.toBe(true);
  });

  it('refuses tokens below a raised version, and a late lower version changes nothing', async () => {
    const state = new SessionState(new MemoryCache(), 60);
    await state.raiseVersion('u1', 3);
    await expect(state.isCurrent(user(2))).resolves.toBe(false);
    await expect(state.isCurrent(user(3))).resolves.toBe(true);
    await state.raiseVersion('u1', 2);
    await expect(state.isCurrent(user(2))).resolves.toBe(false);
    await expect(state.isCurrent({ id: 'u1' })).resolves.toBe(false);
  });

  it('ends one session only, whatever its version', async () => {
    const state = new SessionState(new MemoryCache(), 60);
    await state.endSession('u1', 's1');
    await expect(state.isCurrent(user(9, 's1'))).resolves.toBe(false);
    await expect(state.isCurrent(user(1, 's2'))).resolves.toBe(true);
    await state.raiseVersion('u1', 2);
    await expect(state.isCurrent(user(2, 's1'))).resolves.toBe(false);
  });

  it('forgets after the tokens it refused have expired', async () => {
    let now = 0;
    const state = new SessionState(new MemoryCache(() => now), 60);
    await state.raiseVersion('u1', 5);
    now += 59_000;
    await expect(state.isCurrent(user(1))).resolves.toBe(false);
    now += 2_000;
    await expect(state.isCurrent(user(1))).resolves.toBe(true);
  });

  it('is shared by every process that shares the cache (Redis)', async () => {
    const cache = new MemoryCache();
    await new SessionState(cache, 60).endSession('u1', 's1');
    await expect(new SessionState(cache, 60).isCurrent(user(1, 's1'))).resolves.toBe(false);
  });
});
