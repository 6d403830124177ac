import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PlatformMetrics, SERVICE_ROUTES } from '@market/platform';
import { parse } from 'yaml';

/**
 * Keeps deploy/observability true to the code: Prometheus scrapes every process, and every
 * metric and label the Grafana dashboard queries is one the platform registers.
 */
const dir = path.resolve(process.cwd(), 'deploy/observability');
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { uid: string };
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: { expr: string; datasource?: { uid: string } }[];
}

/** Every metric name the code registers, with the labels it may carry (Prometheus adds `service`, `instance`, `job`). */
function registeredMetrics(): Map<string, Set<string>> {
  const metrics = new Map<string, Set<string>>();
  const added = ['service', 'instance', 'job'];
  for (const metric of new PlatformMetrics().registry.getMetricsAsArray()) {
    const {
      name,
      type,
      labelNames = [],
    } = metric as unknown as { name: string; type: string; labelNames?: string[] };
    const labels = [...labelNames, ...added];
    if (type === 'histogram') {
      metrics.set(`${name}_bucket`, new Set([...labels, 'le']));
      metrics.set(`${name}_sum`, new Set(labels));
      metrics.set(`${name}_count`, new Set(labels));
    } else {
      metrics.set(name, new Set(labels));
    }
  }
  return metrics;
}

/** Metric selectors of a PromQL expression: `name{label=~"...", ...}`. */
function selectors(expr: string): { metric: string; labels: string[] }[] {
  return [...expr.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\{([^}]*)\}/g)].map((match) => ({
    metric: match[1],
    labels: [...match[2].matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)\s*(?:=~|!~|!=|=)/g)].map((m) => m[1]),
  }));
}

/** Labels named in `by (...)` clauses. */
function groupings(expr: string): string[] {
  return [...expr.matchAll(/\bby\s*\(([^)]*)\)/g)].flatMap((match) =>
    match[1].split(',').map((label) => label.trim()),
  );
}

describe('deploy/observability', () => {
  const dashboard = JSON.parse(read('grafana-dashboard.json')) as {
    uid: string;
    title: string;
    panels: Panel[];
    templating: { list: { name: string; query: unknown }[] };
  };
  const panels = dashboard.panels.filter((panel) => panel.type !== 'row');
  const registered = registeredMetrics();

  describe('prometheus.yml', () => {
    const config = parse(read('prometheus.yml')) as {
      scrape_configs: {
        job_name: string;
        metrics_path?: string;
        static_configs: { targets: string[]; labels: { service: string } }[];
      }[];
    };
    const wheelbase = config.scrape_configs.find((job) => job.job_name === 'wheelbase')!;
    const targets = new Map(wheelbase.static_configs.map((c) => [c.labels.service, c.targets]));

    it('scrapes /metrics of every service on its compose name and HTTP port, and the gateway on its metrics port', () => {
      expect(wheelbase.metrics_path ?? '/metrics').toBe('/metrics');
      // dealers is being built alongside; it runs on the same platform runtime.
      for (const service of [...Object.keys(SERVICE_ROUTES), 'dealers'])
        expect(targets.get(service)).toEqual([`${service}:3000`]);
      expect(targets.get('gateway')).toEqual(['gateway:9464']);
    });

    it('gives each target a service label no metric of ours uses (it would be renamed exported_service)', () => {
      const withService = new PlatformMetrics().registry
        .getMetricsAsArray()
        .filter((metric) =>
          ((metric as unknown as { labelNames?: string[] }).labelNames ?? []).includes('service'),
        )
        .map((metric) => (metric as unknown as { name: string }).name);
      expect(withService).toEqual([]);
      expect(wheelbase.static_configs.every((c) => typeof c.labels.service === 'string')).toBe(
        true,
      );
    });
  });

  describe('grafana-dashboard.json', () => {
    it('is a dashboard with a stable uid and panels on a 24-column grid that do not overlap', () => {
      expect(dashboard).toMatchObject({ uid: 'wheelbase-overview', title: 'Wheelbase overview' });
      expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
      const owner = new Map<string, string>();
      const problems: string[] = [];
      for (const panel of dashboard.panels) {
        const { x, y, w, h } = panel.gridPos;
        if (x < 0 || x + w > 24) problems.push(`${panel.title} leaves the grid`);
        for (let row = y; row < y + h; row++) {
          for (let column = x; column < x + w; column++) {
            const cell = `${row}:${column}`;
            if (owner.has(cell))
              problems.push(`${panel.title} overlaps ${owner.get(cell)} at ${cell}`);
            owner.set(cell, panel.title);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('shows request rate, latency quantiles, errors, outbox lag, consumer lag, throughput, CPU, memory and pools', () => {
      const exprs = panels
        .flatMap((p) => p.targets ?? [])
        .map((t) => t.expr)
        .join('\n');
      for (const needed of [
        'rate(http_requests_total',
        'histogram_quantile(0.5, sum by (service, le) (rate(http_request_duration_seconds_bucket',
        'histogram_quantile(0.95, sum by (service, route, le)',
        'histogram_quantile(0.99, sum by (service, route, le)',
        'status=~"5.."',
        'http_unhandled_errors_total',
        'outbox_oldest_pending_age_seconds',
        'event_consumer_lag',
        'rate(outbox_published_events_total',
        'rate(events_handled_total',
        'rate(process_cpu_seconds_total',
        'process_resident_memory_bytes',
        'db_pool_connections',
        'gateway_upstream_duration_seconds_bucket',
      ]) {
        expect({ needed, present: exprs.includes(needed) }).toEqual({ needed, present: true });
      }
    });

    it('queries only metrics and labels the code registers', () => {
      const expressions = [
        ...panels.flatMap((p) => (p.targets ?? []).map((t) => ({ where: p.title, expr: t.expr }))),
        ...dashboard.templating.list
          .filter((v) => typeof v.query === 'object')
          .map((v) => ({
            where: `variable ${v.name}`,
            expr: (v.query as { query: string }).query,
          })),
      ];
      expect(expressions.length).toBeGreaterThan(20);
      for (const { where, expr } of expressions) {
        const used = selectors(expr.replace(/label_values\(([a-z_]+), /, '$1{}, '));
        expect({ where, expr, hasMetric: used.length > 0 }).toEqual({
          where,
          expr,
          hasMetric: true,
        });
        const allowed = new Set(used.flatMap(({ metric }) => [...(registered.get(metric) ?? [])]));
        for (const { metric, labels } of used) {
          expect({ where, metric, registered: registered.has(metric) }).toEqual({
            where,
            metric,
            registered: true,
          });
          for (const label of labels)
            expect({ where, metric, label, known: registered.get(metric)!.has(label) }).toEqual({
              where,
              metric,
              label,
              known: true,
            });
        }
        for (const label of groupings(expr))
          expect({ where, label, known: allowed.has(label) }).toEqual({
            where,
            label,
            known: true,
          });
      }
    });

    it('reads from the data source variable in every panel and query', () => {
      expect(dashboard.templating.list.map((v) => v.name)).toEqual(
        expect.arrayContaining(['datasource', 'service', 'route']),
      );
      for (const panel of panels) {
        expect({ panel: panel.title, uid: panel.datasource?.uid }).toEqual({
          panel: panel.title,
          uid: '${datasource}',
        });
        for (const target of panel.targets ?? [])
          expect(target.datasource?.uid).toBe('${datasource}');
      }
    });
  });

  describe('alerts.yml (and k8s/monitoring/prometheus-rule.yaml)', () => {
    interface Rule {
      alert: string;
      expr: string;
      for: string;
      labels: { severity: string };
      annotations: { summary: string; description?: string };
    }
    const alerts = parse(read('alerts.yml')) as { groups: { name: string; rules: Rule[] }[] };
    const rules = alerts.groups.flatMap((group) => group.rules);
    const PROMQL_WORDS = new Set([
      'sum',
      'max',
      'min',
      'avg',
      'rate',
      'increase',
      'histogram_quantile',
      'by',
      'and',
      'or',
      'unless',
      'le',
    ]);

    /** Metric names of an expression: what is left once label matchers, groupings, strings and ranges are gone. */
    function metricsOf(expr: string): string[] {
      const stripped = expr
        .replace(/\{[^}]*\}/g, ' ')
        .replace(/\bby\s*\([^)]*\)/g, ' ')
        .replace(/"[^"]*"/g, ' ')
        .replace(/\[[^\]]*\]/g, ' ');
      return [
        ...new Set(
          [...stripped.matchAll(/\b[a-z_][a-z0-9_]*\b/g)]
            .map((m) => m[0])
            .filter((word) => !PROMQL_WORDS.has(word)),
        ),
      ];
    }

    it('alerts on error rate, p99 latency, consumer lag, dead letters, outbox age and pool saturation, each with a severity and a summary', () => {
      const byMetric = (metric: string) =>
        rules.filter((rule) => rule.expr.includes(metric)).map((rule) => rule.alert);
      expect(byMetric('http_requests_total{status=~"5.."}')).toEqual(['WheelbaseHighErrorRate']);
      expect(byMetric('histogram_quantile(0.99')).toEqual(['WheelbaseSlowRequests']);
      expect(byMetric('event_consumer_lag')).toEqual(['WheelbaseConsumerLag']);
      expect(byMetric('events_dead_lettered_total')).toEqual(['WheelbaseEventDeadLettered']);
      expect(byMetric('outbox_oldest_pending_age_seconds')).toEqual(['WheelbaseOutboxStuck']);
      expect(byMetric('db_pool_waiting_clients')).toEqual(['WheelbaseDatabasePoolSaturated']);
      for (const rule of rules) {
        expect({
          alert: rule.alert,
          severity: ['page', 'warn'].includes(rule.labels.severity),
          for: /^\d+m$/.test(rule.for),
          summary: !!rule.annotations.summary,
        }).toEqual({
          alert: rule.alert,
          severity: true,
          for: true,
          summary: true,
        });
      }
    });

    it("queries only metrics and labels the code registers (and Prometheus' own `up`)", () => {
      for (const rule of rules) {
        const metrics = metricsOf(rule.expr);
        expect({ alert: rule.alert, metrics: metrics.length > 0 }).toEqual({
          alert: rule.alert,
          metrics: true,
        });
        for (const metric of metrics)
          expect({
            alert: rule.alert,
            metric,
            registered: registered.has(metric) || metric === 'up',
          }).toEqual({ alert: rule.alert, metric, registered: true });
        const allowed = new Set([
          ...metrics.flatMap((metric) => [
            ...(registered.get(metric) ?? ['service', 'instance', 'job']),
          ]),
        ]);
        for (const { labels } of selectors(rule.expr))
          for (const label of labels)
            expect({ alert: rule.alert, label, known: allowed.has(label) }).toEqual({
              alert: rule.alert,
              label,
              known: true,
            });
        for (const label of groupings(rule.expr))
          expect({ alert: rule.alert, label, known: allowed.has(label) }).toEqual({
            alert: rule.alert,
            label,
            known: true,
          });
      }
    });

    it('is what Prometheus loads in docker-compose and on Kubernetes', () => {
      expect((parse(read('prometheus.yml')) as { rule_files: string[] }).rule_files).toEqual([
        '/etc/prometheus/alerts.yml',
      ]);
      expect(readFileSync('docker-compose.yml', 'utf8')).toContain(
        './deploy/observability/alerts.yml:/etc/prometheus/alerts.yml:ro',
      );
      const rule = parse(readFileSync('k8s/monitoring/prometheus-rule.yaml', 'utf8')) as {
        kind: string;
        spec: { groups: unknown };
      };
      expect(rule.kind).toBe('PrometheusRule');
      expect(rule.spec.groups).toEqual(alerts.groups);
    });
  });

  describe('prometheus-kubernetes.yml', () => {
    it('scrapes the annotated port of each Wheelbase pod with its service label, and loads the alerts', () => {
      const config = parse(read('prometheus-kubernetes.yml')) as {
        rule_files: string[];
        scrape_configs: {
          job_name: string;
          relabel_configs: {
            source_labels?: string[];
            target_label?: string;
            action?: string;
            regex?: string;
          }[];
        }[];
      };
      expect(config.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
      const relabel = config.scrape_configs.find(
        (job) => job.job_name === 'wheelbase',
      )!.relabel_configs;
      expect(relabel).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            source_labels: ['__meta_kubernetes_pod_annotation_prometheus_io_scrape'],
            action: 'keep',
          }),
          expect.objectContaining({
            source_labels: [
              '__meta_kubernetes_pod_container_port_number',
              '__meta_kubernetes_pod_annotation_prometheus_io_port',
            ],
            action: 'keep',
          }),
          expect.objectContaining({
            source_labels: ['__meta_kubernetes_pod_label_app_kubernetes_io_name'],
            target_label: 'service',
          }),
        ]),
      );
    });
  });

  describe('grafana-provisioning', () => {
    it('provisions the Prometheus of prometheus.yml and loads dashboards from the mounted folder', () => {
      const datasources = parse(read('grafana-provisioning/datasources/prometheus.yml')) as {
        apiVersion: number;
        datasources: { type: string; url: string; uid: string }[];
      };
      expect(datasources.apiVersion).toBe(1);
      expect(datasources.datasources).toEqual([
        expect.objectContaining({
          type: 'prometheus',
          url: 'http://prometheus:9090',
          uid: 'prometheus',
        }),
      ]);
      const dashboards = parse(read('grafana-provisioning/dashboards/wheelbase.yml')) as {
        providers: { type: string; options: { path: string } }[];
      };
      expect(dashboards.providers).toEqual([
        expect.objectContaining({
          type: 'file',
          options: expect.objectContaining({ path: '/var/lib/grafana/dashboards' }),
        }),
      ]);
    });
  });
});
