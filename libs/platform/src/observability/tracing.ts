import { context, type Tracer, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  BasicTracerProvider,
  BatchSpanProcessor,
  type ReadableSpan,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';

export interface TracingOptions {
  serviceName: string;
  /** OTLP/HTTP base URL (`OTEL_EXPORTER_OTLP_ENDPOINT`); spans go to `<url>/v1/traces`. */
  otlpEndpoint?: string;
  /** Full traces URL (`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`); wins over `otlpEndpoint`. */
  otlpTracesEndpoint?: string;
}

export interface TracingState {
  /** Where spans are exported, or null when they stay in the process (ids only). */
  exportUrl: string | null;
  /** False when spans only carry ids: names and attributes would be built for nothing. */
  recording: boolean;
  serviceName: string;
  flush(): Promise<void>;
}

let installed: TracingState | undefined;

/**
 * Installs OpenTelemetry tracing for the process, once (the first runtime of a process
 * decides; in the embedded mode that is the whole marketplace): the AsyncLocalStorage
 * context manager, so the active span follows async work without --require hooks, and a
 * tracer provider.
 *
 * Without an exporter the provider samples nothing: spans are non-recording but still get
 * trace and span ids (about 0.7 µs each), so logs and events carry trace ids at almost no
 * cost. With an exporter, the sampler comes from OTEL_TRACES_SAMPLER (parent-based
 * always-on by default) and spans leave in batches over OTLP/HTTP.
 */
export function installTracing(options: TracingOptions): TracingState {
  if (installed) return installed;
  const exportUrl = options.otlpTracesEndpoint ?? (options.otlpEndpoint ? `${options.otlpEndpoint.replace(/\/+$/, '')}/v1/traces` : null);
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    ...(exportUrl
      ? { spanProcessors: [new BatchSpanProcessor(new LazyOtlpExporter(exportUrl))] }
      : { sampler: new AlwaysOffSampler() }),
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  installed = { exportUrl, recording: exportUrl !== null, serviceName: options.serviceName, flush: () => provider.forceFlush() };
  return installed;
}

export function tracer(): Tracer {
  return trace.getTracer('wheelbase');
}

/** Whether spans are recorded (an exporter is configured); callers skip building attributes otherwise. */
export function tracingRecords(): boolean {
  return installed?.recording ?? false;
}

/**
 * Loads the OTLP exporter on the first batch, so processes that export nothing never load
 * it (it brings the protobuf/JSON serialisers of every signal).
 */
class LazyOtlpExporter implements SpanExporter {
  private exporter?: Promise<SpanExporter>;

  constructor(private readonly url: string) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.load().then(
      (exporter) => exporter.export(spans, done),
      (error: Error) => done({ code: ExportResultCode.FAILED, error }),
    );
  }

  async shutdown(): Promise<void> {
    if (this.exporter) await (await this.exporter).shutdown();
  }

  async forceFlush(): Promise<void> {
    if (this.exporter) await (await this.exporter).forceFlush?.();
  }

  private load(): Promise<SpanExporter> {
    this.exporter ??= import('@opentelemetry/exporter-trace-otlp-http').then(
      ({ OTLPTraceExporter }) => new OTLPTraceExporter({ url: this.url }),
    );
    return this.exporter;
  }
}
