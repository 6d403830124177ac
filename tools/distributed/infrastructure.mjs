// The parts the runner starts itself when the environment names none: the Kafka-protocol
// mock cluster of kcat (KAFKA_BROKERS absent) and embedded PostgreSQL (DATABASE_URL absent).
// Both run under the supervisor, so they end with the run even if the runner is killed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importPlatform } from './services.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * librdkafka's mock cluster, run by `kcat` for as long as the process lives: the command
 * and the wait for its `bootstrap.servers=...` line of libs/platform/src/testing/
 * kafka-mock-cluster.ts, but supervised.
 */
export async function startKafkaMock(supervisor, { brokers = 3, timeoutMs = 15_000 } = {}) {
  const { kafkaMockClusterArgs, mockClusterBrokers } = await importPlatform(
    'testing/kafka-mock-cluster.js',
  );
  const kcat = supervisor.spawn('kafka', 'kcat', kafkaMockClusterArgs(brokers));
  kcat.child.stdout.resume();
  const found = await mockClusterBrokers(kcat.child, timeoutMs).catch(async (error) => {
    await kcat.stop();
    throw error;
  });
  return { brokers: found.join(','), process: kcat };
}

/** embedded-database.mjs as a supervised child; resolves with its DATABASE_URL. */
export async function startEmbeddedDatabase(supervisor, { dataDir, logFile, timeoutMs = 60_000 }) {
  const child = supervisor.spawn(
    'postgres',
    process.execPath,
    [path.join(here, 'embedded-database.mjs')],
    {
      env: { ...process.env, NODE_OPTIONS: '', EMBEDDED_DATABASE_DIR: dataDir },
      logFile,
      pipeStdout: true,
    },
  );
  const url = await new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(
      () =>
        reject(
          new Error(`embedded PostgreSQL did not start within ${timeoutMs} ms (see ${logFile})`),
        ),
      timeoutMs,
    );
    child.child.stdout.on('data', (chunk) => {
      stdout += chunk.toString('utf8');
      const match = /DATABASE_URL=(\S+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void child.exited.then((exit) => {
      clearTimeout(timer);
      reject(
        new Error(
          `embedded PostgreSQL ended at start (${exit.code ?? exit.signal}); see ${logFile}`,
        ),
      );
    });
  }).catch(async (error) => {
    await child.stop();
    throw error;
  });
  return { url, process: child };
}
