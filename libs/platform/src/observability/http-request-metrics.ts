import type { Registry } from 'prom-client';

/** One method × route: its latency histogram (per-bucket, not cumulative) and its counts by status. */
interface Series {
  method: string;
  route: string;
  buckets: number[];
  sum: number;
  count: number;
  statuses: Map<number, number>;
}

interface MetricValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/**
 * `http_requests_total` and `http_request_duration_seconds`, recorded on the request path
 * with a few Map lookups and additions and turned into Prometheus samples only at scrape
 * time. prom-client's own Counter and Histogram validate and hash their labels on every
 * call, labelled children included (about 1 µs per request for the two); these series are
 * exposed to its registry as metrics of their own (the `get()` its registry reads).
 */
export class HttpRequestMetrics {
  private readonly byRoute = new Map<string, Map<string, Series>>();
  private readonly all: Series[] = [];

  constructor(
    registry: Registry,
    private readonly bounds: readonly number[],
    /** Guards memory if route labels ever stop being bounded; past it, requests are not recorded. */
    private readonly maxSeries = 5_000,
  ) {
    registry.registerMetric(
      this.exposed(
        'http_requests_total',
        'HTTP requests answered, by method, route template and status code',
        'counter',
        ['method', 'route', 'status'],
        () =>
          this.all.flatMap((s) =>
            [...s.statuses].map(([status, value]) => ({
              labels: { method: s.method, route: s.route, status },
              value,
            })),
          ),
      ) as never,
    );
    registry.registerMetric(
      this.exposed(
        'http_request_duration_seconds',
        'Time from the request to the end of the response, by method and route template',
        'histogram',
        ['method', 'route'],
        () => this.all.flatMap((s) => this.histogramValues(s)),
      ) as never,
    );
  }

  record(method: string, route: string, status: number, seconds: number): void {
    let methods = this.byRoute.get(route);
    if (methods === undefined) {
      methods = new Map();
      this.byRoute.set(route, methods);
    }
    let series = methods.get(method);
    if (series === undefined) {
      if (this.all.length >= this.maxSeries) return;
      series = {
        method,
        route,
        buckets: new Array<number>(this.bounds.length + 1).fill(0),
        sum: 0,
        count: 0,
        statuses: new Map(),
      };
      methods.set(method, series);
      this.all.push(series);
    }
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]) bucket++;
    series.buckets[bucket]++;
    series.sum += seconds;
    series.count++;
    series.statuses.set(status, (series.statuses.get(status) ?? 0) + 1);
  }

  private histogramValues(series: Series): MetricValue[] {
    const labels = { method: series.method, route: series.route };
    const values: MetricValue[] = [];
    let cumulative = 0;
    this.bounds.forEach((bound, i) => {
      cumulative += series.buckets[i];
      values.push({
        labels: { le: bound, ...labels },
        value: cumulative,
        metricName: 'http_request_duration_seconds_bucket',
      });
    });
    values.push({
      labels: { le: '+Inf', ...labels },
      value: series.count,
      metricName: 'http_request_duration_seconds_bucket',
    });
    values.push({ labels, value: series.sum, metricName: 'http_request_duration_seconds_sum' });
    values.push({ labels, value: series.count, metricName: 'http_request_duration_seconds_count' });
    return values;
  }

  /** The shape prom-client's registry reads from each registered metric. */
  private exposed(
    name: string,
    help: string,
    type: 'counter' | 'histogram',
    labelNames: string[],
    values: () => MetricValue[],
  ) {
    return {
      name,
      help,
      type,
      labelNames,
      aggregator: 'sum',
      get: async () => ({ name, help, type, values: values(), aggregator: 'sum' }),
      reset: () => undefined,
    };
  }
}
