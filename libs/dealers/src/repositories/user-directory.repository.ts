import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import { type Role, roleSchema } from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { DEALERS_SCHEMA } from '../dealers.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

export const DirectoryUser = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(roleSchema),
  isActive: z.boolean(),
});
export type DirectoryUser = z.infer<typeof DirectoryUser>;

/** "Ann B." for reviews; the e-mail's name part when the account has no names. */
export function displayName(
  user: Pick<DirectoryUser, 'firstName' | 'lastName' | 'email'> | null,
  full = false,
): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return full ? `${first} ${last}` : `${first} ${last[0]}.`;
  if (first || last) return (first || last)!;
  return user?.email?.split('@')[0] || 'Wheelbase user';
}

/**
 * The accounts the dealers context shows (reps' names and e-mails, reviewers' names,
 * dealers' inbox addresses), kept from identity's events. Events of one account may arrive
 * in any order across topics, so each writes only the columns it knows.
 */
@Injectable()
export class UserDirectoryRepository {
  constructor(@InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource) {}

  /** Fields left undefined (an event that does not carry them) keep what is known. */
  async upsertProfile(
    manager: EntityManager,
    user: {
      userId: string;
      email: string;
      firstName: string | null;
      lastName: string | null;
      phone?: string | null;
      emailVerified?: boolean;
      showContactDetails?: boolean;
    },
  ): Promise<void> {
    await execute(
      manager,
      `INSERT INTO users (user_id, email, first_name, last_name, phone, email_verified, show_contact)
       VALUES ($1, $2, $3, $4, $5, coalesce($7, false), coalesce($8, false))
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name, phone = CASE WHEN $6 THEN EXCLUDED.phone ELSE users.phone END,
         email_verified = coalesce($7, users.email_verified), show_contact = coalesce($8, users.show_contact),
         updated_at = now()`,
      [
        user.userId,
        user.email,
        user.firstName,
        user.lastName,
        user.phone ?? null,
        user.phone !== undefined,
        user.emailVerified ?? null,
        user.showContactDetails ?? null,
      ],
    );
  }

  async setRoles(manager: EntityManager, userId: string, roles: Role[]): Promise<void> {
    await execute(
      manager,
      `INSERT INTO users (user_id, roles) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET roles = EXCLUDED.roles, updated_at = now()`,
      [userId, roles],
    );
  }

  async setActive(manager: EntityManager, userId: string, isActive: boolean): Promise<void> {
    await execute(
      manager,
      `INSERT INTO users (user_id, is_active) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET is_active = EXCLUDED.is_active, updated_at = now()`,
      [userId, isActive],
    );
  }

  async delete(manager: EntityManager, userId: string): Promise<void> {
    await execute(manager, `DELETE FROM users WHERE user_id = $1`, [userId]);
  }

  /** The account of an e-mail address, as far as identity's events have told. */
  async findByEmail(
    email: string,
    manager: EntityManager = this.db.manager,
  ): Promise<DirectoryUser | null> {
    const rows = await queryRows(
      manager,
      `SELECT user_id AS "userId", email, first_name AS "firstName", last_name AS "lastName", phone, roles, is_active AS "isActive"
       FROM users WHERE lower(email) = lower($1) LIMIT 1`,
      [email],
      DirectoryUser,
    );
    return rows[0] ?? null;
  }

  async find(
    userId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<DirectoryUser | null> {
    const rows = await queryRows(
      manager,
      `SELECT user_id AS "userId", email, first_name AS "firstName", last_name AS "lastName", phone, roles, is_active AS "isActive"
       FROM users WHERE user_id = $1`,
      [userId],
      DirectoryUser,
    );
    return rows[0] ?? null;
  }
}
