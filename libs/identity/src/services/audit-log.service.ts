import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import type { AuditEntry, AuditLogPage, AuditLogQuery, EventData } from '@market/contracts';
import { ValidationError } from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditLogEntry } from '../entities/audit-log.entity.js';
import { IDENTITY_SCHEMA } from '../identity.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** An account event identity records itself (sign-ins, resets...). */
export interface AccountAuditEntry {
  action: string;
  actorId: string | null;
  targetId?: string | null;
  tableName?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

const INVALID_CURSOR = 'This page link has expired; start from the first page.';

/**
 * Who did what, when and from where: identity's account events (sign-ins, failed sign-ins,
 * resets) and every context's admin actions, which arrive as platform.admin-action.recorded.
 */
@Injectable()
export class AuditLogService {
  constructor(@InjectDataSource(IDENTITY_SCHEMA) private readonly db: DataSource) {}

  async record(entry: AccountAuditEntry, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.insert(AuditLogEntry, {
      action: entry.action,
      userId: entry.actorId,
      targetId: entry.targetId ?? null,
      tableName: entry.tableName ?? null,
      ipAddress: entry.ip ?? null,
      details: (entry.details ?? null) as never,
    });
  }

  /** An admin action from any context; its event id keeps a redelivery from adding it twice. */
  async recordAdminAction(
    manager: EntityManager,
    eventId: string,
    action: EventData<'platform.admin-action.recorded'>,
  ): Promise<void> {
    await execute(
      manager,
      `INSERT INTO audit_logs (event_id, action, context, user_id, actor_email, target_type, target_id, before, after,
         ip_address, user_agent, request_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (event_id) DO NOTHING`,
      [
        eventId,
        action.action,
        action.context,
        action.actorId,
        action.actorEmail,
        action.targetType,
        action.targetId,
        action.before,
        action.after,
        action.ip,
        action.userAgent,
        action.requestId,
        action.at,
      ],
    );
  }

  /** Newest first, filtered, a cursor page at a time. */
  async list(query: AuditLogQuery): Promise<AuditLogPage> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.actorId) where.push(`user_id = ${param(query.actorId)}`);
    if (query.action?.endsWith('.'))
      where.push(`action LIKE ${param(`${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
    else if (query.action) where.push(`action = ${param(query.action)}`);
    if (query.targetType)
      where.push(`coalesce(target_type, table_name) = ${param(query.targetType)}`);
    if (query.targetId) where.push(`target_id = ${param(query.targetId)}`);
    if (query.from) where.push(`created_at >= ${param(new Date(query.from))}`);
    if (query.to) where.push(`created_at <= ${param(new Date(query.to))}`);
    if (query.cursor) {
      const [at, id] = decodeCursor(query.cursor);
      where.push(`(created_at, id) < (${param(at)}::timestamptz, ${param(id)}::bigint)`);
    }
    const rows = await queryRows(
      this.db, // The time as PostgreSQL writes it (microseconds and offset) goes into the cursor unchanged.
      `SELECT *, created_at::text AS cursor_at FROM audit_logs ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY created_at DESC, id DESC LIMIT ${param(query.limit + 1)}`,
      params,
      AuditRow,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toEntry),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    };
  }
}

const AuditRow = z.object({
  id: z.string(),
  action: z.string(),
  table_name: z.string().nullable(),
  user_id: z.string().nullable(),
  target_id: z.string().nullable(),
  ip_address: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  context: z.string().nullable(),
  target_type: z.string().nullable(),
  actor_email: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  user_agent: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: z.date(),
  cursor_at: z.string(),
});
type AuditRow = z.infer<typeof AuditRow>;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    action: row.action,
    context: row.context,
    actorId: row.user_id,
    actorEmail: row.actor_email,
    targetType: row.target_type ?? row.table_name,
    targetId: row.target_id,
    before: row.before,
    after: row.after,
    details: row.details,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    requestId: row.request_id,
    createdAt: row.created_at.toISOString(),
  };
}

/** The last row's time (to the microsecond, as PostgreSQL keeps it) and id. */
function encodeCursor(row: AuditRow): string {
  return Buffer.from(JSON.stringify([row.cursor_at, String(row.id)])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof at === 'string' &&
      !Number.isNaN(Date.parse(at)) &&
      typeof id === 'string' &&
      /^\d+$/.test(id)
    )
      return [at, id];
  } catch {
    // an invalid cursor is answered below
  }
  throw new ValidationError(INVALID_CURSOR, [{ path: 'cursor', message: INVALID_CURSOR }]);
}
