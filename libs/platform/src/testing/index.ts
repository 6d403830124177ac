export * from './test-env.js';
export * from './kafka-mock-cluster.js';
