import { readFileSync } from 'node:fs';
import {
  Kafka,
  type KafkaConfig,
  type LogEntry,
  logLevel,
  type RetryOptions,
  type SASLOptions,
} from 'kafkajs';
import type { MessagingLogger } from './backoff.js';

/** How to reach a managed Kafka (MSK, Confluent Cloud, Aiven, Strimzi's TLS listener...). */
export interface KafkaSecurity {
  /** TLS to the brokers; `caFile` adds a CA bundle (PEM) to Node's trusted roots. */
  tls?: { caFile?: string };
  /** SASL authentication (over TLS unless the cluster deliberately offers SASL_PLAINTEXT). */
  sasl?: {
    mechanism: 'plain' | 'scram-sha-256' | 'scram-sha-512';
    username: string;
    password: string;
  };
}

export interface KafkaClientOptions {
  brokers: string[];
  clientId: string;
  logger?: MessagingLogger;
  /** kafkajs' own retries of one request or connection before it gives up. */
  clientRetry?: RetryOptions;
  security?: KafkaSecurity;
}

/** The kafkajs client every part of the Kafka adapter (producer, consumers, admin) is made from. */
export function createKafkaClient(options: KafkaClientOptions, logger: MessagingLogger): Kafka {
  if (options.brokers.length === 0) throw new Error('Kafka needs at least one broker address');
  return new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    connectionTimeout: 3_000,
    // A broker that is down is retried with backoff; past the last retry the call fails and
    // the caller's own loop (relay backoff, consumer restart) tries again later.
    retry: options.clientRetry ?? { initialRetryTime: 300, maxRetryTime: 5_000, retries: 5 },
    logLevel: options.logger ? logLevel.WARN : logLevel.NOTHING,
    logCreator: () => (entry) => logKafkaEntry(logger, entry),
    ...kafkaSecurityConfig(options.security),
  });
}

/** kafkajs' `ssl` and `sasl` settings for the given security options (nothing when none). */
export function kafkaSecurityConfig(
  security: KafkaSecurity | undefined,
): Pick<KafkaConfig, 'ssl' | 'sasl'> {
  const config: Pick<KafkaConfig, 'ssl' | 'sasl'> = {};
  if (security?.tls) {
    config.ssl = security.tls.caFile ? { ca: [readFileSync(security.tls.caFile, 'utf8')] } : true;
  }
  if (security?.sasl) {
    const { mechanism, username, password } = security.sasl;
    config.sasl = { mechanism, username, password } as SASLOptions;
  }
  return config;
}

function logKafkaEntry(logger: MessagingLogger, entry: LogEntry): void {
  const { message, ...extra } = entry.log;
  const fields = { kafka: entry.namespace, ...extra };
  if (entry.level === logLevel.ERROR) logger.error(fields, message);
  else if (entry.level === logLevel.WARN) logger.warn(fields, message);
  else if (entry.level === logLevel.INFO) logger.info(fields, message);
  else logger.debug(fields, message);
}
