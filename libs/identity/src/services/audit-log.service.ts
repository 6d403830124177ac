import { Inject, Injectable } from '@nestjs/common';
import type { AuditLog, Page } from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditLogEntry } from '../entities/audit-log.entity.js';
import { IDENTITY_DATABASE } from '../identity.tokens.js';

export interface AuditEntry {
  action: string;
  actorId: string | null;
  targetId?: string | null;
  tableName?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Who did what, when and from where: sign-ins, failed sign-ins and every admin action. */
@Injectable()
export class AuditLogService {
  constructor(@Inject(IDENTITY_DATABASE) private readonly db: DataSource) {}

  async record(entry: AuditEntry, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.insert(AuditLogEntry, {
      action: entry.action,
      userId: entry.actorId,
      targetId: entry.targetId ?? null,
      tableName: entry.tableName ?? null,
      ipAddress: entry.ip ?? null,
      details: (entry.details ?? null) as never,
    });
  }

  async list(page: number, pageSize: number, action?: string): Promise<Page<AuditLog>> {
    const [rows, total] = await this.db.manager.findAndCount(AuditLogEntry, {
      where: action ? { action } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return {
      items: rows.map((r) => ({
        id: String(r.id),
        action: r.action,
        tableName: r.tableName,
        userId: r.userId,
        targetId: r.targetId,
        ipAddress: r.ipAddress,
        details: r.details,
        createdAt: r.createdAt.toISOString(),
      })),
      page,
      pageSize,
      total,
    };
  }
}
