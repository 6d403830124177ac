// The parts the runner starts itself when the environment names none: the Kafka-protocol
// mock cluster of kcat (KAFKA_BROKERS absent) and embedded PostgreSQL (DATABASE_URL absent).
// Both run under the supervisor, so they end with the run even if the runner is killed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * librdkafka's mock cluster, run by `kcat` for as long as the process lives (the same
 * command as libs/platform/src/testing/kafka-mock-cluster.ts, but supervised). It prints
 * `bootstrap.servers=...` on stderr; with `-d mock` it then logs every request there, so
 * the pipe is drained and only a short tail kept for error messages.
 */
export async function startKafkaMock(supervisor, { brokers = 3, timeoutMs = 15_000 } = {}) {
  const kcat = supervisor.spawn('kafka', 'kcat', [
    '-X',
    `test.mock.num.brokers=${brokers}`,
    '-b',
    'localhost:1',
    '-d',
    'mock',
    '-C',
    '-t',
    'keepalive',
    '-o',
    'end',
  ]);
  kcat.child.stdout.resume();
  let tail = '';
  const found = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`kcat printed no bootstrap.servers within ${timeoutMs} ms: ${tail}`)),
      timeoutMs,
    );
    kcat.child.stderr.on('data', (chunk) => {
      tail = (tail + chunk.toString('utf8')).slice(-4_000);
      const match = /bootstrap\.servers=(\S+)\s/.exec(tail);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void kcat.exited.then((exit) => {
      clearTimeout(timer);
      const reason = exit.error ? exit.error.message : `${exit.code ?? exit.signal}`;
      reject(new Error(`kcat ended before the mock cluster was up (${reason}): ${tail}`));
    });
  }).catch(async (error) => {
    await kcat.stop();
    throw error;
  });
  return { brokers: found, process: kcat };
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
