export * from './metrics.js';
export * from './trace-context.js';
export * from './tracing.js';
export * from './instrumented-event-bus.js';
export * from './http-observability.js';
export * from './metrics-endpoint.js';
