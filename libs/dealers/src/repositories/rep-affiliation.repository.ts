import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import { type RepAffiliation, repAffiliationStatusSchema } from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { DEALERS_SCHEMA } from '../dealers.tokens.js';
import { iso } from './sql.js';
import { displayName } from './user-directory.repository.js';
import { InjectDataSource } from '@nestjs/typeorm';

export const AffiliationRow = z.object({
  id: z.string(),
  dealer_id: z.string(),
  kind: z.enum(['request', 'invitation']),
  rep_id: z.string().nullable(),
  invited_email: z.string().nullable(),
  status: repAffiliationStatusSchema,
  created_at: z.date(),
  answered_at: z.date().nullable(),
  answered_by: z.string().nullable(),
});
export type AffiliationRow = z.infer<typeof AffiliationRow>;

const ViewRow = AffiliationRow.extend(
  z.object({
    business_name: z.string(),
    rep_user: z.string().nullable(),
    rep_email: z.string().nullable(),
    rep_first_name: z.string().nullable(),
    rep_last_name: z.string().nullable(),
    rep_phone: z.string().nullable(),
  }).shape,
);
type ViewRow = z.infer<typeof ViewRow>;

/**
 * The rep shown with an affiliation: the asking rep, or the rep who answered an invitation.
 * An open invitation names no one: the dealer must not learn whose account an address is.
 */
const VIEW = `SELECT a.*, d.business_name, u.user_id AS rep_user, u.email AS rep_email, u.first_name AS rep_first_name,
    u.last_name AS rep_last_name, coalesce(r.phone, u.phone) AS rep_phone
  FROM rep_affiliations a
  JOIN dealers d ON d.id = a.dealer_id
  LEFT JOIN users u ON u.user_id = a.rep_id
  LEFT JOIN sales_representatives r ON r.id = a.rep_id`;

/** Requests and invitations between dealerships and sales reps. */
@Injectable()
export class RepAffiliationRepository {
  constructor(@InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource) {}

  async insert(
    manager: EntityManager,
    row: Pick<AffiliationRow, 'dealer_id' | 'kind' | 'rep_id' | 'invited_email'>,
  ): Promise<AffiliationRow> {
    const rows = await queryRows(
      manager,
      `INSERT INTO rep_affiliations (dealer_id, kind, rep_id, invited_email) VALUES ($1, $2, $3, $4) RETURNING *`,
      [row.dealer_id, row.kind, row.rep_id, row.invited_email],
      AffiliationRow,
    );
    return rows[0];
  }

  async lock(manager: EntityManager, id: string): Promise<AffiliationRow | null> {
    const rows = await queryRows(
      manager,
      `SELECT * FROM rep_affiliations WHERE id = $1 FOR UPDATE`,
      [id],
      AffiliationRow,
    );
    return rows[0] ?? null;
  }

  async answer(
    manager: EntityManager,
    id: string,
    answer: { status: Exclude<AffiliationRow['status'], 'pending'>; by: string; repId?: string },
  ): Promise<void> {
    await execute(
      manager,
      `UPDATE rep_affiliations SET status = $2, answered_at = now(), answered_by = $3, rep_id = coalesce($4, rep_id)
       WHERE id = $1 AND status = 'pending'`,
      [id, answer.status, answer.by, answer.repId ?? null],
    );
  }

  /** Withdraws the rep's open request (a new request or joining a dealership replaces it). */
  async cancelOpenRequestOf(manager: EntityManager, repId: string): Promise<void> {
    await execute(
      manager,
      `UPDATE rep_affiliations SET status = 'cancelled', answered_at = now(), answered_by = $1
       WHERE rep_id = $1 AND kind = 'request' AND status = 'pending'`,
      [repId],
    );
  }

  /** The dealership's open invitation to this address or this rep, if any. */
  async openInvitation(
    manager: EntityManager,
    dealerId: string,
    email: string,
  ): Promise<AffiliationRow | null> {
    const rows = await queryRows(
      manager,
      `SELECT * FROM rep_affiliations WHERE dealer_id = $1 AND kind = 'invitation' AND status = 'pending'
         AND lower(invited_email) = lower($2) FOR UPDATE`,
      [dealerId, email],
      AffiliationRow,
    );
    return rows[0] ?? null;
  }

  async view(id: string, manager: EntityManager = this.db.manager): Promise<RepAffiliation | null> {
    const rows = await queryRows(manager, `${VIEW} WHERE a.id = $1`, [id], ViewRow);
    return rows[0] ? toAffiliation(rows[0]) : null;
  }

  /** What a dealership has open: reps asking to join, invitations not answered yet. */
  async openForDealer(dealerId: string): Promise<RepAffiliation[]> {
    const rows = await queryRows(
      this.db,
      `${VIEW} WHERE a.dealer_id = $1 AND a.status = 'pending' ORDER BY a.created_at DESC, a.id`,
      [dealerId],
      ViewRow,
    );
    return rows.map(toAffiliation);
  }

  /** The rep's open request and the open invitations to their address. */
  async openForRep(repId: string, email: string | null): Promise<RepAffiliation[]> {
    const rows = await queryRows(
      this.db,
      `${VIEW} WHERE a.status = 'pending' AND ((a.kind = 'request' AND a.rep_id = $1)
         OR (a.kind = 'invitation' AND lower(a.invited_email) = lower($2)))
       ORDER BY a.created_at DESC, a.id`,
      [repId, email ?? ''],
      ViewRow,
    );
    return rows.map(toAffiliation);
  }
}

function toAffiliation(row: ViewRow): RepAffiliation {
  const rep = row.rep_user
    ? {
        id: row.rep_user,
        name: displayName(
          { firstName: row.rep_first_name, lastName: row.rep_last_name, email: row.rep_email },
          true,
        ),
        email: row.rep_email,
        phone: row.rep_phone,
      }
    : null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    dealer: { id: row.dealer_id, businessName: row.business_name },
    rep,
    invitedEmail: row.invited_email,
    createdAt: iso(row.created_at)!,
    answeredAt: iso(row.answered_at),
  };
}
