import { z } from 'zod';

export const MAX_AUDIT_PAGE_SIZE = 200;

const isoDate = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), `${name} must be a date or date-time (ISO 8601)`)
    .optional();

/**
 * GET /api/admin/audit-log: newest first, a cursor page at a time. `action` is an exact
 * action, or a prefix when it ends with '.' (`dealers.` for everything in dealers).
 */
export const auditLogQuerySchema = z.object({
  actorId: z.uuid('actorId must be a user id').optional(),
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(60).optional(),
  targetId: z.string().trim().max(100).optional(),
  from: isoDate('from'),
  to: isoDate('to'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(MAX_AUDIT_PAGE_SIZE, `limit must be at most ${MAX_AUDIT_PAGE_SIZE}`)
    .default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** One entry: an admin action in any context, or an account event (sign-in, reset...). */
export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  /** The context that recorded it (identity, dealers, listings, content, search...); null for older entries. */
  context: z.string().nullable(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
