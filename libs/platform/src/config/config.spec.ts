import { z } from 'zod';
import { ConfigError, env, loadConfig } from './config.js';
import { loadPlatformConfig } from './platform-config.js';

describe('loadConfig', () => {
  it('names every bad variable, hiding secret values', () => {
    const schema = z.object({
      PORT: env.port(3000),
      DATABASE_URL: env.url(['postgres']),
      API_SECRET: z.string().min(10),
    });
    let error: unknown;
    try {
      loadConfig(schema, { PORT: 'eighty', DATABASE_URL: 'mysql://x', API_SECRET: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT:');
    expect(message).toContain('got "eighty"');
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL (got "mysql://x")');
    expect(message).toContain('API_SECRET:');
    expect(message).not.toContain('short');
  });

  it('applies defaults and parses lists and booleans', () => {
    const config = loadPlatformConfig({ KAFKA_BROKERS: 'a:9092, b:9092', CORS_ORIGINS: '' });
    expect(config.KAFKA_BROKERS).toEqual(['a:9092', 'b:9092']);
    expect(config.CORS_ORIGINS).toEqual([]);
    expect(config.ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(loadConfig(z.object({ FLAG: env.bool(false) }), { FLAG: 'yes' }).FLAG).toBe(true);
  });

  it('treats an empty optional URL as not set', () => {
    expect(loadPlatformConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(() => loadPlatformConfig({ REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });
});
