import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import {
  type AdminApplicationListQuery,
  type ApplicationStatus,
  type DealerApplication,
  type DealerApplicationInput,
  applicationStatusSchema,
  dealershipTypeSchema,
} from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { DEALERS_SCHEMA } from '../dealers.tokens.js';
import { containsPattern, iso } from './sql.js';
import { InjectDataSource } from '@nestjs/typeorm';

export const ApplicationRow = z.object({
  id: z.string(),
  email: z.string(),
  business_name: z.string(),
  contact_person: z.string(),
  phone: z.string(),
  business_address: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  website_url: z.string().nullable(),
  business_license: z.string().nullable(),
  tax_id: z.string().nullable(),
  logo_url: z.string().nullable(),
  dealership_type: dealershipTypeSchema,
  years_in_business: z.number().nullable(),
  inventory_size: z.number().nullable(),
  message: z.string().nullable(),
  password_hash: z.string(),
  status: applicationStatusSchema,
  created_at: z.date(),
  processed_at: z.date().nullable(),
  processed_by: z.string().nullable(),
  admin_notes: z.string().nullable(),
  /** The existing account whose e-mail the application names, if any. */
  account_user_id: z.string().nullable(),
  /** That account, once it confirmed the application. */
  confirmed_by_user_id: z.string().nullable(),
  confirmed_at: z.date().nullable(),
  confirmation_token_hash: z.string().nullable(),
  confirmation_expires_at: z.date().nullable(),
  dealer_id: z.string().nullable().optional(),
});
export type ApplicationRow = z.infer<typeof ApplicationRow>;

/** How a new application stands with an existing account of its e-mail. */
export interface AccountLink {
  accountUserId: string | null;
  /** Set when the applicant was signed in as that account. */
  confirmed: boolean;
}

/** What a state change writes besides the status. */
export interface Transition {
  from: ApplicationStatus;
  to: ApplicationStatus;
  processedBy: string | null;
  adminNotes: string | null;
}

const SELECT = `SELECT a.*, d.id AS dealer_id FROM dealer_applications a LEFT JOIN dealers d ON d.application_id = a.id`;

@Injectable()
export class ApplicationRepository {
  constructor(@InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource) {}

  async insert(
    manager: EntityManager,
    input: Omit<DealerApplicationInput, 'password' | 'confirmPassword'>,
    passwordHash: string,
    account: AccountLink = { accountUserId: null, confirmed: false },
  ): Promise<ApplicationRow> {
    const rows = await queryRows(
      manager,
      `INSERT INTO dealer_applications (email, business_name, contact_person, phone, business_address, city, state, zip_code,
         website_url, business_license, tax_id, logo_url, dealership_type, years_in_business, inventory_size, message, password_hash,
         account_user_id, confirmed_by_user_id, confirmed_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,CASE WHEN $19::uuid IS NULL THEN NULL ELSE now() END)
       RETURNING *`,
      [
        input.email,
        input.businessName,
        input.contactPerson,
        input.phone,
        input.businessAddress,
        input.city,
        input.state,
        input.zipCode,
        input.websiteUrl,
        input.businessLicense,
        input.taxId,
        input.logoUrl,
        input.dealershipType,
        input.yearsInBusiness,
        input.inventorySize,
        input.message,
        passwordHash,
        account.accountUserId,
        account.confirmed ? account.accountUserId : null,
      ],
      ApplicationRow,
    );
    return rows[0];
  }

  /** Links the application to an existing account and keeps the hash of a new confirmation link (replacing any earlier one). */
  async requestConfirmation(
    manager: EntityManager,
    id: string,
    accountUserId: string,
    tokenHash: string,
    expiresAt: Date,
  ): Promise<void> {
    await execute(
      manager,
      `UPDATE dealer_applications SET account_user_id = $2, confirmed_by_user_id = NULL, confirmed_at = NULL,
         confirmation_token_hash = $3, confirmation_expires_at = $4 WHERE id = $1`,
      [id, accountUserId, tokenHash, expiresAt],
    );
  }

  /** Confirms the application whose unexpired link this is (once: the link is cleared); null when none. */
  async confirmByToken(manager: EntityManager, tokenHash: string): Promise<ApplicationRow | null> {
    const rows = await queryRows(
      manager,
      `UPDATE dealer_applications SET confirmed_by_user_id = account_user_id, confirmed_at = now(),
           confirmation_token_hash = NULL, confirmation_expires_at = NULL
         WHERE confirmation_token_hash = $1 AND confirmation_expires_at > now() AND account_user_id IS NOT NULL
         RETURNING *`,
      [tokenHash],
      ApplicationRow,
    );
    return rows[0] ?? null;
  }

  async findById(
    id: string,
    manager: EntityManager = this.db.manager,
  ): Promise<ApplicationRow | null> {
    const rows = await queryRows(manager, `${SELECT} WHERE a.id = $1`, [id], ApplicationRow);
    return rows[0] ?? null;
  }

  async findByEmail(
    email: string,
    manager: EntityManager = this.db.manager,
  ): Promise<ApplicationRow[]> {
    return queryRows(
      manager,
      `${SELECT} WHERE lower(a.email) = lower($1) ORDER BY a.created_at DESC`,
      [email],
      ApplicationRow,
    );
  }

  async list(query: AdminApplicationListQuery): Promise<{ rows: ApplicationRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status !== 'all') {
      params.push(query.status);
      where.push(`a.status = $${params.length}`);
    }
    if (query.q) {
      params.push(containsPattern(query.q));
      where.push(
        `(a.business_name ILIKE $${params.length} OR a.email ILIKE $${params.length} OR a.contact_person ILIKE $${params.length})`,
      );
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = await queryRows(
      this.db,
      `SELECT count(*) FROM dealer_applications a ${filter}`,
      params,
      z.object({ count: z.string() }),
    );
    const rows = await queryRows(
      this.db,
      `${SELECT} ${filter} ORDER BY a.created_at DESC, a.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
      ApplicationRow,
    );
    return { rows, total: Number(count) };
  }

  /**
   * Moves the application from one state to another, or answers null when it is not in
   * `from` any more. The WHERE on the status is the guard: of two admins approving at once,
   * one update matches and the other finds nothing.
   */
  async transition(
    manager: EntityManager,
    id: string,
    change: Transition,
  ): Promise<ApplicationRow | null> {
    const processed = change.to !== 'pending';
    const rows = await queryRows(
      manager,
      `UPDATE dealer_applications SET status = $3,
           processed_at = CASE WHEN $5 THEN now() ELSE NULL END, processed_by = $4, admin_notes = $6
         WHERE id = $1 AND status = $2 RETURNING *`,
      [
        id,
        change.from,
        change.to,
        processed ? change.processedBy : null,
        processed,
        processed ? change.adminNotes : null,
      ],
      ApplicationRow,
    );
    return rows[0] ?? null;
  }
}

export function toApplication(row: ApplicationRow): DealerApplication {
  return {
    id: row.id,
    email: row.email,
    businessName: row.business_name,
    contactPerson: row.contact_person,
    phone: row.phone,
    businessAddress: row.business_address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    websiteUrl: row.website_url,
    businessLicense: row.business_license,
    taxId: row.tax_id,
    logoUrl: row.logo_url,
    dealershipType: row.dealership_type,
    yearsInBusiness: row.years_in_business,
    inventorySize: row.inventory_size,
    message: row.message,
    status: row.status,
    createdAt: iso(row.created_at)!,
    processedAt: iso(row.processed_at),
    processedBy: row.processed_by,
    adminNotes: row.admin_notes,
    dealerId: row.dealer_id ?? null,
    accountConfirmation: !row.account_user_id
      ? 'not-needed'
      : row.confirmed_by_user_id === row.account_user_id
        ? 'confirmed'
        : 'awaiting',
  };
}
