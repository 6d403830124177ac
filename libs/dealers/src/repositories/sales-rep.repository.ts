import { Inject, Injectable } from '@nestjs/common';
import type { AdminSalesRepListQuery, SalesRep, SalesRepDirectoryQuery, UpdateSalesRepRequest } from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { DEALERS_DATABASE } from '../dealers.tokens.js';
import { containsPattern, decodeCursor, encodeCursor, iso, returningRows } from './sql.js';
import { displayName } from './user-directory.repository.js';

interface RepRow {
  id: string;
  phone: string | null;
  bio: string | null;
  specializations: string[];
  employee_id: string | null;
  dealer_id: string | null;
  dealer_name: string | null;
  is_active: boolean;
  average_rating: string | null;
  total_reviews: number;
  created_at: Date;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  user_phone: string | null;
  user_active: boolean | null;
}

const SELECT = `SELECT r.*, d.business_name AS dealer_name, u.email, u.first_name, u.last_name, u.phone AS user_phone,
  u.is_active AS user_active
  FROM sales_representatives r LEFT JOIN users u ON u.user_id = r.id LEFT JOIN dealers d ON d.id = r.dealer_id`;
/** Only active reps whose account is not deactivated are public (SPEC.md §4). */
const PUBLIC = `r.is_active AND coalesce(u.is_active, true)`;

const EDITABLE: Record<keyof UpdateSalesRepRequest, string> = {
  phone: 'phone',
  bio: 'bio',
  specializations: 'specializations',
  employeeId: 'employee_id',
  dealerId: 'dealer_id',
};

/** Sales representatives: one per account with the sales_rep role, id = the user id. */
@Injectable()
export class SalesRepRepository {
  constructor(@Inject(DEALERS_DATABASE) private readonly db: DataSource) {}

  /** The account has the rep role: the record exists and is active (created with the account's phone). */
  async activate(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `INSERT INTO sales_representatives (id, phone) VALUES ($1, (SELECT phone FROM users WHERE user_id = $1))
       ON CONFLICT (id) DO UPDATE SET is_active = true`,
      [userId],
    );
  }

  /** The role was lost: the record stays (with its details) but leaves the directory. */
  async deactivate(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE sales_representatives SET is_active = false WHERE id = $1`, [userId]);
  }

  async delete(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM sales_representatives WHERE id = $1`, [userId]);
  }

  async find(id: string, options: { publicOnly?: boolean } = {}): Promise<SalesRep | null> {
    const rows: RepRow[] = await this.db.query(`${SELECT} WHERE r.id = $1${options.publicOnly ? ` AND ${PUBLIC}` : ''}`, [id]);
    return rows[0] ? toSalesRep(rows[0]) : null;
  }

  async update(manager: EntityManager, id: string, changes: UpdateSalesRepRequest): Promise<boolean> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [field, column] of Object.entries(EDITABLE) as [keyof UpdateSalesRepRequest, string][]) {
      if (changes[field] === undefined) continue;
      params.push(changes[field]);
      sets.push(`${column} = $${params.length}`);
    }
    if (sets.length === 0) return true;
    const rows = returningRows(await manager.query(`UPDATE sales_representatives SET ${sets.join(', ')} WHERE id = $1 RETURNING id`, params));
    return rows.length > 0;
  }

  /** Active reps, newest first, keyset-paginated. */
  async directory(query: SalesRepDirectoryQuery): Promise<{ items: SalesRep[]; nextCursor: string | null }> {
    const params: unknown[] = [];
    const where = [PUBLIC];
    if (query.q) {
      params.push(containsPattern(query.q));
      const p = `$${params.length}`;
      where.push(`(u.email ILIKE ${p} OR (coalesce(u.first_name,'') || ' ' || coalesce(u.last_name,'')) ILIKE ${p}
        OR array_to_string(r.specializations, ' ') ILIKE ${p} OR d.business_name ILIKE ${p})`);
    }
    const after = decodeCursor(query.cursor, 2);
    if (after) {
      params.push(after[0], after[1]);
      where.push(`(r.created_at, r.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    params.push(query.limit + 1);
    const rows: RepRow[] = await this.db.query(
      `${SELECT} WHERE ${where.join(' AND ')} ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length}`,
      params,
    );
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      items: page.map(toSalesRep),
      nextCursor: rows.length > query.limit && last ? encodeCursor([iso(last.created_at)!, last.id]) : null,
    };
  }

  async adminList(query: AdminSalesRepListQuery): Promise<{ items: SalesRep[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.q) {
      params.push(containsPattern(query.q));
      const p = `$${params.length}`;
      where.push(`(u.email ILIKE ${p} OR (coalesce(u.first_name,'') || ' ' || coalesce(u.last_name,'')) ILIKE ${p})`);
    }
    if (query.active) {
      params.push(query.active === 'true');
      where.push(`r.is_active = $${params.length}`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }]: { count: string }[] = await this.db.query(
      `SELECT count(*) FROM sales_representatives r LEFT JOIN users u ON u.user_id = r.id ${filter}`,
      params,
    );
    const rows: RepRow[] = await this.db.query(
      `${SELECT} ${filter} ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return { items: rows.map(toSalesRep), total: Number(count) };
  }
}

function toSalesRep(row: RepRow): SalesRep {
  const user = { firstName: row.first_name, lastName: row.last_name, email: row.email };
  return {
    id: row.id,
    userId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    name: displayName(user, true),
    email: row.email ?? '',
    phone: row.phone ?? row.user_phone,
    bio: row.bio,
    specializations: row.specializations ?? [],
    employeeId: row.employee_id,
    dealer: row.dealer_id && row.dealer_name ? { id: row.dealer_id, businessName: row.dealer_name } : null,
    isActive: row.is_active && row.user_active !== false,
    averageRating: row.average_rating === null ? null : Number(row.average_rating),
    totalReviews: row.total_reviews,
    createdAt: iso(row.created_at)!,
  };
}
