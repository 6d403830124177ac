export * from './gateway.config.js';
export * from './gateway-edge.js';
export * from './rate-limiter.js';
export * from './service-routes.js';
export * from './proxy-routes.js';
export * from './upstream-breaker.js';
