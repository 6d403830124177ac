import { z } from 'zod';
import { defineEvent } from './envelope.js';

/**
 * How many listing searches one search process answered in `[windowStart, windowEnd)`
 * (about a minute): one event per process and window instead of one per search, so the
 * hottest public read adds no write of its own. Counts add up: each event is counted once.
 */
export const searchesCounted = defineEvent(
  'search.searches.counted',
  1,
  z.object({
    windowStart: z.string(),
    windowEnd: z.string(),
    count: z.number().int().positive(),
  }),
);
