export * from './event-bus.port.js';
export { type Backoff, backoffDelay, type MessagingLogger } from './backoff.js';
export * from './in-process.event-bus.js';
export * from './kafka.event-bus.js';
export * from './outbox.js';
export * from './outbox-relay.js';
export * from './inbox.js';
export * from './messaging-tables.migration.js';
export * from './event-bus.factory.js';
