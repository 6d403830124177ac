import { queryRows } from '@market/platform';
import { z } from 'zod';
import { Inject, Injectable } from '@nestjs/common';
import {
  type ChangePasswordRequest,
  type PasswordResetConfirm,
  SIGN_UP_PLAN_REQUIRED_MESSAGE,
  type SignUpResponse,
  signUpRequestSchema,
} from '@market/contracts';
import {
  EmailTakenError,
  assertAcceptablePassword,
  BackgroundWork,
  PLATFORM_CONFIG,
  type PlatformConfig,
  type RequestMeta,
  type ServiceEvents,
  ValidationError,
} from '@market/platform';
import { type DataSource, type EntityManager, IsNull, MoreThan } from 'typeorm';
import { OneTimeToken, type OneTimeTokenPurpose } from '../entities/one-time-token.entity.js';
import { Profile } from '../entities/profile.entity.js';
import { User } from '../entities/user.entity.js';
import { UserRole } from '../entities/user-role.entity.js';
import { IDENTITY_CONFIG, IDENTITY_EVENTS, IDENTITY_SCHEMA } from '../identity.tokens.js';
import type { IdentityConfig } from '../identity.config.js';
import { AuditLogService } from './audit-log.service.js';
import { type AuthUser, hashPassword, verifyPassword } from '@market/platform';
import { recordProfileUpdated } from './profile.service.js';
import { hashToken, newSecureToken } from './secure-token.js';
import { type IssuedSession, SessionService } from './session.service.js';
import { loadUserRecord, sortRoles, toMe, type UserRecord } from './user-views.js';
import { InjectDataSource } from '@nestjs/typeorm';

type SignUp = z.infer<typeof signUpRequestSchema>;

/** SPEC.md §5: a rep sign-up names an active membership plan open to reps (billing's, kept from its events). */
async function assertRepPlan(manager: EntityManager, planId: string | undefined): Promise<void> {
  const known =
    planId && /^[0-9a-f-]{36}$/i.test(planId)
      ? await queryRows(
          manager,
          `SELECT 1 AS one FROM membership_plan_options WHERE plan_id = $1 AND is_active AND target_audience IN ('sales_reps', 'both')`,
          [planId],
          z.object({ one: z.number() }),
        )
      : [];
  if (known.length === 0)
    throw new ValidationError(SIGN_UP_PLAN_REQUIRED_MESSAGE, [
      { path: 'selectedPlan', message: SIGN_UP_PLAN_REQUIRED_MESSAGE },
    ]);
}

export const SIGN_UP_MESSAGE = 'Account created! Please check your email to verify your account.';
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we've sent a link to reset the password. The link works once, within the hour.";
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const SAME_PASSWORD = 'Please choose a password different from your current one.';
export const RESEND_VERIFICATION_MESSAGE =
  "If that account still needs verifying, we've sent a new verification link.";

/** Account lifecycle: sign-up, e-mail verification, password reset. */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource(IDENTITY_SCHEMA) private readonly db: DataSource,
    @Inject(IDENTITY_EVENTS) private readonly events: ServiceEvents,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly sessions: SessionService,
    private readonly audit: AuditLogService,
    private readonly background: BackgroundWork,
  ) {}

  async signUp(
    request: SignUp,
    meta: RequestMeta,
    referral: { code: string; issuedAt: Date } | null = null,
  ): Promise<SignUpResponse> {
    await assertAcceptablePassword(request.password);
    const passwordHash = await hashPassword(request.password);
    // A rep pays before the e-mail is verified (so before signing in): this token lets the
    // sign-up's own browser open the membership checkout (billing gets its hash by event).
    const checkout = request.accountType === 'sales_rep' ? newSecureToken() : null;
    const record = await this.db
      .transaction(async (manager) => {
        const exists = await manager.existsBy(User, { email: request.email });
        if (exists) {
          throw new EmailTakenError();
        }
        if (request.accountType === 'sales_rep') await assertRepPlan(manager, request.selectedPlan);
        const created = await this.createAccount(manager, {
          email: request.email,
          passwordHash,
          firstName: request.firstName ?? null,
          lastName: request.lastName ?? null,
          accountType: request.accountType,
          selectedPlan: request.accountType === 'sales_rep' ? (request.selectedPlan ?? null) : null,
          verified: false,
          // The sales_rep role comes with the paid membership (billing.membership.activated).
          repRoleNow: false,
        });
        await this.events.record(
          manager,
          'identity.user.registered',
          {
            userId: created.user.id,
            email: created.user.email,
            firstName: created.profile.firstName,
            lastName: created.profile.lastName,
            accountType: created.user.accountType,
            selectedPlan: created.user.selectedPlan,
            roles: created.roles,
            checkoutTokenHash: checkout?.hash ?? null,
            referralCode: referral?.code ?? null,
            referralIssuedAt: referral?.issuedAt.toISOString() ?? null,
          },
          meta.requestId,
        );
        await this.requestVerification(manager, created, meta.requestId);
        await this.audit.record(
          { action: 'auth.sign_up', actorId: created.user.id, ip: meta.ip },
          manager,
        );
        return created;
      })
      .catch((error: { code?: string }) => {
        // Two sign-ups racing for one e-mail: the unique index decides.
        if (error.code === '23505') {
          throw new EmailTakenError();
        }
        throw error;
      });
    this.events.nudge();
    return {
      user: toMe(record),
      message: SIGN_UP_MESSAGE,
      ...(checkout ? { checkoutToken: checkout.token } : {}),
    };
  }

  /** Creates user, profile and role rows; used by sign-up, the admin bootstrap and demo seeding. */
  async createAccount(
    manager: EntityManager,
    input: {
      email: string;
      passwordHash: string;
      firstName: string | null;
      lastName: string | null;
      accountType: 'private_seller' | 'sales_rep';
      selectedPlan: string | null;
      verified: boolean;
      /** A sales_rep account gets the role at once (demo and admin-made accounts); a sign-up gets it by paying. */
      repRoleNow?: boolean;
      extraRoles?: UserRecord['roles'];
      phone?: string | null;
    },
  ): Promise<UserRecord> {
    const user = await manager.save(User, {
      email: input.email,
      passwordHash: input.passwordHash,
      accountType: input.accountType,
      selectedPlan: input.selectedPlan,
      emailVerifiedAt: input.verified ? new Date() : null,
    });
    await manager.insert(Profile, {
      userId: user.id,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
    });
    // SPEC §6: a sales-rep sign-up gets the sales_rep role right after creation.
    const roles = new Set<UserRecord['roles'][number]>(['user', ...(input.extraRoles ?? [])]);
    if (input.accountType === 'sales_rep' && (input.repRoleNow ?? true)) roles.add('sales_rep');
    for (const role of roles) await manager.insert(UserRole, { userId: user.id, role });
    // Contexts that show sellers (listings' contact details) learn the new account's names here.
    await recordProfileUpdated(manager, this.events, user.id);
    // ...and its roles (dealers keeps a rep record for every sales_rep), also for accounts
    // that never sign up: the first admin, demo accounts, provisioned dealers.
    await this.events.record(manager, 'identity.user.role-changed', {
      userId: user.id,
      roles: sortRoles([...roles]),
      byUserId: null,
    });
    return (await loadUserRecord(manager, { id: user.id }))!;
  }

  async verifyEmail(token: string, meta: RequestMeta): Promise<{ message: string }> {
    await this.db.transaction(async (manager) => {
      const row = await this.consumeToken(manager, token, 'verify_email');
      if (!row) {
        throw new ValidationError(
          'This verification link is invalid or has expired. Sign in to get a new one.',
        );
      }
      const record = (await loadUserRecord(manager, { id: row.userId }))!;
      if (record.user.emailVerifiedAt) return;
      await manager.update(User, { id: row.userId }, { emailVerifiedAt: new Date() });
      await this.events.record(
        manager,
        'identity.user.verified',
        {
          userId: record.user.id,
          email: record.user.email,
          firstName: record.profile.firstName,
          lastName: record.profile.lastName,
          accountType: record.user.accountType,
        },
        meta.requestId,
      );
      // A verified e-mail is part of the public face (a sales rep is published only then).
      await recordProfileUpdated(manager, this.events, row.userId, meta.requestId);
      await this.audit.record(
        { action: 'auth.email_verified', actorId: row.userId, ip: meta.ip },
        manager,
      );
    });
    this.events.nudge();
    return { message: 'Email verified. You can sign in now.' };
  }

  /**
   * Answers the same, in the same time, whether or not the account exists or is verified:
   * the lookup and the e-mail happen after the answer (BackgroundWork).
   */
  resendVerification(email: string, meta: RequestMeta): { message: string } {
    this.background.run('resend-verification', async () => {
      await this.db.transaction(async (manager) => {
        const record = await loadUserRecord(manager, { email });
        if (!record || record.user.emailVerifiedAt || !record.profile.isActive) return;
        await this.requestVerification(manager, record, meta.requestId);
      });
      this.events.nudge();
    });
    return { message: RESEND_VERIFICATION_MESSAGE };
  }

  /**
   * Answers the same, in the same time, whether or not the e-mail belongs to an account:
   * finding it and writing the link happen after the answer has left (a known address took
   * 15 ms against 6 ms for an unknown one when this ran before answering).
   */
  requestPasswordReset(email: string, meta: RequestMeta): { message: string } {
    this.background.run('password-reset-request', async () => {
      await this.db.transaction(async (manager) => {
        const record = await loadUserRecord(manager, { email });
        if (!record) return;
        if (await this.issuePasswordReset(manager, record, meta.requestId))
          await this.audit.record(
            { action: 'auth.password_reset_requested', actorId: record.user.id, ip: meta.ip },
            manager,
          );
      });
      this.events.nudge();
    });
    return { message: RESET_REQUESTED_MESSAGE };
  }

  /**
   * The standard reset link for an active account, in the caller's transaction (the reset
   * form, and an admin's reset for a dealer asked by event). False for a suspended account.
   */
  async issuePasswordReset(
    manager: EntityManager,
    record: UserRecord,
    traceId?: string,
  ): Promise<boolean> {
    if (!record.profile.isActive) return false;
    const { token, expiresAt } = await this.createToken(
      manager,
      record.user.id,
      'password_reset',
      this.config.PASSWORD_RESET_TTL_MINUTES * 60,
    );
    await this.events.record(
      manager,
      'identity.password-reset.requested',
      {
        userId: record.user.id,
        email: record.user.email,
        firstName: record.profile.firstName,
        lastName: record.profile.lastName,
        resetUrl: `${this.platform.PUBLIC_URL}/reset-password?token=${token}`,
        expiresAt: expiresAt.toISOString(),
      },
      traceId,
    );
    return true;
  }

  async confirmPasswordReset(
    request: PasswordResetConfirm,
    meta: RequestMeta,
  ): Promise<{ message: string }> {
    await assertAcceptablePassword(request.password);
    const passwordHash = await hashPassword(request.password);
    const revoked = await this.db.transaction(async (manager) => {
      const row = await this.consumeToken(manager, request.token, 'password_reset');
      if (!row)
        throw new ValidationError(
          'Invalid Reset Link: this link is invalid, expired or was already used.',
        );
      // Following the link proves the mailbox, so it also verifies the e-mail.
      const record = (await loadUserRecord(manager, { id: row.userId }))!;
      await manager.update(
        User,
        { id: row.userId },
        { passwordHash, emailVerifiedAt: record.user.emailVerifiedAt ?? new Date() },
      );
      if (!record.user.emailVerifiedAt) {
        await this.events.record(
          manager,
          'identity.user.verified',
          {
            userId: record.user.id,
            email: record.user.email,
            firstName: record.profile.firstName,
            lastName: record.profile.lastName,
            accountType: record.user.accountType,
          },
          meta.requestId,
        );
        await recordProfileUpdated(manager, this.events, row.userId, meta.requestId);
      }
      const ended = await this.sessions.revokeAll(
        row.userId,
        manager,
        'password-reset',
        meta.requestId,
      );
      await this.audit.record(
        { action: 'auth.password_reset', actorId: row.userId, ip: meta.ip },
        manager,
      );
      return ended;
    });
    await revoked();
    this.events.nudge();
    return { message: 'Your password has been reset. Please sign in with your new password.' };
  }

  /**
   * A signed-in user's new password: every session ends (other devices sign in again), and
   * this one continues with a new session, answered like a sign-in.
   */
  async changePassword(
    user: AuthUser,
    request: ChangePasswordRequest,
    meta: RequestMeta,
  ): Promise<IssuedSession> {
    const record = await loadUserRecord(this.db.manager, { id: user.id });
    if (!record || !(await verifyPassword(request.currentPassword, record.user.passwordHash))) {
      throw new ValidationError(WRONG_CURRENT_PASSWORD, [
        { path: 'currentPassword', message: WRONG_CURRENT_PASSWORD },
      ]);
    }
    if (request.newPassword === request.currentPassword) {
      throw new ValidationError(SAME_PASSWORD, [{ path: 'newPassword', message: SAME_PASSWORD }]);
    }
    await assertAcceptablePassword(request.newPassword, 'newPassword');
    const passwordHash = await hashPassword(request.newPassword);
    const { revoked, session } = await this.db.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { passwordHash });
      const revoked = await this.sessions.revokeAll(
        user.id,
        manager,
        'password-changed',
        meta.requestId,
      );
      await this.audit.record(
        { action: 'auth.password_changed', actorId: user.id, ip: meta.ip },
        manager,
      );
      const fresh = (await loadUserRecord(manager, { id: user.id }))!;
      return { revoked, session: await this.sessions.startSession(manager, fresh, meta) };
    });
    await revoked();
    this.events.nudge();
    return session;
  }

  private async requestVerification(
    manager: EntityManager,
    record: UserRecord,
    traceId: string,
  ): Promise<void> {
    const { token, expiresAt } = await this.createToken(
      manager,
      record.user.id,
      'verify_email',
      this.config.EMAIL_VERIFICATION_TTL_HOURS * 3600,
    );
    await this.events.record(
      manager,
      'identity.email-verification.requested',
      {
        userId: record.user.id,
        email: record.user.email,
        firstName: record.profile.firstName,
        lastName: record.profile.lastName,
        verifyUrl: `${this.platform.PUBLIC_URL}/auth/verify?token=${token}`,
        expiresAt: expiresAt.toISOString(),
      },
      traceId,
    );
  }

  private async createToken(
    manager: EntityManager,
    userId: string,
    purpose: OneTimeTokenPurpose,
    ttlSeconds: number,
  ) {
    // A new link replaces the previous ones of the same purpose.
    await manager.update(
      OneTimeToken,
      { userId, purpose, usedAt: IsNull() },
      { usedAt: new Date() },
    );
    const { token, hash } = newSecureToken();
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
    await manager.insert(OneTimeToken, { userId, purpose, tokenHash: hash, expiresAt });
    return { token, expiresAt };
  }

  /** Marks a valid token used and returns it; null when unknown, used or expired. */
  private async consumeToken(
    manager: EntityManager,
    token: string,
    purpose: OneTimeTokenPurpose,
  ): Promise<OneTimeToken | null> {
    const row = await manager.findOne(OneTimeToken, {
      where: {
        tokenHash: hashToken(token),
        purpose,
        usedAt: IsNull(),
        expiresAt: MoreThan(new Date()),
      },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) return null;
    await manager.update(OneTimeToken, { id: row.id }, { usedAt: new Date() });
    return row;
  }
}
