import { readFileSync } from 'node:fs';
import { commandAvailable, describeWhen } from '@market/platform/testing';
import {
  belongsInSecret,
  CONTAINER_PORT,
  configProblems,
  deployedServices,
  distributedRequirements,
  GATEWAY,
  gatewayServiceUrlVariables,
  knownVariables,
} from './deployment-config.js';
import {
  containerEnvironment,
  egressAllows,
  endpointsOf,
  type K8sContainer,
  type K8sObject,
  KUBECTL,
  modelClassOf,
  named,
  ofKind,
  podTemplates,
  podToPodAllowed,
  quantity,
  renderKustomization,
  selects,
} from './kubernetes-objects.js';

/** The gateway serves /metrics on a port of its own (k8s/base: METRICS_PORT in wheelbase-gateway). */
const GATEWAY_METRICS_PORT = 9464;

/**
 * Renders each overlay with `kubectl kustomize` (Debian's kubernetes-client; .ci/run installs
 * it), validates every object against the Kubernetes schemas of the kubernetes-models
 * packages, then checks what a schema cannot: probes, limits, non-root, services for every
 * app, autoscaler and policy targets, network paths the configuration needs, images.
 */
const apps = [...deployedServices(), GATEWAY];
const HPA_APPS = ['gateway', 'listings', 'search'];
/** Configured endpoints and the egress label a pod needs to reach them. */
const ENDPOINT_LABELS: Record<string, string | null> = {
  KAFKA_BROKERS: null,
  ELASTICSEARCH_URL: 'elasticsearch',
  S3_ENDPOINT: 's3',
};
/** The variable that tells a pod needs the labelled egress. */
const EGRESS_NEEDS: Record<string, string> = {
  DATABASE_URL: 'postgres',
  SMTP_URL: 'smtp',
  ELASTICSEARCH_URL: 'elasticsearch',
  S3_BUCKET: 's3',
};

/** docs/deploy.md's table of the Secrets to create: name -> the keys it holds. */
function documentedSecrets(): Map<string, string[]> {
  const rows = readFileSync('docs/deploy.md', 'utf8')
    .split('\n')
    .filter((line) => /^\| `wheelbase-[a-z0-9-]+` \|/.test(line));
  return new Map(
    rows.map((row) => {
      const [, name, keys] = row.split('|').map((cell) => cell.trim());
      return [name.replaceAll('`', ''), [...keys.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])];
    }),
  );
}

const kubectl = commandAvailable(KUBECTL)
  ? { available: true, source: KUBECTL }
  : {
      available: false,
      source: 'none',
      reason: `${KUBECTL} is not installed (apt-get install kubernetes-client)`,
    };

describeWhen(kubectl, 'k8s/ overlays', () => {
  for (const overlay of ['dev', 'prod'] as const) {
    describe(overlay, () => {
      // Rendered in beforeAll: a skipped suite still runs this body to collect its tests.
      let objects: K8sObject[] = [];
      let policies: K8sObject[] = [];
      let pods: ReturnType<typeof podTemplates> = [];
      beforeAll(() => {
        objects = renderKustomization(`k8s/overlays/${overlay}`);
        policies = ofKind(objects, 'NetworkPolicy');
        pods = podTemplates(objects);
      });
      const app = (name: string) => named(objects, 'Deployment', name)!;
      const podLabels = (name: string) =>
        app(name).spec.template.metadata.labels as Record<string, string>;
      const containerOf = (name: string) =>
        app(name).spec.template.spec.containers.find((c: { name: string }) => c.name === name);

      it('renders objects that all validate against the Kubernetes schemas', async () => {
        expect(objects.length).toBeGreaterThan(30);
        for (const object of objects) {
          const Model = await modelClassOf(object);
          expect(() => new Model(object).validate()).not.toThrow();
        }
      });

      it('runs every app as a Deployment behind a Service on its port', () => {
        for (const name of apps) {
          expect({ name, deployed: !!named(objects, 'Deployment', name) }).toEqual({
            name,
            deployed: true,
          });
          const service = named(objects, 'Service', name);
          expect(selects({ matchLabels: service?.spec.selector }, podLabels(name))).toBe(true);
          const ports = containerOf(name).ports;
          for (const port of service!.spec.ports) {
            expect(
              ports.some(
                (p: { name: string; containerPort: number }) =>
                  p.name === port.targetPort || p.containerPort === port.targetPort,
              ),
            ).toBe(true);
          }
          // The gateway alone has a second port: /metrics only (METRICS_PORT), in no Service.
          const expected =
            name === GATEWAY ? [CONTAINER_PORT, GATEWAY_METRICS_PORT] : [CONTAINER_PORT];
          expect(ports.map((p: { containerPort: number }) => p.containerPort)).toEqual(expected);
          expect(service!.spec.ports.map((p: { port: number }) => p.port)).not.toContain(
            GATEWAY_METRICS_PORT,
          );
        }
      });

      it('hardens every pod: probes, resources, non-root, read-only root with a /tmp volume', () => {
        for (const { owner, spec } of pods) {
          const where = `${owner.kind}/${owner.metadata.name}`;
          expect({
            where,
            nonRoot: spec.securityContext?.runAsNonRoot,
            seccomp: spec.securityContext?.seccompProfile?.type,
            token: spec.automountServiceAccountToken,
          }).toEqual({
            where,
            nonRoot: true,
            seccomp: 'RuntimeDefault',
            token: false,
          });
          for (const container of spec.containers) {
            const { requests = {}, limits = {} } = container.resources ?? {};
            for (const resource of ['cpu', 'memory'] as const) {
              expect({
                where,
                resource,
                request: !!requests[resource],
                limit: !!limits[resource],
              }).toEqual({ where, resource, request: true, limit: true });
              expect(quantity(requests[resource], resource)).toBeLessThanOrEqual(
                quantity(limits[resource], resource),
              );
            }
            expect({ where, security: container.securityContext }).toEqual({
              where,
              security: {
                allowPrivilegeEscalation: false,
                readOnlyRootFilesystem: true,
                capabilities: { drop: ['ALL'] },
              },
            });
            const tmp = container.volumeMounts?.find(
              (m: { mountPath: string }) => m.mountPath === '/tmp',
            );
            expect(spec.volumes?.find((v) => v.name === tmp?.name)?.emptyDir).toBeDefined();
            if (owner.kind !== 'Deployment') continue;
            expect({
              where,
              readiness: container.readinessProbe?.httpGet?.path,
              liveness: container.livenessProbe?.httpGet?.path,
              startup: container.startupProbe?.httpGet?.path,
            }).toEqual({
              where,
              readiness: '/api/health',
              liveness: '/api/health/live',
              startup: '/api/health/live',
            });
          }
        }
      });

      it('configures each app with variables it reads, values its schemas accept, and everything it needs', () => {
        const secrets = documentedSecrets();
        for (const name of apps) {
          const environment = containerEnvironment(containerOf(name), objects);
          expect({ name, missingConfigMaps: environment.missingConfigMaps }).toEqual({
            name,
            missingConfigMaps: [],
          });
          const fromSecrets = environment.secretRefs.flatMap((ref) =>
            ref.key ? [ref.key] : (secrets.get(ref.name) ?? []),
          );
          const required = environment.secretRefs
            .filter((ref) => !ref.optional)
            .flatMap((ref) => (ref.key ? [ref.key] : (secrets.get(ref.name) ?? [])));
          const unknown = [...Object.keys(environment.values), ...fromSecrets].filter(
            (key) => !knownVariables(name).has(key),
          );
          expect({ name, unknown }).toEqual({ name, unknown: [] });
          expect({ name, problems: configProblems(name, environment.values) }).toEqual({
            name,
            problems: [],
          });
          const provided = new Set([
            ...Object.keys(environment.values).filter((key) => environment.values[key] !== ''),
            ...required,
          ]);
          const missing = distributedRequirements(name)
            .filter((r) => !r.anyOf.some((v) => provided.has(v)))
            .map((r) => r.anyOf.join(' or '));
          expect({ name, missing }).toEqual({ name, missing: [] });
          const privateKey = environment.secretRefs.some((ref) => ref.key === 'JWT_PRIVATE_KEY');
          expect({ name, privateKey }).toEqual({ name, privateKey: name === 'identity' });
        }
      });

      it('keeps credentials out of ConfigMaps, and commits no Secret', () => {
        expect(ofKind(objects, 'Secret')).toEqual([]);
        for (const map of ofKind(objects, 'ConfigMap')) {
          expect({
            map: map.metadata.name,
            secrets: Object.keys(map.data ?? {}).filter(belongsInSecret),
          }).toEqual({ map: map.metadata.name, secrets: [] });
        }
      });

      it('references only Secrets and keys docs/deploy.md tells operators to create', () => {
        const secrets = documentedSecrets();
        for (const { owner, spec } of pods) {
          for (const container of spec.containers) {
            for (const ref of containerEnvironment(container, objects).secretRefs) {
              expect({
                owner: owner.metadata.name,
                secret: ref.name,
                documented: secrets.has(ref.name),
              }).toEqual({ owner: owner.metadata.name, secret: ref.name, documented: true });
              if (ref.key) expect(secrets.get(ref.name)).toContain(ref.key);
            }
          }
        }
      });

      it('routes the gateway to each service by its Service name and port', () => {
        const { values } = containerEnvironment(containerOf(GATEWAY), objects);
        for (const variable of gatewayServiceUrlVariables()) {
          const url = new URL(values[variable]);
          const service = named(objects, 'Service', url.hostname);
          expect({ variable, service: service?.metadata.name }).toEqual({
            variable,
            service: variable.replace(/_URL$/, '').toLowerCase(),
          });
          expect(service!.spec.ports.map((p: { port: number }) => p.port)).toContain(
            Number(url.port),
          );
        }
      });

      it('denies all traffic by default and opens only the paths the apps use', () => {
        const denyAll = policies.find(
          (p) => Object.keys(p.spec.podSelector).length === 0 && !p.spec.ingress && !p.spec.egress,
        );
        expect(denyAll?.spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
        for (const service of deployedServices()) {
          expect({
            service,
            fromGateway: podToPodAllowed(
              policies,
              podLabels(GATEWAY),
              podLabels(service),
              CONTAINER_PORT,
            ),
          }).toEqual({ service, fromGateway: true });
        }
        // The services do not call each other: that path stays closed.
        expect(
          podToPodAllowed(policies, podLabels('search'), podLabels('listings'), CONTAINER_PORT),
        ).toBe(false);
        for (const { owner, labels } of pods)
          expect({ owner: owner.metadata.name, dns: egressAllows(policies, labels, 53) }).toEqual({
            owner: owner.metadata.name,
            dns: true,
          });
      });

      it('lets each pod reach the backing services its configuration names, and only those', () => {
        for (const name of apps) {
          const labels = podLabels(name);
          const environment = containerEnvironment(containerOf(name), objects);
          const secretKeys = environment.secretRefs.flatMap((ref) =>
            ref.key ? [ref.key] : (documentedSecrets().get(ref.name) ?? []),
          );
          const configured = new Set([...Object.keys(environment.values), ...secretKeys]);
          for (const [variable, label] of Object.entries(EGRESS_NEEDS)) {
            expect({
              name,
              label,
              labelled: labels[`egress.wheelbase.io/${label}`] === 'true',
            }).toEqual({ name, label, labelled: configured.has(variable) });
          }
          for (const variable of Object.keys(ENDPOINT_LABELS).filter(
            (v) => environment.values[v],
          )) {
            for (const { host, port } of endpointsOf(environment.values[variable])) {
              expect({
                name,
                variable,
                host,
                port,
                allowed: egressAllows(policies, labels, port),
              }).toEqual({ name, variable, host, port, allowed: true });
            }
          }
        }
        // Unlabelled, the gateway cannot open a database connection.
        expect(egressAllows(policies, podLabels(GATEWAY), 5432)).toBe(false);
      });

      it('selects real pods with every NetworkPolicy', () => {
        for (const policy of policies) {
          expect({
            policy: policy.metadata.name,
            matches: pods.some(
              (pod) =>
                Object.keys(policy.spec.podSelector).length === 0 ||
                selects(policy.spec.podSelector, pod.labels),
            ),
          }).toEqual({ policy: policy.metadata.name, matches: true });
          const peers = [
            ...(policy.spec.ingress ?? []).flatMap((r: { from?: object[] }) => r.from ?? []),
            ...(policy.spec.egress ?? []).flatMap((r: { to?: object[] }) => r.to ?? []),
          ];
          for (const peer of peers.filter(
            (p: { podSelector?: object; namespaceSelector?: object }) =>
              p.podSelector && !p.namespaceSelector,
          )) {
            expect(pods.some((pod) => selects(peer.podSelector, pod.labels))).toBe(true);
          }
        }
      });

      it('autoscales gateway, listings and search, leaving their replica count to the autoscaler', () => {
        const hpas = ofKind(objects, 'HorizontalPodAutoscaler');
        expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(HPA_APPS);
        for (const hpa of hpas) {
          const target = named(objects, hpa.spec.scaleTargetRef.kind, hpa.spec.scaleTargetRef.name);
          expect({
            hpa: hpa.metadata.name,
            target: !!target,
            replicas: target?.spec.replicas,
          }).toEqual({ hpa: hpa.metadata.name, target: true, replicas: undefined });
          expect(hpa.spec.minReplicas).toBeLessThanOrEqual(hpa.spec.maxReplicas);
        }
      });

      it('runs one release: every image from the same tag, the migration Job with each service image', () => {
        const images = pods.flatMap(({ spec }) => spec.containers.map((c) => c.image));
        const tags = new Set(images.map((image) => image.split(':').at(-1)));
        expect(tags.size).toBe(1);
        for (const name of apps)
          expect(containerOf(name).image).toMatch(new RegExp(`(^|/)wheelbase/${name}:[^:]+$`));
        const job = named(objects, 'Job', 'wheelbase-migrate')!;
        const migrations = job.spec.template.spec.containers as {
          name: string;
          image: string;
          command: string[];
        }[];
        expect(migrations.map((c) => c.name).sort()).toEqual(deployedServices());
        for (const container of migrations) {
          expect({
            container: container.name,
            image: container.image,
            command: container.command,
          }).toEqual({
            container: container.name,
            image: containerOf(container.name).image,
            command: ['node', 'dist/migrate.js'],
          });
        }
      });

      it('drains on rollout: a preStop pause, then SIGTERM, all within the grace period', () => {
        for (const name of apps) {
          const spec = app(name).spec.template.spec;
          const pause = Number(containerOf(name).lifecycle?.preStop?.exec?.command?.[1]);
          expect({
            name,
            preStop: containerOf(name).lifecycle?.preStop?.exec?.command?.[0],
          }).toEqual({ name, preStop: 'sleep' });
          const { values } = containerEnvironment(containerOf(name), objects);
          const timeout =
            Number(values.SHUTDOWN_TIMEOUT_SECONDS ?? 30) +
            Number(values.SHUTDOWN_DELAY_SECONDS ?? 0);
          // The kubelet's SIGKILL comes terminationGracePeriodSeconds after the preStop began.
          expect({
            name,
            fits: pause >= 3 && spec.terminationGracePeriodSeconds >= pause + timeout + 5,
          }).toEqual({ name, fits: true });
        }
      });

      it('runs the migration and topics Jobs of each release with no manual delete, migrations as their own role', () => {
        const jobs = ofKind(objects, 'Job');
        expect(jobs.map((job) => job.metadata.name).sort()).toEqual([
          'wheelbase-kafka-topics',
          'wheelbase-migrate',
        ]);
        for (const job of jobs)
          expect({
            job: job.metadata.name,
            ttl: job.spec.ttlSecondsAfterFinished > 0 && job.spec.ttlSecondsAfterFinished <= 600,
          }).toEqual({ job: job.metadata.name, ttl: true });
        for (const container of named(objects, 'Job', 'wheelbase-migrate')!.spec.template.spec
          .containers as K8sContainer[]) {
          const refs = (container.envFrom ?? []).map(
            (ref) => ref.secretRef?.name ?? ref.configMapRef?.name.replace(/-[a-z0-9]{10}$/, ''),
          );
          expect(refs).toEqual(['wheelbase-database-migrations', 'wheelbase-migrations']);
        }
        for (const name of deployedServices()) {
          const environment = containerEnvironment(containerOf(name), objects);
          expect({ name, migrations: environment.values.DATABASE_MIGRATIONS }).toEqual({
            name,
            migrations: overlay === 'prod' ? 'verify' : 'run',
          });
        }
        const topics = named(objects, 'Job', 'wheelbase-kafka-topics')!.spec.template.spec;
        const [container] = topics.containers as K8sContainer[];
        expect(container.image).toBe(containerOf(GATEWAY).image);
        expect(container.command).toEqual([
          'node',
          'dist/kafka-topics.js',
          '/etc/wheelbase/kafka-topics.json',
        ]);
        const volume = topics.volumes.find(
          (v: { name: string }) =>
            v.name ===
            container.volumeMounts.find(
              (m: { mountPath: string }) => m.mountPath === '/etc/wheelbase',
            ).name,
        );
        const map = ofKind(objects, 'ConfigMap').find(
          (m) => m.metadata.name === volume.configMap.name,
        )!;
        expect(JSON.parse(map.data!['kafka-topics.json'])).toEqual(
          JSON.parse(readFileSync('k8s/base/kafka-topics.json', 'utf8')),
        );
      });

      it('gives every topic at least as many partitions as a consumer group can have replicas', () => {
        const manifest = JSON.parse(readFileSync('k8s/base/kafka-topics.json', 'utf8')) as {
          defaults: { partitions: number };
          topics: { partitions?: number }[];
        };
        const mostReplicas = Math.max(
          ...apps.map(
            (name) =>
              named(objects, 'HorizontalPodAutoscaler', name)?.spec.maxReplicas ??
              app(name).spec.replicas ??
              1,
          ),
        );
        for (const topic of manifest.topics)
          expect(topic.partitions ?? manifest.defaults.partitions).toBeGreaterThanOrEqual(
            mostReplicas,
          );
      });

      it('exposes only the gateway through the Ingress, and announces /metrics for scraping', () => {
        const [ingress] = ofKind(objects, 'Ingress');
        const backends = ingress.spec.rules.flatMap(
          (rule: {
            http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] };
          }) => rule.http.paths.map((p) => p.backend.service),
        );
        for (const backend of backends) {
          expect(backend.name).toBe(GATEWAY);
          expect(
            named(objects, 'Service', GATEWAY)!.spec.ports.map((p: { name: string }) => p.name),
          ).toContain(backend.port.name);
        }
        for (const name of apps) {
          const metricsPort = name === GATEWAY ? GATEWAY_METRICS_PORT : CONTAINER_PORT;
          expect(app(name).spec.template.metadata.annotations).toMatchObject({
            'prometheus.io/scrape': 'true',
            'prometheus.io/port': String(metricsPort),
            'prometheus.io/path': '/metrics',
          });
        }
      });

      it('puts everything in one namespace that enforces the restricted pod security standard', () => {
        const [namespace] = ofKind(objects, 'Namespace');
        expect(namespace.metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe(
          'restricted',
        );
        for (const object of objects.filter((o) => o.kind !== 'Namespace'))
          expect(object.metadata.namespace).toBe(namespace.metadata.name);
      });

      const minReplicas = (name: string) => {
        const hpa = named(objects, 'HorizontalPodAutoscaler', name);
        return hpa ? hpa.spec.minReplicas : (app(name).spec.replicas ?? 1);
      };
      if (overlay === 'prod') {
        it('keeps two replicas or more of everything, spread over zones, each with a disruption budget', () => {
          for (const name of apps) {
            expect({ name, min: minReplicas(name) >= 2 }).toEqual({ name, min: true });
            const spread = app(name).spec.template.spec.topologySpreadConstraints ?? [];
            expect(spread.map((c: { topologyKey: string }) => c.topologyKey)).toContain(
              'topology.kubernetes.io/zone',
            );
            const budgets = ofKind(objects, 'PodDisruptionBudget').filter((pdb) =>
              selects(pdb.spec.selector, podLabels(name)),
            );
            expect({ name, budgets: budgets.length }).toEqual({ name, budgets: 1 });
            const { maxUnavailable, minAvailable } = budgets[0].spec;
            // A budget that allows no disruption at all would block every node drain.
            expect(
              maxUnavailable !== undefined ? maxUnavailable >= 1 : minAvailable < minReplicas(name),
            ).toBe(true);
          }
          expect(ofKind(objects, 'Ingress')[0].spec.tls?.length).toBeGreaterThan(0);
        });
      } else {
        it('stays small: one replica each, at most two under load', () => {
          for (const name of apps)
            expect({ name, min: minReplicas(name) }).toEqual({ name, min: 1 });
          for (const hpa of ofKind(objects, 'HorizontalPodAutoscaler'))
            expect(hpa.spec.maxReplicas).toBeLessThanOrEqual(2);
        });
      }
    });
  }
});

describeWhen(kubectl, 'k8s/monitoring (Prometheus Operator)', () => {
  let objects: K8sObject[] = [];
  let release: K8sObject[] = [];
  beforeAll(() => {
    objects = renderKustomization('k8s/monitoring');
    release = renderKustomization('k8s/overlays/prod');
  });

  it("renders a ServiceMonitor, a PodMonitor and a PrometheusRule that validate against the operator's schemas", async () => {
    expect(objects.map((o) => o.kind).sort()).toEqual([
      'PodMonitor',
      'PrometheusRule',
      'ServiceMonitor',
    ]);
    for (const object of objects) {
      const Model = await modelClassOf(object);
      expect(() => new Model(object).validate()).not.toThrow();
    }
  });

  it('scrapes every service through its Service port and the gateway on its metrics port, each labelled by service', () => {
    const monitor = ofKind(objects, 'ServiceMonitor')[0];
    const endpoint = monitor.spec.endpoints[0];
    for (const name of deployedServices()) {
      const service = named(release, 'Service', name)!;
      expect({ name, selected: selects(monitor.spec.selector, service.metadata.labels) }).toEqual({
        name,
        selected: true,
      });
      expect(service.spec.ports.map((p: { name: string }) => p.name)).toContain(endpoint.port);
    }
    expect(
      selects(monitor.spec.selector, named(release, 'Service', GATEWAY)!.metadata.labels),
    ).toBe(false);
    const pods = ofKind(objects, 'PodMonitor')[0];
    const gateway = named(release, 'Deployment', GATEWAY)!.spec.template;
    expect(selects(pods.spec.selector, gateway.metadata.labels)).toBe(true);
    const port = gateway.spec.containers[0].ports.find(
      (p: { name: string }) => p.name === pods.spec.podMetricsEndpoints[0].port,
    );
    expect(port?.containerPort).toBe(GATEWAY_METRICS_PORT);
    for (const relabelings of [
      endpoint.relabelings,
      pods.spec.podMetricsEndpoints[0].relabelings,
    ]) {
      expect(relabelings).toEqual(
        expect.arrayContaining([expect.objectContaining({ targetLabel: 'service' })]),
      );
    }
  });
});
