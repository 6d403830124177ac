import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  createTestDatabase,
  describeWhen,
  postgresAvailability,
  type TestDatabase,
} from '../testing/index.js';
import { waitFor } from '../messaging/event-bus.contract.js';
import { SERVICE_ROUTES, serviceUrlVariable, type ServiceName } from '../gateway/service-routes.js';

const registerHooks = fileURLToPath(
  new URL('../messaging/fault-harness/register.mjs', import.meta.url),
);
const drainService = fileURLToPath(new URL('./shutdown-harness/drain-service.ts', import.meta.url));
const gatewayMain = fileURLToPath(new URL('../../../../apps/gateway/src/main.ts', import.meta.url));
const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const JWT_PUBLIC_KEY = publicKey.export({ type: 'spki', format: 'pem' }).toString();

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Started {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
  output: () => string;
}

/** Starts a TypeScript entry point (no build needed) and waits for its readiness to answer 200. */
async function startProcess(entry: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', registerHooks, entry], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      LOG_LEVEL: 'info',
      PORT: String(port),
      JWT_PUBLIC_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString('utf8')).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`${entry} exited: ${output}`);
      return (await fetch(`${baseUrl}/api/health`).catch(() => null))?.status === 200;
    },
    90_000,
    `${entry} to be ready`,
  );
  return { child, baseUrl, exited, output: () => output };
}

interface TrafficOutcome {
  answered: number;
  failures: string[];
  /** Requests sent before the SIGTERM and answered after it. */
  spanningTheSignal: number;
  exitCode: number | null;
  /** Milliseconds from the SIGTERM to readiness answering 503 (as the load balancer saw it). */
  notReadyAfterMs: number | null;
}

/**
 * Clients send requests the whole time, as a load balancer routes them: until its readiness
 * poll (every 100 ms) sees 503. Every request sent must succeed; the SIGTERM comes while
 * some are in flight.
 */
async function trafficAcrossSigterm(
  started: Started,
  path: () => string,
  beforeSignal: () => Promise<void>,
): Promise<TrafficOutcome> {
  const outcome: TrafficOutcome = {
    answered: 0,
    failures: [],
    spanningTheSignal: 0,
    exitCode: null,
    notReadyAfterMs: null,
  };
  let routing = true;
  let running = true;
  let signalledAt: number | null = null;
  const poller = (async () => {
    while (running) {
      const status = (await fetch(`${started.baseUrl}/api/health`).catch(() => null))?.status;
      if (status === 503 && routing) {
        routing = false;
        if (signalledAt !== null) outcome.notReadyAfterMs = Date.now() - signalledAt;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const client = async () => {
    while (running) {
      if (!routing) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      const sentBeforeSignal = signalledAt === null;
      try {
        const response = await fetch(`${started.baseUrl}${path()}`);
        await response.arrayBuffer();
        if (response.status === 200) outcome.answered += 1;
        else outcome.failures.push(`HTTP ${response.status}`);
        if (sentBeforeSignal && signalledAt !== null) outcome.spanningTheSignal += 1;
      } catch (error) {
        outcome.failures.push(String((error as Error).cause ?? error));
      }
    }
  };
  const clients = Array.from({ length: 8 }, client);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await beforeSignal();
  signalledAt = Date.now();
  started.child.kill('SIGTERM');
  outcome.exitCode = await started.exited;
  running = false;
  await Promise.all([...clients, poller]);
  return outcome;
}

const slowPath = () => `/drain/slow?ms=${50 + Math.floor(Math.random() * 450)}`;

describeWhen(postgresAvailability(), 'graceful shutdown (SIGTERM during traffic)', () => {
  let db: TestDatabase;
  const children: ChildProcess[] = [];
  const servers: Server[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('drain');
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const server of servers) server.close();
    await db?.drop();
  });

  it('a service: readiness goes to 503 first, requests and the event handler in flight finish, exit 0, no request fails', async () => {
    const service = await startProcess(drainService, {
      DATABASE_URL: db.url,
      SHUTDOWN_DELAY_SECONDS: '1',
      DRAIN_HANDLER_MS: '1500',
    });
    children.push(service.child);
    let eventId = '';
    const outcome = await trafficAcrossSigterm(
      service,
      () => `/api${slowPath()}`,
      async () => {
        const response = await fetch(`${service.baseUrl}/api/drain/events`, { method: 'POST' });
        eventId = ((await response.json()) as { id: string }).id;
        // The SIGTERM comes while the consumer is in the middle of handling it.
        await waitFor(
          async () =>
            (await query(`SELECT 1 FROM drain.handling_started WHERE event_id = $1`, [eventId]))
              .length === 1,
          10_000,
          'the handler to start',
        );
      },
    );

    expect({ exitCode: outcome.exitCode, failures: outcome.failures }).toEqual({
      exitCode: 0,
      failures: [],
    });
    // Traffic really crossed the signal; how much depends on the machine's load, not on the code.
    expect(outcome.answered).toBeGreaterThan(0);
    expect(outcome.spanningTheSignal).toBeGreaterThan(0);
    expect(outcome.notReadyAfterMs).not.toBeNull();
    // Readiness turned before the process left (a generous bound: CI machines are busy).
    expect(outcome.notReadyAfterMs!).toBeLessThan(10_000);
    // The handler in flight finished and committed: its effect and inbox row are there, once.
    expect(await query(`SELECT event_id FROM drain.effects`)).toEqual([{ event_id: eventId }]);
    expect(await query(`SELECT event_id FROM drain.inbox WHERE consumer = 'drain-slow'`)).toEqual([
      { event_id: eventId },
    ]);
    expect(service.output()).toMatch(/"msg":"shut down"/);
  });

  it('the gateway: proxied requests in flight finish, no request fails, exit 0', async () => {
    const upstream = createHttpServer((request, response) => {
      const ms = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('ms') ?? 0);
      setTimeout(
        () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
        ms,
      );
    });
    servers.push(upstream);
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
    const gateway = await startProcess(gatewayMain, {
      // Every service of the gateway's routing table behind the one upstream.
      ...Object.fromEntries(
        (Object.keys(SERVICE_ROUTES) as ServiceName[]).map((service) => [
          serviceUrlVariable(service),
          upstreamUrl,
        ]),
      ),
      WEB_DIST_DIR: '',
      RATE_LIMIT_PER_MINUTE: '100000',
      SHUTDOWN_DELAY_SECONDS: '1',
    });
    children.push(gateway.child);

    const outcome = await trafficAcrossSigterm(
      gateway,
      () => `/api/content${slowPath()}`,
      async () => undefined,
    );

    expect({ exitCode: outcome.exitCode, failures: outcome.failures }).toEqual({
      exitCode: 0,
      failures: [],
    });
    // Traffic really crossed the signal; how much depends on the machine's load, not on the code.
    expect(outcome.answered).toBeGreaterThan(0);
    expect(outcome.spanningTheSignal).toBeGreaterThan(0);
    expect(outcome.notReadyAfterMs).not.toBeNull();
  });

  async function query(text: string, values: unknown[] = []): Promise<unknown[]> {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  }
});
