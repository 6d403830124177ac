import { z } from 'zod';

export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof devMailSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  checks: z.record(
    z.string(),
    z.object({ status: z.enum(['up', 'down']), detail: z.string().optional() }),
  ),
});
export type Health = z.infer<typeof healthSchema>;
