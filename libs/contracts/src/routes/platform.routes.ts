import { z } from 'zod';
import { healthSchema } from '../api/dev.js';
import { routeGroup } from '../http/route.js';

export const healthRoutes = routeGroup('health', {
  readiness: {
    method: 'GET',
    path: '/health',
    summary: 'Readiness: 200 when every dependency answers, 503 with the same body otherwise',
    auth: 'public',
    response: healthSchema,
  },
  liveness: {
    method: 'GET',
    path: '/health/live',
    summary: 'Liveness: answers while the event loop does',
    auth: 'public',
    response: z.object({ status: z.literal('ok') }),
  },
});

/** One parked event of a consumer (libs/platform/src/messaging/dead-letters.ts). */
export const deadLetterSchema = z.object({
  id: z.string(),
  service: z.string(),
  consumer: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  reason: z.enum(['invalid-payload', 'attempts-exhausted']),
  error: z.string(),
  attempts: z.number().int(),
  parkedAt: z.string(),
  replayedAt: z.string().nullable(),
  data: z.unknown(),
});

const deadLetterServiceParams = z.object({
  service: z.string().regex(/^[a-z_]+$/, 'Unknown service'),
});

/** Each service answers for its own dead letters: the gateway routes /api/admin/events/<service> to it. */
export const adminEventRoutes = routeGroup('admin-events', {
  deadLetters: {
    method: 'GET',
    path: '/admin/events/:service/dead-letters',
    summary:
      "Events the service's consumers parked (invalid payload, or failures up to the attempt cap), oldest first",
    auth: { roles: ['admin'] },
    params: deadLetterServiceParams,
    response: z.object({ items: z.array(deadLetterSchema) }),
    errors: ['NOT_FOUND'],
  },
  replayDeadLetter: {
    method: 'POST',
    path: '/admin/events/:service/dead-letters/:id/replay',
    summary:
      "Applies a parked event again through its consumer, once; 404 when it is unknown or was replayed, 409 with the handler's error when it fails again (the letter stays parked)",
    auth: { roles: ['admin'] },
    params: deadLetterServiceParams.extend({
      id: z.string().regex(/^\d{1,18}$/, 'Unknown dead letter'),
    }),
    response: z.object({ replayed: z.literal(true) }),
    errors: ['NOT_FOUND', 'REPLAY_FAILED'],
  },
});
