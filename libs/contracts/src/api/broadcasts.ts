import { z } from 'zod';
import { plainText } from './text.js';

/** Who a broadcast e-mail goes to: every active account, or the active accounts of one role. */
export const BROADCAST_AUDIENCES = ['all', 'user', 'dealer', 'sales_rep', 'admin'] as const;
export const broadcastAudienceSchema = z.enum(BROADCAST_AUDIENCES);
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>;

/** At most this many broadcast mails leave per second (the throttle), whatever the audience size. */
export const BROADCAST_MAILS_PER_SECOND = 5;

export const createBroadcastRequestSchema = z.object({
  audience: broadcastAudienceSchema,
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(200, 'Subject is too long')
    .pipe(plainText('Subject')),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(10_000, 'Message is too long')
    .pipe(plainText('Message', { multiline: true })),
});
export type CreateBroadcastRequest = z.input<typeof createBroadcastRequestSchema>;

export const broadcastSchema = z.object({
  id: z.uuid(),
  audience: broadcastAudienceSchema,
  subject: z.string(),
  status: z.enum(['sending', 'sent']),
  /** Recipients chosen when it was created. */
  total: z.number().int(),
  /** Mails released so far (each one is then sent by notifications, with retries). */
  sent: z.number().int(),
  mailsPerSecond: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;
