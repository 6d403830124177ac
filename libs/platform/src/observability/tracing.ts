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
  /**
   * Carry the active span through async work (AsyncLocalStorage; TRACE_ASYNC_CONTEXT), so
   * every log line written during a request or an event's handling carries its ids. About
   * 25 µs of CPU per request on Node 20, hence off by default (see propagation.ts).
   */
  asyncContext?: boolean;
}

export interface TracingState {
  /** Where spans are exported, or null when they stay in the process (ids only). */
  exportUrl: string | null;
  /** False when spans only carry ids: names and attributes would be built for nothing. */
  recording: boolean;
  asyncContext: boolean;
  serviceName: string;
  flush(): Promise<void>;
}

let installed: TracingState | undefined;

/**
 * Installs OpenTelemetry tracing for the process, once (the first runtime of a process
 * decides; in the embedded mode that is the whole marketplace): a tracer provider and,
 * when asked, the AsyncLocalStorage context manager, so the active span follows async work
 * without --require hooks. Spans are parented explicitly either way (request → its span,
 * envelope → the consumer's span).
 *
 * Without an exporter the provider samples nothing: spans are non-recording but still get
 * trace and span ids (about 0.7 µs each), so logs and events carry trace ids at almost no
 * cost. With an exporter, the sampler comes from OTEL_TRACES_SAMPLER (parent-based
 * always-on by default) and spans leave in batches over OTLP/HTTP.
 */
export function installTracing(options: TracingOptions): TracingState {
  if (installed) return installed;
  const exportUrl =
    options.otlpTracesEndpoint ??
    (options.otlpEndpoint ? `${options.otlpEndpoint.replace(/\/+$/, '')}/v1/traces` : null);
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    ...(exportUrl
      ? { spanProcessors: [new BatchSpanProcessor(new LazyOtlpExporter(exportUrl))] }
      : { sampler: new AlwaysOffSampler() }),
  });
  const asyncContext = options.asyncContext ?? false;
  if (asyncContext) context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  cachedTracer = undefined;
  installed = {
    exportUrl,
    recording: exportUrl !== null,
    asyncContext,
    serviceName: options.serviceName,
    flush: () => provider.forceFlush(),
  };
  return installed;
}

let cachedTracer: Tracer | undefined;

/** The process's tracer (looked up once: the API's global lookup checks versions on every call). */
export function tracer(): Tracer {
  cachedTracer ??= trace.getTracer('wheelbase');
  return cachedTracer;
}

/** Whether spans are recorded (an exporter is configured); callers skip building attributes otherwise. */
export function tracingRecords(): boolean {
  return installed?.recording ?? false;
}

/** Whether the active span follows async work (TRACE_ASYNC_CONTEXT); callers skip building contexts otherwise. */
export function tracingHasAsyncContext(): boolean {
  return installed?.asyncContext ?? false;
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
