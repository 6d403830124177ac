import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type SessionResponse, type SignInRequest } from '@market/contracts';
import {
  ACCESS_TOKENS,
  type AccessTokens,
  AccountSuspendedError,
  EmailNotVerifiedError,
  InvalidCredentialsError,
  NoSessionError,
  PLATFORM_CONFIG,
  type PlatformConfig,
  type RequestMeta,
} from '@market/platform';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { RefreshToken } from '../entities/refresh-token.entity.js';
import { User } from '../entities/user.entity.js';
import { IDENTITY_CONFIG, IDENTITY_SCHEMA } from '../identity.tokens.js';
import type { IdentityConfig } from '../identity.config.js';
import { AuditLogService } from './audit-log.service.js';
import { decoyHash, verifyPassword } from '@market/platform';
import { hashToken, newSecureToken } from './secure-token.js';
import {
  type AfterCommit,
  publishAll,
  SessionRevocationService,
} from './session-revocation.service.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { loadUserRecord, toMe, type UserRecord } from './user-views.js';
import { IDENTITY_EVENTS } from '../identity.tokens.js';
import type { ServiceEvents } from '@market/platform';
import { InjectDataSource } from '@nestjs/typeorm';

export interface IssuedSession {
  response: SessionResponse;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** Sign-in, refresh with rotation and reuse detection, sign-out. */
@Injectable()
export class SessionService {
  constructor(
    @InjectDataSource(IDENTITY_SCHEMA) private readonly db: DataSource,
    @Inject(ACCESS_TOKENS) private readonly tokens: AccessTokens,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(IDENTITY_EVENTS) private readonly events: ServiceEvents,
    private readonly audit: AuditLogService,
    private readonly revocation: SessionRevocationService,
    private readonly throttle: SignInThrottle,
  ) {}

  async signIn(request: SignInRequest, meta: RequestMeta): Promise<IssuedSession> {
    await this.throttle.assertOpen(request.email);
    const record = await loadUserRecord(this.db.manager, { email: request.email });
    const passwordOk = await verifyPassword(
      request.password,
      record?.user.passwordHash ?? (await decoyHash()),
    );
    if (!record || !passwordOk) {
      await this.signInFailed(request.email, record, meta);
      throw new InvalidCredentialsError();
    }
    await this.throttle.clear(request.email);
    if (!record.profile.isActive) {
      await this.audit.record({
        action: 'auth.sign_in_refused_suspended',
        actorId: record.user.id,
        ip: meta.ip,
      });
      throw new AccountSuspendedError();
    }
    if (this.config.REQUIRE_EMAIL_VERIFICATION && !record.user.emailVerifiedAt) {
      throw new EmailNotVerifiedError();
    }
    return this.db.transaction(async (manager) => {
      await manager.update(User, { id: record.user.id }, { lastSignInAt: new Date() });
      await this.audit.record(
        { action: 'auth.sign_in', actorId: record.user.id, ip: meta.ip },
        manager,
      );
      return this.issue(manager, record, randomUUID(), meta);
    });
  }

  /**
   * Counts the failure against the account; the one that locks it is audited and, for an
   * existing account, tells its owner by e-mail (identity.sign-in.throttled).
   */
  private async signInFailed(
    email: string,
    record: UserRecord | null,
    meta: RequestMeta,
  ): Promise<void> {
    const { failures, lockedUntil } = await this.throttle.recordFailure(email);
    await this.db.transaction(async (manager) => {
      await this.audit.record(
        {
          action: 'auth.sign_in_failed',
          actorId: record?.user.id ?? null,
          ip: meta.ip,
          details: { email, reason: record ? 'wrong_password' : 'unknown_email' },
        },
        manager,
      );
      if (!lockedUntil) return;
      await this.audit.record(
        {
          action: 'auth.sign_in_locked',
          actorId: record?.user.id ?? null,
          ip: meta.ip,
          details: { email, failures, lockedUntil },
        },
        manager,
      );
      if (record) {
        await this.events.record(
          manager,
          'identity.sign-in.throttled',
          {
            userId: record.user.id,
            email: record.user.email,
            firstName: record.profile.firstName,
            lastName: record.profile.lastName,
            failures,
            lockedUntil: lockedUntil.toISOString(),
          },
          meta.requestId,
        );
      }
    });
    if (lockedUntil && record) this.events.nudge();
  }

  /** Rotates the refresh token. Presenting one that was already rotated revokes its whole family. */
  async refresh(presented: string | undefined, meta: RequestMeta): Promise<IssuedSession> {
    if (!presented) throw new NoSessionError();
    const outcome = await this.db.transaction(async (manager) => {
      const current = await manager
        .getRepository(RefreshToken)
        .createQueryBuilder('t')
        .setLock('pessimistic_write')
        .where('t.token_hash = :hash', { hash: hashToken(presented) })
        .getOne();
      if (!current || current.revokedAt || current.expiresAt <= new Date())
        return { kind: 'invalid' as const };
      if (current.rotatedAt) {
        await manager.update(
          RefreshToken,
          { familyId: current.familyId, revokedAt: IsNull() },
          { revokedAt: new Date() },
        );
        await this.audit.record(
          {
            action: 'auth.refresh_token_reused',
            actorId: current.userId,
            ip: meta.ip,
            details: { familyId: current.familyId },
          },
          manager,
        );
        // The thief may hold an access token of this family too.
        return {
          kind: 'reused' as const,
          ended: await this.revocation.endSession(
            manager,
            current.userId,
            current.familyId,
            'refresh-reused',
          ),
        };
      }
      const record = await loadUserRecord(manager, { id: current.userId });
      if (!record) return { kind: 'invalid' as const };
      if (!record.profile.isActive) return { kind: 'suspended' as const };
      await manager.update(RefreshToken, { id: current.id }, { rotatedAt: new Date() });
      return {
        kind: 'ok' as const,
        session: await this.issue(manager, record, current.familyId, meta),
      };
    });
    if (outcome.kind === 'reused') {
      await outcome.ended();
      this.events.nudge();
    }
    if (outcome.kind === 'suspended') throw new AccountSuspendedError();
    if (outcome.kind !== 'ok')
      throw new NoSessionError('Your session has ended. Please sign in again.');
    return outcome.session;
  }

  /**
   * Ends the session of the refresh cookie, and of the access token when one is sent (a
   * client that lost its cookie still signs out its token): both stop working at once.
   */
  async signOut(
    presented: string | undefined,
    accessToken: { userId: string; sessionId: string } | null,
  ): Promise<void> {
    const steps = await this.db.transaction(async (manager) => {
      const ended: AfterCommit[] = [];
      const token = presented
        ? await manager.findOneBy(RefreshToken, { tokenHash: hashToken(presented) })
        : null;
      const sessions = new Map<string, string>();
      if (token) sessions.set(token.familyId, token.userId);
      if (accessToken) sessions.set(accessToken.sessionId, accessToken.userId);
      for (const [familyId, userId] of sessions) {
        await manager.update(
          RefreshToken,
          { familyId, userId, revokedAt: IsNull() },
          { revokedAt: new Date() },
        );
        ended.push(await this.revocation.endSession(manager, userId, familyId, 'signed-out'));
      }
      return ended;
    });
    await publishAll(steps);
    if (steps.length) this.events.nudge();
  }

  /**
   * Ends every session of a user, in the caller's transaction (password change or reset):
   * refresh tokens are revoked and access tokens refused from the next request, once the
   * returned step runs after the commit.
   */
  async revokeAll(
    userId: string,
    manager: EntityManager,
    reason: 'password-changed' | 'password-reset',
    requestId?: string,
  ): Promise<AfterCommit> {
    await manager.update(RefreshToken, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    return this.revocation.revokeAccessTokens(manager, userId, reason, requestId);
  }

  /** A new session for an already verified user (after a password change), in the caller's transaction. */
  startSession(
    manager: EntityManager,
    record: UserRecord,
    meta: RequestMeta,
  ): Promise<IssuedSession> {
    return this.issue(manager, record, randomUUID(), meta);
  }

  private async issue(
    manager: EntityManager,
    record: UserRecord,
    familyId: string,
    meta: RequestMeta,
  ): Promise<IssuedSession> {
    const { token, hash } = newSecureToken();
    const refreshExpiresAt = new Date(
      Date.now() + this.platform.REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000,
    );
    const row = await manager.save(RefreshToken, {
      userId: record.user.id,
      familyId,
      tokenHash: hash,
      expiresAt: refreshExpiresAt,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ipAddress: meta.ip,
    });
    const accessToken = await this.tokens.issue(
      { id: record.user.id, email: record.user.email, roles: record.roles },
      { tokenId: row.id, sessionId: familyId, sessionVersion: record.user.sessionVersion },
    );
    return {
      response: { accessToken, expiresIn: this.tokens.ttlSeconds, user: toMe(record) },
      refreshToken: token,
      refreshExpiresAt,
    };
  }
}
