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
