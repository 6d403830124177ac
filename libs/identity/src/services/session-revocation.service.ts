import { queryRows } from '@market/platform';
import { z } from 'zod';
import { Inject, Injectable } from '@nestjs/common';
import type { EventData } from '@market/contracts';
import {
  PLATFORM_CONFIG,
  type PlatformConfig,
  SESSION_STATE,
  type ServiceEvents,
  type SessionState,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { IDENTITY_EVENTS, IDENTITY_SCHEMA } from '../identity.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

export type RevocationReason = EventData<'identity.user.sessions-revoked'>['reason'];

/** What a transaction decided, published once it has committed (so nothing is refused for a change that rolled back). */
export type AfterCommit = () => Promise<void>;

/**
 * Identity's side of the session state: the truth (users.session_version and the revoked
 * refresh-token families) changes in the caller's transaction together with its event, and
 * the returned step writes it to the cache port once committed, so the very next request
 * with an older token is refused, before the event has travelled to other processes.
 */
@Injectable()
export class SessionRevocationService {
  constructor(
    @InjectDataSource(IDENTITY_SCHEMA) private readonly db: DataSource,
    @Inject(IDENTITY_EVENTS) private readonly events: ServiceEvents,
    @Inject(SESSION_STATE) private readonly sessions: SessionState,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  /** Ends every access token of `userId` issued so far; refresh tokens stay unless the caller revokes them. */
  async revokeAccessTokens(
    manager: EntityManager,
    userId: string,
    reason: RevocationReason,
    requestId?: string,
  ): Promise<AfterCommit> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, count].
    const rows = await queryRows(
      manager,
      `UPDATE users SET session_version = session_version + 1, session_version_changed_at = now()
        WHERE id = $1 RETURNING session_version`,
      [userId],
      z.object({ session_version: z.number() }),
    );
    const row = rows[0];
    if (!row) return async () => undefined;
    const version = Number(row.session_version);
    await this.events.record(
      manager,
      'identity.user.sessions-revoked',
      { userId, sessionVersion: version, reason },
      requestId,
    );
    return () => this.sessions.raiseVersion(userId, version);
  }

  /** Ends the access tokens of one session (its refresh tokens are revoked by the caller). */
  async endSession(
    manager: EntityManager,
    userId: string,
    sessionId: string,
    reason: EventData<'identity.session.ended'>['reason'],
  ): Promise<AfterCommit> {
    await this.events.record(manager, 'identity.session.ended', { userId, sessionId, reason });
    return () => this.sessions.endSession(userId, sessionId);
  }

  /**
   * Writes again what changed within one token lifetime: a memory cache starts empty after a
   * restart, while tokens issued before it are still valid for up to that long.
   */
  async republish(): Promise<void> {
    const window = this.config.ACCESS_TOKEN_TTL_SECONDS + 120;
    const versions = await queryRows(
      this.db,
      `SELECT id, session_version FROM users WHERE session_version_changed_at > now() - make_interval(secs => $1)`,
      [window],
      z.object({ id: z.string(), session_version: z.number() }),
    );
    for (const row of versions)
      await this.sessions.raiseVersion(row.id, Number(row.session_version));
    const ended = await queryRows(
      this.db,
      `SELECT DISTINCT user_id, family_id FROM refresh_tokens WHERE revoked_at > now() - make_interval(secs => $1)`,
      [window],
      z.object({ user_id: z.string(), family_id: z.string() }),
    );
    for (const row of ended) await this.sessions.endSession(row.user_id, row.family_id);
  }
}

/** Runs the steps a committed transaction left, in order. */
export async function publishAll(steps: AfterCommit[]): Promise<void> {
  for (const step of steps) await step();
}
