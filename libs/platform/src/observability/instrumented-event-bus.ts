import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { EventEnvelope } from '@market/contracts';
import type { ConsumerLag, EventBus, Subscription } from '../messaging/event-bus.port.js';
import type { PlatformMetrics } from './metrics.js';
import { contextFrom } from './trace-context.js';
import { tracer } from './tracing.js';

/**
 * Wraps any event bus adapter so every handling of an event, whichever the adapter:
 * - runs in a CONSUMER span whose parent is the span that recorded the event (the
 *   envelope's `traceparent`), with the request id of the request that caused it, so the
 *   consumer's logs and the events it records in turn carry the same ids;
 * - is counted (handled, failed) and timed per group and event type.
 * Its consumers' lag is reported at each scrape.
 */
export class InstrumentedEventBus implements EventBus {
  constructor(
    private readonly inner: EventBus,
    private readonly metrics: PlatformMetrics,
  ) {
    metrics.watchConsumerLag(() => this.consumerLag());
  }

  get kind(): EventBus['kind'] {
    return this.inner.kind;
  }

  publish(events: EventEnvelope[]): Promise<void> {
    return this.inner.publish(events);
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

  private async handle(group: string, event: EventEnvelope, subscription: Subscription): Promise<void> {
    const parent = contextFrom(event);
    const span = tracer().startSpan(
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
    );
    const started = performance.now();
    let ok = false;
    try {
      await context.with(trace.setSpan(parent, span), () => subscription.handle(event));
      ok = true;
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
      throw error;
    } finally {
      span.end();
      this.metrics.recordEventHandling(group, event.type, (performance.now() - started) / 1000, ok);
    }
  }
}
