import { MemoryCache } from '../cache/memory.cache.js';
import { isSensitiveAuthRoute, RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('lets the limit through, then asks the client to wait', async () => {
    const limiter = new RateLimiter(new MemoryCache());
    const rule = { name: 'auth', limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) expect(await limiter.hit(rule, '10.0.0.1')).toBe(0);
    const wait = await limiter.hit(rule, '10.0.0.1');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.hit(rule, '10.0.0.2')).toBe(0);
  });

  it('knows which routes get the stricter limit', () => {
    expect(isSensitiveAuthRoute('/api/auth/sign-in')).toBe(true);
    expect(isSensitiveAuthRoute('/api/auth/password-reset/request')).toBe(true);
    expect(isSensitiveAuthRoute('/api/auth/refresh')).toBe(false);
    expect(isSensitiveAuthRoute('/api/me')).toBe(false);
  });
});
