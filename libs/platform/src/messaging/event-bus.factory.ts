import type { MessagingLogger } from './backoff.js';
import type { EventBus } from './event-bus.port.js';
import { InProcessEventBus } from './in-process.event-bus.js';
import type { KafkaSecurity } from './kafka-client.js';
import { KafkaEventBus } from './kafka.event-bus.js';

export interface EventBusConfig {
  /** Kafka bootstrap servers; none means the embedded in-process bus. */
  kafkaBrokers?: string[];
  clientId: string;
  logger?: MessagingLogger;
  /** TLS and SASL for a managed Kafka. */
  kafkaSecurity?: KafkaSecurity;
}

/** The one place the event bus adapter is chosen. */
export function createEventBus(config: EventBusConfig): EventBus {
  if (config.kafkaBrokers && config.kafkaBrokers.length > 0) {
    return new KafkaEventBus({
      brokers: config.kafkaBrokers,
      clientId: config.clientId,
      logger: config.logger,
      security: config.kafkaSecurity,
    });
  }
  return new InProcessEventBus({ logger: config.logger });
}
