import type { EventDefinition, EventEnvelope } from '@market/contracts';
import type { z } from 'zod';

/**
 * An event whose data does not fit its contract. It would fail on every redelivery, so the
 * consumer parks it in its dead letters at once (never drops it): an admin can read it,
 * fix the producer and replay it.
 */
export class InvalidEventPayloadError extends Error {
  constructor(
    readonly event: Pick<EventEnvelope, 'id' | 'type'>,
    readonly problems: string,
  ) {
    super(`${event.type} event ${event.id} does not fit its contract (${problems})`);
    this.name = 'InvalidEventPayloadError';
  }
}

/** A consumer's view of an event's data, parsed against its contract; throws InvalidEventPayloadError when it does not fit. */
export function readEventData<S extends z.ZodType>(
  definition: EventDefinition<string, S>,
  event: EventEnvelope,
  _logger?: { error(message: string): void },
): z.infer<S> {
  const result = definition.schema.safeParse(event.data);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`)
    .join('; ');
  throw new InvalidEventPayloadError(event, problems);
}
