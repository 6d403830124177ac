export * from './cache.port.js';
export * from './memory.cache.js';
export * from './redis.cache.js';
export * from './create-cache.js';
