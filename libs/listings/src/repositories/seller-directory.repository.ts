import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { LISTINGS_SCHEMA } from '../listings.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** The listings context's copy of the sellers it shows: accounts (from identity) and dealers (from dealers). */
export const SellerRecord = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  /** The seller lets buyers see their e-mail and phone; else only their name is shown. */
  showContact: z.boolean(),
});
export type SellerRecord = z.infer<typeof SellerRecord>;

export const DealerRecord = z.object({
  dealerId: z.string(),
  userId: z.string(),
  businessName: z.string(),
  businessPhone: z.string().nullable(),
  businessEmail: z.string().nullable(),
});
export type DealerRecord = z.infer<typeof DealerRecord>;

/** What a dealer event says: its record, and whether the public sees the dealer. */
export interface AnnouncedDealer extends DealerRecord {
  isPublic: boolean;
}

@Injectable()
export class SellerDirectoryRepository {
  constructor(@InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource) {}

  /** `showContact` undefined (an event older than the consent) keeps what is known. */
  async upsertSeller(
    manager: EntityManager,
    seller: Omit<SellerRecord, 'showContact'> & { showContact?: boolean },
  ): Promise<void> {
    await execute(
      manager,
      `INSERT INTO sellers (user_id, email, first_name, last_name, phone, show_contact, updated_at)
       VALUES ($1, $2, $3, $4, $5, coalesce($6, false), now())
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name, phone = EXCLUDED.phone,
         show_contact = coalesce($6, sellers.show_contact), updated_at = now()`,
      [
        seller.userId,
        seller.email,
        seller.firstName,
        seller.lastName,
        seller.phone,
        seller.showContact ?? null,
      ],
    );
  }

  async deleteSeller(manager: EntityManager, userId: string): Promise<void> {
    await execute(manager, `DELETE FROM sellers WHERE user_id = $1`, [userId]);
  }

  /** Keeps the dealer as announced; answers whether the public saw it before (null: new). */
  async upsertDealer(manager: EntityManager, dealer: AnnouncedDealer): Promise<boolean | null> {
    const before = await queryRows(
      manager,
      `SELECT is_public FROM dealers WHERE dealer_id = $1 FOR UPDATE`,
      [dealer.dealerId],
      z.object({ is_public: z.boolean() }),
    );
    await execute(
      manager,
      `INSERT INTO dealers (dealer_id, user_id, business_name, business_phone, business_email, is_public)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (dealer_id) DO UPDATE SET user_id = EXCLUDED.user_id, business_name = EXCLUDED.business_name,
         business_phone = EXCLUDED.business_phone, business_email = EXCLUDED.business_email,
         is_public = EXCLUDED.is_public`,
      [
        dealer.dealerId,
        dealer.userId,
        dealer.businessName,
        dealer.businessPhone,
        dealer.businessEmail,
        dealer.isPublic,
      ],
    );
    return before[0]?.is_public ?? null;
  }

  /** The user's dealer record, if the dealers context announced one, and whether it is public. */
  async dealerOf(
    userId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<{ dealerId: string; isPublic: boolean } | null> {
    const rows = await queryRows(
      manager,
      `SELECT dealer_id, is_public FROM dealers WHERE user_id = $1`,
      [userId],
      z.object({ dealer_id: z.string(), is_public: z.boolean() }),
    );
    return rows[0] ? { dealerId: rows[0].dealer_id, isPublic: rows[0].is_public } : null;
  }

  async sellers(userIds: string[]): Promise<Map<string, SellerRecord>> {
    if (userIds.length === 0) return new Map();
    const rows = await queryRows(
      this.db,
      `SELECT user_id AS "userId", email, first_name AS "firstName", last_name AS "lastName", phone,
         show_contact AS "showContact" FROM sellers WHERE user_id = ANY($1)`,
      [userIds],
      SellerRecord,
    );
    return new Map(rows.map((row) => [row.userId, row]));
  }

  async dealers(dealerIds: string[]): Promise<Map<string, DealerRecord>> {
    if (dealerIds.length === 0) return new Map();
    const rows = await queryRows(
      this.db,
      `SELECT dealer_id AS "dealerId", user_id AS "userId", business_name AS "businessName",
         business_phone AS "businessPhone", business_email AS "businessEmail" FROM dealers WHERE dealer_id = ANY($1)`,
      [dealerIds],
      DealerRecord,
    );
    return new Map(rows.map((row) => [row.dealerId, row]));
  }
}
