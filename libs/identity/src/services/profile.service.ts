import { Inject, Injectable } from '@nestjs/common';
import type { Me, updateProfileRequestSchema } from '@market/contracts';
import { AccountSuspendedError, NotFoundError, type ServiceEvents } from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import { Profile } from '../entities/profile.entity.js';
import { IDENTITY_EVENTS, IDENTITY_SCHEMA } from '../identity.tokens.js';
import { loadUserRecord, toMe } from './user-views.js';
import { InjectDataSource } from '@nestjs/typeorm';

/**
 * Announces the account's public face to the contexts that show sellers: names, phone, whether
 * the e-mail is verified and whether the user lets buyers see their e-mail and phone.
 */
export async function recordProfileUpdated(
  manager: EntityManager,
  events: ServiceEvents,
  userId: string,
  traceId?: string,
) {
  const record = (await loadUserRecord(manager, { id: userId }))!;
  await events.record(
    manager,
    'identity.user.profile-updated',
    {
      userId,
      email: record.user.email,
      firstName: record.profile.firstName,
      lastName: record.profile.lastName,
      phone: record.profile.phone,
      emailVerified: record.user.emailVerifiedAt !== null,
      showContactDetails: record.profile.showContactDetails,
    },
    traceId,
  );
}

@Injectable()
export class ProfileService {
  constructor(
    @InjectDataSource(IDENTITY_SCHEMA) private readonly db: DataSource,
    @Inject(IDENTITY_EVENTS) private readonly events: ServiceEvents,
  ) {}

  async me(userId: string): Promise<Me> {
    const record = await loadUserRecord(this.db.manager, { id: userId });
    if (!record) throw new NotFoundError('This account no longer exists.');
    if (!record.profile.isActive) throw new AccountSuspendedError();
    return toMe(record);
  }

  async update(userId: string, changes: z.infer<typeof updateProfileRequestSchema>): Promise<Me> {
    await this.me(userId);
    await this.db.transaction(async (manager) => {
      await manager.update(
        Profile,
        { userId },
        {
          firstName: changes.firstName ?? null,
          lastName: changes.lastName ?? null,
          phone: changes.phone ?? null,
          bio: changes.bio ?? null,
          // Left out, the choice stays as it was.
          ...(changes.showContactDetails === undefined
            ? {}
            : { showContactDetails: changes.showContactDetails }),
        },
      );
      await recordProfileUpdated(manager, this.events, userId);
    });
    this.events.nudge();
    return this.me(userId);
  }
}
