import { z } from 'zod';
import { defineEvent } from './envelope.js';

const snapshot = z.record(z.string(), z.unknown()).nullable();

/**
 * An admin changed something, in any context: recorded by that context's AuditTrail in the
 * change's own transaction (so it exists exactly when the change does) and kept by identity,
 * which owns the audit log. `action` is `<context>.<target>.<verb>`.
 */
export const adminActionRecorded = defineEvent(
  'platform.admin-action.recorded',
  1,
  z.object({
    context: z.string(),
    action: z.string(),
    actorId: z.uuid(),
    actorEmail: z.string().nullable(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    /** What the target looked like before and after (the fields the action touched); null for none. */
    before: snapshot,
    after: snapshot,
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    requestId: z.string().nullable(),
    /** When the admin acted (the entry may be kept a moment later). */
    at: z.string(),
  }),
);
