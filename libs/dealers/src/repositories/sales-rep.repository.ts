import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import type {
  AdminSalesRepListQuery,
  SalesRep,
  SalesRepDirectoryQuery,
  UpdateSalesRepRequest,
} from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { DEALERS_SCHEMA } from '../dealers.tokens.js';
import { containsPattern, decodeCursor, encodeCursor, iso } from './sql.js';
import { displayName } from './user-directory.repository.js';
import { InjectDataSource } from '@nestjs/typeorm';

const RepRow = z.object({
  id: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  specializations: z.array(z.string()),
  employee_id: z.string().nullable(),
  dealer_id: z.string().nullable(),
  dealer_name: z.string().nullable(),
  is_active: z.boolean(),
  average_rating: z.string().nullable(),
  total_reviews: z.number(),
  created_at: z.date(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  user_phone: z.string().nullable(),
  user_active: z.boolean().nullable(),
  show_contact: z.boolean().nullable(),
});
/** The SELECT adds one `rule_<reason>` flag per publication rule (publicationBlockers reads them). */
type RepRow = z.infer<typeof RepRow>;

/**
 * When a rep is published (the directory, the profile, messages to them). Each rule names
 * what a rep who fails it still has to do; the dashboard lists them. SPEC.md §4: an active
 * rep record (the sales_rep role) and an account that is not deactivated; and a verified
 * e-mail. SPEC.md §1 makes reps pay a monthly membership: identity grants the sales_rep role
 * when billing activates a membership for reps and withdraws it when that membership ends
 * (docs/billing.md), so `inactive` also covers "no active membership".
 */
export const REP_PUBLICATION_RULES = {
  inactive: 'r.is_active',
  account_suspended: 'coalesce(u.is_active, true)',
  email_unverified: 'coalesce(u.email_verified, false)',
} as const;
export type RepPublicationBlocker = keyof typeof REP_PUBLICATION_RULES;

const PUBLIC = Object.values(REP_PUBLICATION_RULES).join(' AND ');
const RULE_COLUMNS = Object.entries(REP_PUBLICATION_RULES)
  .map(([reason, rule]) => `(${rule}) AS rule_${reason}`)
  .join(', ');

const SELECT = `SELECT r.*, d.business_name AS dealer_name, u.email, u.first_name, u.last_name, u.phone AS user_phone,
  u.is_active AS user_active, u.show_contact, ${RULE_COLUMNS}
  FROM sales_representatives r LEFT JOIN users u ON u.user_id = r.id LEFT JOIN dealers d ON d.id = r.dealer_id`;

/**
 * Who reads a rep: the public sees the e-mail (and the account's phone standing in for a
 * missing rep phone) only when the rep chose to show them; the rep and admins see all.
 */
export type RepAudience = 'public' | 'private';

/** What the repository writes: the rep's own edits, and the dealer (set only with the dealer's consent). */
export type RepChanges = Omit<UpdateSalesRepRequest, 'dealerId'> & { dealerId?: string | null };

const EDITABLE: Record<keyof RepChanges, string> = {
  phone: 'phone',
  bio: 'bio',
  specializations: 'specializations',
  employeeId: 'employee_id',
  dealerId: 'dealer_id',
};

/** Sales representatives: one per account with the sales_rep role, id = the user id. */
@Injectable()
export class SalesRepRepository {
  constructor(@InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource) {}

  /** The account has the rep role: the record exists and is active (created with the account's phone). */
  async activate(manager: EntityManager, userId: string): Promise<void> {
    await execute(
      manager,
      `INSERT INTO sales_representatives (id, phone) VALUES ($1, (SELECT phone FROM users WHERE user_id = $1))
       ON CONFLICT (id) DO UPDATE SET is_active = true`,
      [userId],
    );
  }

  /** The role was lost: the record stays (with its details) but leaves the directory. */
  async deactivate(manager: EntityManager, userId: string): Promise<void> {
    await execute(manager, `UPDATE sales_representatives SET is_active = false WHERE id = $1`, [
      userId,
    ]);
  }

  async delete(manager: EntityManager, userId: string): Promise<void> {
    await execute(manager, `DELETE FROM sales_representatives WHERE id = $1`, [userId]);
  }

  /** `publicOnly`: only a published rep; `audience` (public by default with it): what is shown. */
  async find(
    id: string,
    options: { publicOnly?: boolean; audience?: RepAudience } = {},
  ): Promise<SalesRep | null> {
    const rows = await queryRows(
      this.db,
      `${SELECT} WHERE r.id = $1${options.publicOnly ? ` AND ${PUBLIC}` : ''}`,
      [id],
      RepRow,
    );
    const audience = options.audience ?? (options.publicOnly ? 'public' : 'private');
    return rows[0] ? toSalesRep(rows[0], audience) : null;
  }

  /** The rules the rep does not meet yet (empty: published). */
  async publicationBlockers(id: string): Promise<RepPublicationBlocker[]> {
    // The rep's columns and one `rule_<reason>` flag per publication rule.
    const rows = await queryRows(
      this.db,
      `${SELECT} WHERE r.id = $1`,
      [id],
      z.record(z.string(), z.unknown()),
    );
    if (!rows[0]) return Object.keys(REP_PUBLICATION_RULES) as RepPublicationBlocker[];
    return (Object.keys(REP_PUBLICATION_RULES) as RepPublicationBlocker[]).filter(
      (reason) => !rows[0][`rule_${reason}`],
    );
  }

  async update(manager: EntityManager, id: string, changes: RepChanges): Promise<boolean> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [field, column] of Object.entries(EDITABLE) as [keyof RepChanges, string][]) {
      if (changes[field] === undefined) continue;
      params.push(changes[field]);
      sets.push(`${column} = $${params.length}`);
    }
    if (sets.length === 0) return true;
    const rows = await queryRows(
      manager,
      `UPDATE sales_representatives SET ${sets.join(', ')} WHERE id = $1 RETURNING id`,
      params,
      z.object({ id: z.string() }),
    );
    return rows.length > 0;
  }

  /** Locks the rep's row for a change of dealer; null when the user is no active rep. */
  async lockActive(
    manager: EntityManager,
    id: string,
  ): Promise<{ id: string; dealer_id: string | null } | null> {
    const rows = await queryRows(
      manager,
      `SELECT id, dealer_id FROM sales_representatives WHERE id = $1 AND is_active FOR UPDATE`,
      [id],
      z.object({ id: z.string(), dealer_id: z.string().nullable() }),
    );
    return rows[0] ?? null;
  }

  /** A dealership's reps (as the dealer sees them: colleagues' contact details included). */
  async ofDealer(dealerId: string): Promise<SalesRep[]> {
    const rows = await queryRows(
      this.db,
      `${SELECT} WHERE r.dealer_id = $1 AND r.is_active ORDER BY r.created_at, r.id`,
      [dealerId],
      RepRow,
    );
    return rows.map((row) => toSalesRep(row, 'private'));
  }

  /** Active reps, newest first, keyset-paginated. */
  async directory(
    query: SalesRepDirectoryQuery,
  ): Promise<{ items: SalesRep[]; nextCursor: string | null }> {
    const params: unknown[] = [];
    const where = [PUBLIC];
    if (query.q) {
      params.push(containsPattern(query.q));
      const p = `$${params.length}`;
      // Not by e-mail: the public must not learn which address a rep has.
      where.push(`((coalesce(u.first_name,'') || ' ' || coalesce(u.last_name,'')) ILIKE ${p}
        OR array_to_string(r.specializations, ' ') ILIKE ${p} OR d.business_name ILIKE ${p})`);
    }
    const after = decodeCursor(query.cursor, 2);
    if (after) {
      params.push(after[0], after[1]);
      where.push(
        `(r.created_at, r.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`,
      );
    }
    params.push(query.limit + 1);
    const rows = await queryRows(
      this.db,
      `${SELECT} WHERE ${where.join(' AND ')} ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length}`,
      params,
      RepRow,
    );
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => toSalesRep(row, 'public')),
      nextCursor:
        rows.length > query.limit && last ? encodeCursor([iso(last.created_at)!, last.id]) : null,
    };
  }

  async adminList(query: AdminSalesRepListQuery): Promise<{ items: SalesRep[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.q) {
      params.push(containsPattern(query.q));
      const p = `$${params.length}`;
      where.push(
        `(u.email ILIKE ${p} OR (coalesce(u.first_name,'') || ' ' || coalesce(u.last_name,'')) ILIKE ${p})`,
      );
    }
    if (query.active) {
      params.push(query.active === 'true');
      where.push(`r.is_active = $${params.length}`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = await queryRows(
      this.db,
      `SELECT count(*) FROM sales_representatives r LEFT JOIN users u ON u.user_id = r.id ${filter}`,
      params,
      z.object({ count: z.string() }),
    );
    const rows = await queryRows(
      this.db,
      `${SELECT} ${filter} ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
      RepRow,
    );
    return { items: rows.map((row) => toSalesRep(row, 'private')), total: Number(count) };
  }
}

function toSalesRep(row: RepRow, audience: RepAudience): SalesRep {
  const user = { firstName: row.first_name, lastName: row.last_name, email: row.email };
  const shown = audience === 'private' || row.show_contact === true;
  return {
    id: row.id,
    userId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    // Without names, the public gets a neutral name rather than the e-mail's name part.
    name: shown ? displayName(user, true) : displayName({ ...user, email: null }, true),
    email: shown ? row.email : null,
    // The rep profile's phone is meant for buyers; the account's only with consent.
    phone: row.phone ?? (shown ? row.user_phone : null),
    bio: row.bio,
    specializations: row.specializations ?? [],
    employeeId: row.employee_id,
    dealer:
      row.dealer_id && row.dealer_name
        ? { id: row.dealer_id, businessName: row.dealer_name }
        : null,
    isActive: row.is_active && row.user_active !== false,
    averageRating: row.average_rating === null ? null : Number(row.average_rating),
    totalReviews: row.total_reviews,
    createdAt: iso(row.created_at)!,
  };
}
