import { MemoryCache } from '../cache/memory.cache.js';
import { costlyRouteRule, isSensitiveAuthRoute, RateLimiter } from './rate-limiter.js';

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

  it('gives VIN decoding and photo uploads their own budgets', () => {
    const config = { VIN_DECODE_RATE_LIMIT_PER_MINUTE: 30, UPLOAD_RATE_LIMIT_PER_MINUTE: 12 };
    expect(costlyRouteRule('POST', '/api/vin/decode', config)).toEqual({
      name: 'vin-decode',
      limit: 30,
      windowSeconds: 60,
    });
    expect(costlyRouteRule('POST', '/api/listing-images', config)).toEqual({
      name: 'uploads',
      limit: 12,
      windowSeconds: 60,
    });
    expect(costlyRouteRule('GET', '/api/vin/decode', config)).toBeNull();
    expect(costlyRouteRule('POST', '/api/listing-images/abc/rotate', config)).toBeNull();
  });

  it('gives dealer applications, reviews and messages an hourly budget, and logos the upload budget', () => {
    const config = {
      VIN_DECODE_RATE_LIMIT_PER_MINUTE: 30,
      UPLOAD_RATE_LIMIT_PER_MINUTE: 12,
      SUBMISSION_RATE_LIMIT_PER_HOUR: 7,
    };
    const submissions = { name: 'submissions', limit: 7, windowSeconds: 3600 };
    for (const path of [
      '/api/dealer-applications',
      '/api/affiliate-applications',
      '/api/dealers/0b0c8d7e-1111-4222-8333-444455556666/messages',
      '/api/dealers/0b0c8d7e-1111-4222-8333-444455556666/reviews',
      '/api/sales-reps/0b0c8d7e-1111-4222-8333-444455556666/messages',
      '/api/contact',
      '/api/financing/pre-approvals',
    ])
      expect(costlyRouteRule('POST', path, config)).toEqual(submissions);
    expect(costlyRouteRule('POST', '/api/dealer-applications/logo', config)).toEqual({
      name: 'uploads',
      limit: 12,
      windowSeconds: 60,
    });
    expect(costlyRouteRule('POST', '/api/my/dealer/logo', config)).toEqual({
      name: 'uploads',
      limit: 12,
      windowSeconds: 60,
    });
    expect(costlyRouteRule('GET', '/api/dealers/x/reviews', config)).toBeNull();
    expect(costlyRouteRule('POST', '/api/admin/dealer-applications/x/approve', config)).toBeNull();
  });
});
