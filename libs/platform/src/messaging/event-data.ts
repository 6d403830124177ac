import type { EventDefinition, EventEnvelope } from '@market/contracts';
import type { z } from 'zod';

/**
 * A consumer's view of an event's data: parsed against its contract, or `null` (logged)
 * when it does not fit — such an event would fail on every redelivery, so it is skipped.
 */
export function readEventData<S extends z.ZodType>(
  definition: EventDefinition<string, S>,
  event: EventEnvelope,
  logger: { error(message: string): void },
): z.infer<S> | null {
  const result = definition.schema.safeParse(event.data);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`)
    .join('; ');
  logger.error(
    `Skipped ${event.type} event ${event.id}: its data does not fit the contract (${problems})`,
  );
  return null;
}
