import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** A dealer record exists for this account; listings links the user's new listings to it. */
export const dealerCreated = defineEvent(
  'dealers.dealer.created',
  1,
  z.object({
    dealerId: z.uuid(),
    userId: z.uuid(),
    businessName: z.string(),
    businessPhone: z.string().nullable(),
    businessEmail: z.string().nullable(),
  }),
);
