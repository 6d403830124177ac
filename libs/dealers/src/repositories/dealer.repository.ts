import { queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import {
  type AdminDealerListQuery,
  type Dealer,
  type DealerDirectoryQuery,
  type DealerStatus,
  type UpdateDealerRequest,
  dealerStatusSchema,
  dealershipTypeSchema,
} from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { DEALERS_SCHEMA } from '../dealers.tokens.js';
import type { ApplicationRow } from './application.repository.js';
import { containsPattern, decodeCursor, encodeCursor, iso } from './sql.js';
import { InjectDataSource } from '@nestjs/typeorm';

export const DealerRow = z.object({
  id: z.string(),
  user_id: z.string(),
  application_id: z.string().nullable(),
  business_name: z.string(),
  business_address: z.string().nullable(),
  business_city: z.string().nullable(),
  business_state: z.string().nullable(),
  business_zip: z.string().nullable(),
  business_phone: z.string().nullable(),
  business_email: z.string().nullable(),
  website_url: z.string().nullable(),
  description: z.string().nullable(),
  license_number: z.string().nullable(),
  logo_url: z.string().nullable(),
  dealership_type: dealershipTypeSchema.nullable(),
  status: dealerStatusSchema,
  is_active: z.boolean(),
  created_at: z.date(),
  updated_at: z.date(),
});
export type DealerRow = z.infer<typeof DealerRow>;

/** The editable columns and the request fields they come from. */
const EDITABLE: Record<keyof UpdateDealerRequest, keyof DealerRow> = {
  businessName: 'business_name',
  businessAddress: 'business_address',
  businessCity: 'business_city',
  businessState: 'business_state',
  businessZip: 'business_zip',
  businessPhone: 'business_phone',
  businessEmail: 'business_email',
  websiteUrl: 'website_url',
  description: 'description',
  licenseNumber: 'license_number',
  dealershipType: 'dealership_type',
};

/**
 * Who the public sees: approved, active dealers whose account is not deactivated (an
 * account the dealers context has not heard of yet counts as active).
 */
const PUBLIC = `d.status = 'approved' AND d.is_active AND coalesce(u.is_active, true)`;
const FROM = `FROM dealers d LEFT JOIN users u ON u.user_id = d.user_id`;

@Injectable()
export class DealerRepository {
  constructor(@InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource) {}

  async findById(
    id: string,
    manager: EntityManager = this.db.manager,
    lock = false,
  ): Promise<DealerRow | null> {
    const rows = await queryRows(
      manager,
      `SELECT * FROM dealers WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
      DealerRow,
    );
    return rows[0] ?? null;
  }

  async findByUserId(
    userId: string,
    manager: EntityManager = this.db.manager,
    lock = false,
  ): Promise<DealerRow | null> {
    const rows = await queryRows(
      manager,
      `SELECT * FROM dealers WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [userId],
      DealerRow,
    );
    return rows[0] ?? null;
  }

  async findByApplicationId(
    applicationId: string,
    manager: EntityManager,
  ): Promise<DealerRow | null> {
    const rows = await queryRows(
      manager,
      `SELECT * FROM dealers WHERE application_id = $1 FOR UPDATE`,
      [applicationId],
      DealerRow,
    );
    return rows[0] ?? null;
  }

  /** A dealer the public may see, or null. */
  async findPublic(id: string): Promise<DealerRow | null> {
    const rows = await queryRows(
      this.db,
      `SELECT d.* ${FROM} WHERE d.id = $1 AND ${PUBLIC}`,
      [id],
      DealerRow,
    );
    return rows[0] ?? null;
  }

  /** The dealer record of an approved application, copied from it. */
  async insertFromApplication(
    manager: EntityManager,
    application: ApplicationRow,
    userId: string,
  ): Promise<DealerRow> {
    const rows = await queryRows(
      manager,
      `INSERT INTO dealers (user_id, application_id, business_name, business_address, business_city, business_state,
         business_zip, business_phone, business_email, website_url, description, license_number, logo_url, dealership_type)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) RETURNING *`,
      [
        userId,
        application.id,
        application.business_name,
        application.business_address,
        application.city,
        application.state,
        application.zip_code,
        application.phone,
        application.email,
        application.website_url,
        application.message,
        application.business_license,
        application.logo_url,
        application.dealership_type,
      ],
      DealerRow,
    );
    return rows[0];
  }

  async update(
    manager: EntityManager,
    id: string,
    changes: UpdateDealerRequest,
  ): Promise<DealerRow | null> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [field, column] of Object.entries(EDITABLE) as [
      keyof UpdateDealerRequest,
      string,
    ][]) {
      if (changes[field] === undefined) continue;
      params.push(changes[field]);
      sets.push(`${column} = $${params.length}`);
    }
    return this.write(manager, id, sets, params);
  }

  async setState(
    manager: EntityManager,
    id: string,
    state: { status?: DealerStatus; isActive?: boolean; applicationId?: string },
  ): Promise<DealerRow | null> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [value, column] of [
      [state.status, 'status'],
      [state.isActive, 'is_active'],
      [state.applicationId, 'application_id'],
    ] as const) {
      if (value === undefined) continue;
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    }
    return this.write(manager, id, sets, params);
  }

  async setLogo(manager: EntityManager, id: string, logoUrl: string): Promise<DealerRow | null> {
    return this.write(manager, id, ['logo_url = $2'], [id, logoUrl]);
  }

  /** The directory: by business name A→Z, keyset-paginated. */
  async directory(
    query: DealerDirectoryQuery,
  ): Promise<{ rows: DealerRow[]; nextCursor: string | null }> {
    const params: unknown[] = [];
    const where = [PUBLIC];
    if (query.q) {
      params.push(containsPattern(query.q));
      where.push(`d.business_name ILIKE $${params.length}`);
    }
    if (query.location) {
      params.push(containsPattern(query.location));
      const p = `$${params.length}`;
      where.push(
        `(d.business_city ILIKE ${p} OR d.business_state ILIKE ${p} OR d.business_zip ILIKE ${p} OR d.business_address ILIKE ${p})`,
      );
    }
    const after = decodeCursor(query.cursor, 2);
    if (after) {
      params.push(after[0], after[1]);
      where.push(
        `(lower(d.business_name), d.id) > ($${params.length - 1}, $${params.length}::uuid)`,
      );
    }
    params.push(query.limit + 1);
    const rows = await queryRows(
      this.db,
      `SELECT d.* ${FROM} WHERE ${where.join(' AND ')} ORDER BY lower(d.business_name), d.id LIMIT $${params.length}`,
      params,
      DealerRow,
    );
    const more = rows.length > query.limit;
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      rows: page,
      nextCursor: more && last ? encodeCursor([last.business_name.toLowerCase(), last.id]) : null,
    };
  }

  async adminList(query: AdminDealerListQuery): Promise<{ rows: DealerRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.q) {
      params.push(containsPattern(query.q));
      const p = `$${params.length}`;
      where.push(
        `(d.business_name ILIKE ${p} OR d.business_email ILIKE ${p} OR u.email ILIKE ${p} OR d.business_city ILIKE ${p})`,
      );
    }
    if (query.status !== 'all') {
      params.push(query.status);
      where.push(`d.status = $${params.length}`);
    }
    if (query.active) {
      params.push(query.active === 'true');
      where.push(`d.is_active = $${params.length}`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = await queryRows(
      this.db,
      `SELECT count(*) ${FROM} ${filter}`,
      params,
      z.object({ count: z.string() }),
    );
    const rows = await queryRows(
      this.db,
      `SELECT d.* ${FROM} ${filter} ORDER BY d.created_at DESC, d.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
      DealerRow,
    );
    return { rows, total: Number(count) };
  }

  /** The dealer's account is not suspended (an account not heard of yet counts as active). */
  async accountActive(manager: EntityManager, userId: string): Promise<boolean> {
    const rows = await queryRows(
      manager,
      `SELECT is_active FROM users WHERE user_id = $1`,
      [userId],
      z.object({ is_active: z.boolean() }),
    );
    return rows[0]?.is_active ?? true;
  }

  async isPublic(id: string, manager: EntityManager = this.db.manager): Promise<boolean> {
    const rows = await queryRows(
      manager,
      `SELECT 1 ${FROM} WHERE d.id = $1 AND ${PUBLIC}`,
      [id],
      z.unknown(),
    );
    return rows.length > 0;
  }

  private async write(
    manager: EntityManager,
    id: string,
    sets: string[],
    params: unknown[],
  ): Promise<DealerRow | null> {
    if (sets.length === 0) return this.findById(id, manager);
    const rows = await queryRows(
      manager,
      `UPDATE dealers SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 RETURNING *`,
      params,
      DealerRow,
    );
    return rows[0] ?? null;
  }
}

export function toDealer(row: DealerRow): Dealer {
  return {
    id: row.id,
    userId: row.user_id,
    applicationId: row.application_id,
    businessName: row.business_name,
    businessAddress: row.business_address,
    businessCity: row.business_city,
    businessState: row.business_state,
    businessZip: row.business_zip,
    businessPhone: row.business_phone,
    businessEmail: row.business_email,
    websiteUrl: row.website_url,
    description: row.description,
    licenseNumber: row.license_number,
    logoUrl: row.logo_url,
    dealershipType: row.dealership_type,
    status: row.status,
    isActive: row.is_active,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}
