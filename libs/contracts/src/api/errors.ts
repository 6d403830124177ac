import { z } from 'zod';
import { ERROR_CODES } from '../errors/error-catalogue.js';

export * from '../errors/error-catalogue.js';

/** The one error shape every API answers with (ARCHITECTURE.md §4), as a schema for the OpenAPI document. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
