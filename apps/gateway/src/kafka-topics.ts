import { runKafkaTopicsCommand } from '@market/platform';

/** `node dist/kafka-topics.js <topics.json>`: creates or grows the event topics (docs/deploy.md, "Kafka topics"). */
await runKafkaTopicsCommand();
