import { z } from 'zod';

/**
 * Every integration event travels in this envelope. `id` is what consumers'
 * inboxes de-duplicate on; `type` is also the Kafka topic.
 */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(3),
  version: z.number().int().min(1),
  occurredAt: z.string(),
  /** W3C trace id (32 hex digits) of the work that caused the event. */
  traceId: z.string().optional(),
  /** W3C `traceparent` of the span that recorded the event: a consumer's span is its child. */
  traceparent: z.string().optional(),
  /** Request id (`x-request-id`) of the HTTP request that caused the event. */
  requestId: z.string().optional(),
  data: z.unknown(),
});
export type EventEnvelope<TType extends string = string, TData = unknown> = {
  id: string;
  type: TType;
  version: number;
  occurredAt: string;
  traceId?: string;
  traceparent?: string;
  requestId?: string;
  data: TData;
};

export interface EventDefinition<TType extends string, TSchema extends z.ZodType> {
  type: TType;
  version: number;
  schema: TSchema;
}

export function defineEvent<TType extends string, TSchema extends z.ZodType>(
  type: TType,
  version: number,
  schema: TSchema,
): EventDefinition<TType, TSchema> {
  return { type, version, schema };
}
