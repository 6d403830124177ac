import { z } from 'zod';
import { defineEvent } from './envelope.js';

/**
 * A visitor's inquiry was accepted: a contact-form message or a financing pre-approval
 * application. Carries no personal data (the analytics projection only counts it).
 */
export const inquirySubmitted = defineEvent(
  'notifications.inquiry.submitted',
  1,
  z.object({
    inquiryId: z.uuid(),
    kind: z.enum(['contact', 'pre-approval']),
    submittedAt: z.string(),
  }),
);
