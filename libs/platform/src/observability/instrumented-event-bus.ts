import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { EventEnvelope } from '@market/contracts';
import type { MessagingLogger } from '../messaging/backoff.js';
import type { ConsumerLag, EventBus, Subscription } from '../messaging/event-bus.port.js';
import type { PlatformMetrics } from './metrics.js';
import { idsOf } from './propagation.js';
import { contextFrom } from './trace-context.js';
import { tracer, tracingRecords } from './tracing.js';

/**
 * Wraps any event bus adapter so every handling of an event, whichever the adapter:
 * - gets a CONSUMER span whose parent is the span that recorded the event (the envelope's
 *   `traceparent`); its ids and the envelope's request id go to the handler, so the events
 *   it records in turn continue the trace (ServiceEvents.consume);
 * - writes one log line with those ids, the group, type, outcome and duration;
 * - is counted (handled, failed) and timed per group and event type.
 * Its consumers' lag is reported at each scrape.
 */
export class InstrumentedEventBus implements EventBus {
  constructor(
    private readonly inner: EventBus,
    private readonly metrics: PlatformMetrics,
    private readonly logger?: MessagingLogger,
  ) {
    metrics.watchConsumerLag(() => this.consumerLag());
  }

  get kind(): EventBus['kind'] {
    return this.inner.kind;
  }

  get durable(): boolean {
    return this.inner.durable;
  }

  publish(events: EventEnvelope[]): Promise<void> {
    return this.inner.publish(events);
  }

  settled(events: EventEnvelope[]): Promise<void> {
    return this.inner.settled?.(events) ?? Promise.resolve();
  }

  subscribe(subscription: Subscription): Promise<void> {
    const { group } = subscription;
    return this.inner.subscribe({
      ...subscription,
      handle: (event) => this.handle(group, event, subscription),
    });
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  stop(): Promise<void> {
    return this.inner.stop();
  }

  isHealthy(): Promise<boolean> {
    return this.inner.isHealthy();
  }

  async consumerLag(): Promise<ConsumerLag[]> {
    return (await this.inner.consumerLag?.()) ?? [];
  }

  private async handle(
    group: string,
    event: EventEnvelope,
    subscription: Subscription,
  ): Promise<void> {
    const parent = contextFrom(event);
    const span = tracingRecords()
      ? tracer().startSpan(
          `${event.type} process`,
          {
            kind: SpanKind.CONSUMER,
            attributes: {
              'messaging.system': this.inner.kind === 'kafka' ? 'kafka' : 'in-process',
              'messaging.operation.type': 'process',
              'messaging.destination.name': event.type,
              'messaging.consumer.group.name': group,
              'messaging.message.id': event.id,
            },
          },
          parent,
        )
      : tracer().startSpan('process', CONSUMER_SPAN, parent);
    const ids = idsOf(span.spanContext(), event.requestId);
    const started = performance.now();
    let failure: unknown;
    try {
      await context.with(trace.setSpan(parent, span), () => subscription.handle(event, { ids }));
    } catch (error) {
      failure = error;
      if (span.isRecording()) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
      }
      throw error;
    } finally {
      span.end();
      const seconds = (performance.now() - started) / 1000;
      this.metrics.recordEventHandling(group, event.type, seconds, failure === undefined);
      const line = {
        ...ids,
        spanId: span.spanContext().spanId,
        group,
        type: event.type,
        eventId: event.id,
        durationMs: Math.round(seconds * 100_000) / 100,
      };
      if (failure === undefined) this.logger?.info(line, 'event handled');
      else
        this.logger?.warn(
          { ...line, err: (failure as Error)?.message ?? String(failure) },
          'event handling failed',
        );
    }
  }
}

const CONSUMER_SPAN = { kind: SpanKind.CONSUMER };
