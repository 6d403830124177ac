export * from './test-env.js';
export * from './kafka-mock-cluster.js';
export * from './eventually.js';
export * from './service-test-app.js';
export {
  parsePrometheusText,
  sampleValue,
  type Sample,
} from '../observability/observability.test-support.js';
export * from './route-table.js';
export * from './http-harness.js';
