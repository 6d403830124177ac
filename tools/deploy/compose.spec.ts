import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadServiceUrls } from '@market/platform';
import YAML from 'yaml';
import {
  CONTAINER_PORT,
  configProblems,
  deployedServices,
  distributedRequirements,
  GATEWAY,
  gatewayServiceUrlVariables,
  knownVariables,
} from './deployment-config.js';

/**
 * No Docker engine runs on our machines, so docker-compose.yml is checked here: parsed as
 * Compose reads it (YAML merge keys included) and cross-checked against the apps, their
 * configuration schemas and itself.
 */

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string | number | boolean>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean; interval?: string };
  restart?: string;
  [key: string]: unknown;
}

const compose = YAML.parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const names = Object.keys(services);
const apps = [...deployedServices(), GATEWAY];

/** Written by the observability work of issue 6 on another branch; mounted here already. */

/** The keys this file may use on a service: a typo (`healthchek`) would otherwise be ignored. */
const SERVICE_KEYS = new Set([
  'image',
  'build',
  'command',
  'entrypoint',
  'environment',
  'volumes',
  'ports',
  'depends_on',
  'healthcheck',
  'restart',
  'read_only',
  'tmpfs',
  'stop_grace_period',
  'platform',
  'ulimits',
]);

function environmentOf(name: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(services[name].environment ?? {}).map(([key, value]) => [key, String(value)]),
  );
}
function isOneShot(name: string): boolean {
  return services[name].restart === 'no';
}
function volumeMounts(name: string): { source: string; target: string; readOnly: boolean }[] {
  return (services[name].volumes ?? []).map((entry) => {
    const [source, target, mode] = entry.split(':');
    return { source, target, readOnly: mode === 'ro' };
  });
}
function urlsIn(environment: Record<string, string>): [string, URL][] {
  return Object.entries(environment).flatMap(([key, value]) => {
    if (!/^[a-z][a-z0-9+.-]*:\/\//.test(value)) return [];
    return [[key, new URL(value)] as [string, URL]];
  });
}

describe('docker-compose.yml', () => {
  it('runs every service with an entry point, and the gateway', () => {
    for (const app of apps) {
      expect({ app, service: services[app]?.build?.args?.APP }).toEqual({ app, service: app });
    }
  });

  it('builds every app from deploy/Dockerfile, one image per app', () => {
    const built = names.filter((name) => services[name].build);
    expect(built.length).toBeGreaterThanOrEqual(apps.length);
    for (const name of built) {
      const { build, image } = services[name];
      expect({ name, dockerfile: build!.dockerfile, context: build!.context }).toEqual({
        name,
        dockerfile: 'deploy/Dockerfile',
        context: '.',
      });
      const app = build!.args!.APP;
      expect(apps).toContain(app);
      expect({ name, image }).toEqual({ name, image: `wheelbase/${app}:dev` });
    }
    expect(existsSync('deploy/Dockerfile')).toBe(true);
  });

  it('migrates each service schema in a one-shot step before the service starts', () => {
    for (const service of deployedServices()) {
      const migrate = services[`${service}-migrate`];
      expect({ service, command: migrate?.command }).toEqual({
        service,
        command: ['node', 'dist/migrate.js'],
      });
      expect(migrate.image).toBe(services[service].image);
      expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(services[service].depends_on?.[`${service}-migrate`]?.condition).toBe(
        'service_completed_successfully',
      );
      expect(Object.keys(environmentOf(`${service}-migrate`))).toContain('DATABASE_URL');
      expect({ service, migrateEntry: existsSync(`apps/${service}/src/migrate.ts`) }).toEqual({
        service,
        migrateEntry: true,
      });
    }
  });

  it('sets only variables the apps read, with values their schemas accept', () => {
    for (const name of names.filter((n) => services[n].build)) {
      const app = services[name].build!.args!.APP;
      const environment = environmentOf(name);
      const unknown = Object.keys(environment).filter((key) => !knownVariables(app).has(key));
      expect({ name, unknown }).toEqual({ name, unknown: [] });
      expect({ name, problems: configProblems(app, environment) }).toEqual({ name, problems: [] });
    }
  });

  it('gives each app what the distributed mode cannot run without', () => {
    for (const app of apps) {
      const environment = environmentOf(app);
      const missing = distributedRequirements(app)
        .filter((requirement) => !requirement.anyOf.some((name) => environment[name]))
        .map((requirement) => `${requirement.anyOf.join(' or ')} (${requirement.why})`);
      expect({ app, missing }).toEqual({ app, missing: [] });
    }
  });

  it('routes the gateway to every service on the port it listens on', () => {
    const environment = environmentOf(GATEWAY);
    for (const variable of gatewayServiceUrlVariables()) {
      const url = new URL(environment[variable]);
      const service = variable.replace(/_URL$/, '').toLowerCase();
      expect({ variable, host: url.hostname, port: Number(url.port) }).toEqual({
        variable,
        host: service,
        port: CONTAINER_PORT,
      });
      expect(deployedServices()).toContain(service);
    }
    // What the gateway itself will read at start.
    expect(() => loadServiceUrls(environment)).not.toThrow();
  });

  it('points every URL at a service of this file, with the credentials that service has', () => {
    for (const name of names) {
      for (const [variable, url] of urlsIn(environmentOf(name))) {
        if (variable === 'PUBLIC_URL') continue;
        expect({
          name,
          variable,
          host: url.hostname,
          defined: names.includes(url.hostname),
        }).toEqual({
          name,
          variable,
          host: url.hostname,
          defined: true,
        });
      }
    }
    const postgres = environmentOf('postgres');
    const database = new URL(environmentOf('identity').DATABASE_URL);
    expect([
      database.username,
      decodeURIComponent(database.password),
      database.pathname.slice(1),
      database.port,
    ]).toEqual([postgres.POSTGRES_USER, postgres.POSTGRES_PASSWORD, postgres.POSTGRES_DB, '5432']);
    const bucket = environmentOf('minio-init');
    const listings = environmentOf('listings');
    expect([
      listings.S3_BUCKET,
      listings.AWS_ACCESS_KEY_ID,
      listings.AWS_SECRET_ACCESS_KEY,
    ]).toEqual([bucket.BUCKET, bucket.APP_USER, bucket.APP_SECRET]);
    const kafka = environmentOf('kafka');
    expect(kafka.KAFKA_ADVERTISED_LISTENERS).toBe(
      `PLAINTEXT://${environmentOf(GATEWAY).KAFKA_BROKERS}`,
    );
  });

  it('mounts the file each *_FILE variable names, from the volume the jwt-keys step writes', () => {
    const writer = volumeMounts('jwt-keys');
    for (const name of names) {
      for (const [variable, file] of Object.entries(environmentOf(name)).filter(([key]) =>
        key.endsWith('_FILE'),
      )) {
        const mount = volumeMounts(name).find((m) => path.posix.dirname(file) === m.target);
        expect({ name, variable, mounted: !!mount, readOnly: mount?.readOnly }).toEqual({
          name,
          variable,
          mounted: true,
          readOnly: true,
        });
        expect(writer.map((m) => `${m.source}:${m.target}`)).toContain(
          `${mount!.source}:${mount!.target}`,
        );
        expect(services[name].depends_on?.['jwt-keys']?.condition).toBe(
          'service_completed_successfully',
        );
      }
    }
  });

  it('keeps the token signing key to identity', () => {
    const holders = names.filter((name) => {
      const environment = environmentOf(name);
      return (
        environment.JWT_PRIVATE_KEY ||
        environment.JWT_PRIVATE_KEY_FILE ||
        volumeMounts(name).some((m) => m.source === 'jwt-private')
      );
    });
    expect(holders.sort()).toEqual(['identity', 'jwt-keys']);
  });

  it('checks the health of everything that keeps running, and orders the start by it', () => {
    for (const name of names) {
      const { healthcheck, depends_on: dependsOn = {} } = services[name];
      if (!isOneShot(name))
        expect({ name, healthcheck: !!healthcheck?.test && !healthcheck.disable }).toEqual({
          name,
          healthcheck: true,
        });
      for (const [target, { condition }] of Object.entries(dependsOn)) {
        expect({ name, target, defined: names.includes(target) }).toEqual({
          name,
          target,
          defined: true,
        });
        if (condition === 'service_healthy')
          expect({ target, healthcheck: !!services[target].healthcheck?.test }).toEqual({
            target,
            healthcheck: true,
          });
        else
          expect({ name, target, condition, oneShot: isOneShot(target) }).toEqual({
            name,
            target,
            condition: 'service_completed_successfully',
            oneShot: true,
          });
      }
    }
    // A cycle would leave `docker compose up` waiting forever.
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (name: string, trail: string[]): void => {
      if (done.has(name)) return;
      if (visiting.has(name)) throw new Error(`depends_on cycle: ${[...trail, name].join(' -> ')}`);
      visiting.add(name);
      for (const target of Object.keys(services[name].depends_on ?? {}))
        visit(target, [...trail, name]);
      visiting.delete(name);
      done.add(name);
    };
    for (const name of names) visit(name, []);
  });

  it('starts the gateway once every service answers its health check', () => {
    const dependsOn = services[GATEWAY].depends_on ?? {};
    for (const service of deployedServices())
      expect({ service, condition: dependsOn[service]?.condition }).toEqual({
        service,
        condition: 'service_healthy',
      });
  });

  it('publishes the gateway at PUBLIC_URL, on loopback only', () => {
    const publicUrl = new URL(environmentOf(GATEWAY).PUBLIC_URL);
    expect(services[GATEWAY].ports).toEqual([`127.0.0.1:${publicUrl.port}:${CONTAINER_PORT}`]);
    for (const name of names)
      for (const port of services[name].ports ?? [])
        expect(port.startsWith('127.0.0.1:')).toBe(true);
  });

  it('mounts files that exist, and declares every named volume', () => {
    for (const name of names) {
      for (const { source } of volumeMounts(name)) {
        if (source.startsWith('./')) {
          const file = source.slice(2);
          expect({ name, file, present: existsSync(file) }).toEqual({ name, file, present: true });
        } else {
          expect({ name, volume: source, declared: source in compose.volumes }).toEqual({
            name,
            volume: source,
            declared: true,
          });
        }
      }
    }
  });

  it('uses only service keys Compose knows', () => {
    for (const name of names) {
      const unknown = Object.keys(services[name]).filter((key) => !SERVICE_KEYS.has(key));
      expect({ name, unknown }).toEqual({ name, unknown: [] });
    }
  });

  it('lets Prometheus scrape every app: services on their port, the gateway on its metrics port only', () => {
    const config = YAML.parse(readFileSync('deploy/observability/prometheus.yml', 'utf8')) as {
      scrape_configs: { static_configs?: { targets: string[] }[] }[];
    };
    const targets = config.scrape_configs
      .flatMap((job) => (job.static_configs ?? []).flatMap((c) => c.targets))
      .filter((target) => !target.startsWith('localhost:'));
    for (const target of targets) {
      const [host] = target.split(':');
      expect({ target, defined: names.includes(host) }).toEqual({ target, defined: true });
    }
    // The gateway's main port faces the internet, so its /metrics lives on METRICS_PORT.
    const gatewayMetricsPort = environmentOf(GATEWAY).METRICS_PORT;
    expect(gatewayMetricsPort).toMatch(/^\d+$/);
    expect(targets).toContain(`${GATEWAY}:${gatewayMetricsPort}`);
    expect(targets).not.toContain(`${GATEWAY}:${CONTAINER_PORT}`);
    for (const app of apps.filter((name) => name !== GATEWAY))
      expect(targets).toContain(`${app}:${CONTAINER_PORT}`);
  });
});
