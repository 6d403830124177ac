/**
 * A relay or a consumer in a process of its own, so the fault suite can SIGKILL it
 * mid-stream. Started by messaging-faults.int-spec.ts with its configuration as JSON in
 * argv; prints "ready" once it runs (a consumer: once it joined its group).
 */
import type { EntityManager } from 'typeorm';
import { Inbox } from '../inbox.js';
import { KafkaEventBus } from '../kafka.event-bus.js';
import { openTestService } from '../messaging.test-support.js';
import { OutboxRelay } from '../outbox-relay.js';

export type WorkerConfig =
  | { role: 'relay'; databaseUrl: string; schema: string; brokers: string[] }
  | {
      role: 'consumer';
      databaseUrl: string;
      schema: string;
      brokers: string[];
      group: string;
      types: string[];
    };

async function main(config: WorkerConfig): Promise<void> {
  const dataSource = await openTestService(config.databaseUrl, config.schema);
  const bus = new KafkaEventBus({
    brokers: config.brokers,
    clientId: `fault-${config.role}-${process.pid}`,
    clientRetry: { retries: 3, initialRetryTime: 100, maxRetryTime: 1_000 },
    reconnect: { baseMs: 200, capMs: 1_000 },
    retry: { baseMs: 100, capMs: 1_000 },
  });
  if (config.role === 'relay') {
    await bus.start();
    new OutboxRelay(dataSource, config.schema, bus, undefined, {
      pollIntervalMs: 20,
      batchSize: 10,
    }).start();
  } else {
    const inbox = new Inbox(dataSource, config.schema);
    const schema = config.schema;
    await bus.subscribe({
      group: config.group,
      types: config.types,
      handle: async (event) => {
        await dataSource.query(`INSERT INTO "${schema}".deliveries (event_id) VALUES ($1)`, [
          event.id,
        ]);
        await inbox.process(config.group, event, async (manager: EntityManager) => {
          await manager.query(
            `INSERT INTO "${schema}".effects (consumer, event_id, payload) VALUES ($1, $2, $3)`,
            [config.group, event.id, JSON.stringify(event.data)],
          );
        });
      },
    });
    await bus.start();
  }
  process.stdout.write('ready\n');
}

main(JSON.parse(process.argv[2]) as WorkerConfig).catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
