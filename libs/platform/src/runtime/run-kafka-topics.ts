import { ConfigError } from '../config/config.js';
import { kafkaSecurityOf, loadPlatformConfig } from '../config/platform-config.js';
import { createLogger } from '../logging/logger.js';
import { createKafkaClient } from '../messaging/kafka-client.js';
import { applyTopicManifest, readTopicManifest, topicSpecs } from '../messaging/kafka-topics.js';

/**
 * The body of `apps/gateway/dist/kafka-topics.js <topics.json>`: creates or grows the topics
 * of the manifest with their partitions and retention, then exits (the Kubernetes
 * `wheelbase-kafka-topics` Job runs it before a release). Reads KAFKA_BROKERS and the
 * KAFKA_SSL / KAFKA_SASL_* settings like every process.
 */
export async function runKafkaTopicsCommand(file = process.argv[2]): Promise<void> {
  const logger = createLogger('kafka-topics');
  try {
    if (!file) throw new ConfigError(['usage: node dist/kafka-topics.js <topics.json>']);
    const config = loadPlatformConfig();
    if (config.KAFKA_BROKERS.length === 0)
      throw new ConfigError(['KAFKA_BROKERS: required to apply the topics (not set)']);
    const specs = topicSpecs(readTopicManifest(file));
    const kafka = createKafkaClient(
      {
        brokers: config.KAFKA_BROKERS,
        clientId: `${config.KAFKA_CLIENT_ID}-kafka-topics`,
        logger,
        security: kafkaSecurityOf(config),
      },
      logger,
    );
    const admin = kafka.admin();
    await admin.connect();
    try {
      const changes = await applyTopicManifest(admin, specs, logger);
      logger.info({ topics: specs.length, ...changes }, 'kafka topics applied');
    } finally {
      await admin.disconnect();
    }
    process.exit(0);
  } catch (error) {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `kafka topics failed: ${(error as Error).stack}\n`,
    );
    process.exit(1);
  }
}
