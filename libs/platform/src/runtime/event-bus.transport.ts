import type { EventEnvelope, EventType } from '@market/contracts';
import {
  type CustomTransportStrategy,
  BaseRpcContext,
  EventPattern,
  type MessageHandler,
  Server,
} from '@nestjs/microservices';
import { applyDecorators, Catch, type RpcExceptionFilter, UseFilters } from '@nestjs/common';
import { isObservable, lastValueFrom, type Observable, throwError } from 'rxjs';
import type { EntityManager } from 'typeorm';
import type { PlatformRuntime } from './platform-runtime.js';
import type { ConsumeOptions } from './service-events.js';

/** Which consumer a handler belongs to: the service whose inbox (schema) it uses and its group. */
export interface EventConsumer extends ConsumeOptions {
  /** The service's schema: its inbox, dead letters and transaction. */
  schema: string;
  /** The consumer group: each group gets every event once; a service may have several. */
  group: string;
}

/**
 * What an event handler is handed beside the event (`@Ctx()`): the inbox's transaction, in
 * which its effect and the "processed" row commit together.
 */
export class EventContext extends BaseRpcContext<[EntityManager, EventEnvelope]> {
  get manager(): EntityManager {
    return this.args[0];
  }

  get event(): EventEnvelope {
    return this.args[1];
  }
}

/**
 * Declares a method of a controller as the consumer's handler of these event types:
 *
 *   @Controller()
 *   export class ListingEventsHandler {
 *     @OnEvent([listingPublished.type, listingUpdated.type], SEARCH_CONSUMER)
 *     async apply(@Payload() event: EventEnvelope, @Ctx() { manager }: EventContext) { ... }
 *   }
 *
 * It is `@EventPattern` with the consumer as its extras, served by the EventBusTransport.
 */
export function OnEvent(types: EventType | EventType[], consumer: EventConsumer): MethodDecorator {
  const pattern = EventPattern(types as never, { ...consumer }) as MethodDecorator;
  return applyDecorators(pattern, UseFilters(HandlerErrorFilter));
}

/**
 * Hands a handler's error back to the bus as thrown, where Nest's default RPC filter would
 * turn it into "Internal server error": retries log it, the dead letter keeps its message
 * and a failed replay answers with it.
 */
@Catch()
export class HandlerErrorFilter implements RpcExceptionFilter {
  catch(error: unknown): Observable<never> {
    return throwError(() => error);
  }
}

/**
 * The Nest microservice transport over the platform's event bus (Kafka in the distributed
 * mode, in process in the embedded one): every `@EventPattern` / `@OnEvent` handler becomes
 * a subscription of its consumer group through its service's inbox, so handlers keep the
 * outbox/inbox guarantees, the attempt cap and the dead letters. Connected to each app as a
 * hybrid microservice (`connectMicroservice`) by createHttpApp.
 */
export class EventBusTransport extends Server implements CustomTransportStrategy {
  /** A failed handler fails the delivery, so the bus redelivers it (and the attempt cap applies). */
  override propagatesEventHandlerErrors = true;

  constructor(private readonly runtime: Pick<PlatformRuntime, 'serviceEvents'>) {
    super();
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      await this.subscribeHandlers();
      callback();
    } catch (error) {
      callback(error);
    }
  }

  /** One subscription per consumer group, dispatching each event to its group's handlers in one transaction. */
  private async subscribeHandlers(): Promise<void> {
    const consumers = new Map<
      string,
      { consumer: EventConsumer; handlers: Map<string, MessageHandler[]> }
    >();
    const chained: MessageHandler[] = [];
    for (const [pattern, head] of this.messageHandlers) {
      for (
        let handler: MessageHandler | undefined = head;
        handler;
        handler = handler.next as MessageHandler | undefined
      ) {
        chained.push(handler);
        const consumer = handler.extras as Partial<EventConsumer> | undefined;
        if (!consumer?.schema || !consumer.group) {
          throw new Error(
            `The handler of ${pattern} names no consumer: use @OnEvent(types, { schema, group })`,
          );
        }
        const key = `${consumer.schema}/${consumer.group}`;
        const entry = consumers.get(key) ?? {
          consumer: consumer as EventConsumer,
          handlers: new Map(),
        };
        entry.handlers.set(pattern, [...(entry.handlers.get(pattern) ?? []), handler]);
        consumers.set(key, entry);
      }
    }
    // Nest chains the handlers of one pattern and calls the next with the same arguments; here
    // each belongs to its own consumer (its own inbox and transaction), so each is called alone.
    for (const handler of chained) handler.next = undefined;
    for (const { consumer, handlers } of consumers.values()) {
      const events = this.runtime.serviceEvents.get(consumer.schema);
      if (!events)
        throw new Error(
          `No service data for schema "${consumer.schema}" (import ServiceDataModule.forService)`,
        );
      await events.consume(
        consumer.group,
        [...handlers.keys()] as EventType[],
        async (event, manager) => {
          for (const handler of handlers.get(event.type) ?? []) {
            const result = await handler(event, new EventContext([manager, event]));
            if (isObservable(result)) await lastValueFrom(result, { defaultValue: undefined });
          }
        },
        { maxAttempts: consumer.maxAttempts },
      );
    }
  }

  on(): void {
    throw new Error('The event bus transport has no transport events to listen to');
  }

  unwrap<T>(): T {
    throw new Error(
      'The event bus transport wraps the platform event bus: inject EVENT_BUS instead',
    );
  }

  /** The bus and the relays stop with the runtime and the services' modules. */
  close(): void {}
}
