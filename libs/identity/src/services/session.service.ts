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
import { IDENTITY_CONFIG, IDENTITY_DATABASE } from '../identity.tokens.js';
import type { IdentityConfig } from '../identity.config.js';
import { AuditLogService } from './audit-log.service.js';
import { decoyHash, verifyPassword } from '@market/platform';
import { hashToken, newSecureToken } from './secure-token.js';
import { loadUserRecord, toMe, type UserRecord } from './user-views.js';

export interface IssuedSession {
  response: SessionResponse;
  refreshToken: string;
  refreshExpiresAt: Date;
}


/** Sign-in, refresh with rotation and reuse detection, sign-out. */
@Injectable()
export class SessionService {
  constructor(
    @Inject(IDENTITY_DATABASE) private readonly db: DataSource,
    @Inject(ACCESS_TOKENS) private readonly tokens: AccessTokens,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly audit: AuditLogService,
  ) {}

  async signIn(request: SignInRequest, meta: RequestMeta): Promise<IssuedSession> {
    const record = await loadUserRecord(this.db.manager, { email: request.email });
    const passwordOk = await verifyPassword(request.password, record?.user.passwordHash ?? (await decoyHash()));
    if (!record || !passwordOk) {
      await this.audit.record({
        action: 'auth.sign_in_failed',
        actorId: record?.user.id ?? null,
        ip: meta.ip,
        details: { email: request.email, reason: record ? 'wrong_password' : 'unknown_email' },
      });
      throw new InvalidCredentialsError();
    }
    if (!record.profile.isActive) {
      await this.audit.record({ action: 'auth.sign_in_refused_suspended', actorId: record.user.id, ip: meta.ip });
      throw new AccountSuspendedError();
    }
    if (this.config.REQUIRE_EMAIL_VERIFICATION && !record.user.emailVerifiedAt) {
      throw new EmailNotVerifiedError();
    }
    return this.db.transaction(async (manager) => {
      await manager.update(User, { id: record.user.id }, { lastSignInAt: new Date() });
      await this.audit.record({ action: 'auth.sign_in', actorId: record.user.id, ip: meta.ip }, manager);
      return this.issue(manager, record, randomUUID(), meta);
    });
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
      if (!current || current.revokedAt || current.expiresAt <= new Date()) return { kind: 'invalid' as const };
      if (current.rotatedAt) {
        await manager.update(RefreshToken, { familyId: current.familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
        await this.audit.record(
          { action: 'auth.refresh_token_reused', actorId: current.userId, ip: meta.ip, details: { familyId: current.familyId } },
          manager,
        );
        return { kind: 'reused' as const };
      }
      const record = await loadUserRecord(manager, { id: current.userId });
      if (!record) return { kind: 'invalid' as const };
      if (!record.profile.isActive) return { kind: 'suspended' as const };
      await manager.update(RefreshToken, { id: current.id }, { rotatedAt: new Date() });
      return { kind: 'ok' as const, session: await this.issue(manager, record, current.familyId, meta) };
    });
    if (outcome.kind === 'suspended') throw new AccountSuspendedError();
    if (outcome.kind !== 'ok') throw new NoSessionError('Your session has ended. Please sign in again.');
    return outcome.session;
  }

  async signOut(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const token = await this.db.manager.findOneBy(RefreshToken, { tokenHash: hashToken(presented) });
    if (token) {
      await this.db.manager.update(RefreshToken, { familyId: token.familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
    }
  }

  /** Ends every session of a user (password reset, deactivation, deletion). */
  async revokeAll(userId: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.update(RefreshToken, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async issue(manager: EntityManager, record: UserRecord, familyId: string, meta: RequestMeta): Promise<IssuedSession> {
    const { token, hash } = newSecureToken();
    const refreshExpiresAt = new Date(Date.now() + this.platform.REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000);
    const row = await manager.save(RefreshToken, {
      userId: record.user.id,
      familyId,
      tokenHash: hash,
      expiresAt: refreshExpiresAt,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ipAddress: meta.ip,
    });
    const accessToken = await this.tokens.issue({ id: record.user.id, email: record.user.email, roles: record.roles }, row.id);
    return {
      response: { accessToken, expiresIn: this.tokens.ttlSeconds, user: toMe(record) },
      refreshToken: token,
      refreshExpiresAt,
    };
  }
}
