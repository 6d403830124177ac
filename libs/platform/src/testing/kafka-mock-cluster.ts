import { type ChildProcess, spawn } from 'node:child_process';
import { commandAvailable, dockerEngineAvailable } from './test-env.js';

export interface KafkaMockCluster {
  brokers: string[];
  stop(): Promise<void>;
}

export interface KafkaMockClusterOptions {
  brokers?: number;
  /** How long to wait for kcat to print the cluster's addresses. */
  startTimeoutMs?: number;
}

/**
 * The Kafka-protocol mock cluster built into librdkafka, run by `kcat` for as long as the
 * process lives. It picks its own ports and prints them on stderr; it does not survive a
 * restart (a new one is a new, empty cluster on new ports).
 */
export async function startKafkaMockCluster(
  options: KafkaMockClusterOptions = {},
): Promise<KafkaMockCluster> {
  const count = options.brokers ?? 3;
  const startTimeoutMs = options.startTimeoutMs ?? 10_000;
  const child = spawn('kcat', kafkaMockClusterArgs(count), { stdio: ['ignore', 'ignore', 'pipe'] });
  // If the test forgets stop(), the cluster must not outlive the test process.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  try {
    const brokers = await mockClusterBrokers(child, startTimeoutMs);
    return { brokers, stop: () => stopProcess(child, killOnExit) };
  } catch (error) {
    await stopProcess(child, killOnExit);
    throw error;
  }
}

/** kcat's command line for librdkafka's mock cluster: a consumer of a topic that stays empty keeps it running. */
export function kafkaMockClusterArgs(brokers: number): string[] {
  return [
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
  ];
}

/**
 * The brokers a kcat mock cluster prints on its stderr (`bootstrap.servers=...`) once it is
 * up; rejects if the process fails or ends first, or after `timeoutMs`. Also used by the
 * distributed runner (tools/distributed/infrastructure.mjs) for its supervised cluster.
 */
export function mockClusterBrokers(child: ChildProcess, timeoutMs: number): Promise<string[]> {
  let tail = '';
  return new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`kcat printed no bootstrap.servers within ${timeoutMs} ms: ${tail}`)),
      timeoutMs,
    );
    const settle = (error: Error | null, value?: string[]) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(value!);
    };
    const onExit = (code: number | null, signal: string | null) =>
      settle(new Error(`kcat exited (${code ?? signal}) before the mock cluster was up: ${tail}`));
    child.once('exit', onExit);
    child.once('error', (error) => settle(error));
    // kcat logs every request with -d mock: keep reading (a full pipe would stall the
    // brokers) but keep only a short tail for error messages.
    child.stderr!.on('data', (chunk: Buffer) => {
      // Look before trimming: one chunk of startup logs can be longer than the tail kept.
      const text = tail + chunk.toString('utf8');
      tail = text.slice(-4_000);
      const match = /bootstrap\.servers=(\S+)\s/.exec(text);
      if (match) settle(null, match[1].split(','));
    });
  });
}

async function stopProcess(child: ChildProcess, killOnExit: () => void): Promise<void> {
  process.off('exit', killOnExit);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}

export interface TestKafka {
  brokers: string[];
  source: 'KAFKA_BROKERS' | 'kcat mock cluster' | 'testcontainers';
  stop(): Promise<void>;
}

/** Kafka for a test suite: KAFKA_BROKERS if set, else the kcat mock cluster, else a Kafka container. */
export async function startKafkaForTests(): Promise<TestKafka> {
  const configured = process.env.KAFKA_BROKERS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (configured?.length)
    return { brokers: configured, source: 'KAFKA_BROKERS', stop: async () => undefined };
  if (commandAvailable('kcat')) {
    const cluster = await startKafkaMockCluster();
    return { brokers: cluster.brokers, source: 'kcat mock cluster', stop: cluster.stop };
  }
  if (dockerEngineAvailable()) {
    const { KafkaContainer } = await import('@testcontainers/kafka');
    const container = await new KafkaContainer('confluentinc/cp-kafka:7.6.1').start();
    return {
      brokers: [`${container.getHost()}:${container.getMappedPort(9093)}`],
      source: 'testcontainers',
      stop: async () => {
        await container.stop();
      },
    };
  }
  throw new Error(
    'No Kafka for tests: set KAFKA_BROKERS, install kcat, or provide a Docker engine',
  );
}
