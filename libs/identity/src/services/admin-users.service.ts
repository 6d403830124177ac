import { queryRows } from '@market/platform';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminUpdateUserRequest,
  type AdminUser,
  type AdminUserListQuery,
  type Page,
  type Role,
} from '@market/contracts';
import {
  AuditTrail,
  type AuthUser,
  ConflictError,
  LastAdminError,
  DENY_LIST,
  EmailTakenError,
  hashPassword,
  type DenyList,
  ForbiddenError,
  NotFoundError,
  type RequestMeta,
  type ServiceEvents,
  ValidationError,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import type { adminCreateUserRequestSchema } from '@market/contracts';
import { Profile } from '../entities/profile.entity.js';
import { User } from '../entities/user.entity.js';
import { UserRole } from '../entities/user-role.entity.js';
import { IDENTITY_AUDIT, IDENTITY_EVENTS, IDENTITY_SCHEMA } from '../identity.tokens.js';
import { AccountService } from './account.service.js';
import { newSecureToken } from './secure-token.js';
import { publishAll, SessionRevocationService } from './session-revocation.service.js';
import { recordProfileUpdated } from './profile.service.js';
import { loadUserRecord, sortRoles, toAdminUser, type UserRecord } from './user-views.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** Sort values (a closed list) → ORDER BY; names sort by last name, then first name. */
const USER_SORT: Record<AdminUserListQuery['sort'], [string, 'ASC' | 'DESC']> = {
  created: ['u.created_at', 'ASC'],
  '-created': ['u.created_at', 'DESC'],
  email: ['u.email', 'ASC'],
  '-email': ['u.email', 'DESC'],
  name: [`lower(coalesce(p.last_name, '') || ' ' || coalesce(p.first_name, ''))`, 'ASC'],
  '-name': [`lower(coalesce(p.last_name, '') || ' ' || coalesce(p.first_name, ''))`, 'DESC'],
};

export const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another admin to do it.';

/** The admin console's user management; every change is audited. */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource(IDENTITY_SCHEMA) private readonly db: DataSource,
    @Inject(IDENTITY_EVENTS) private readonly events: ServiceEvents,
    @Inject(DENY_LIST) private readonly denyList: DenyList,
    private readonly revocation: SessionRevocationService,
    @Inject(IDENTITY_AUDIT) private readonly audit: AuditTrail,
    private readonly accounts: AccountService,
  ) {}

  async list(query: AdminUserListQuery): Promise<Page<AdminUser>> {
    const qb = this.db.manager
      .createQueryBuilder(User, 'u')
      .innerJoin(Profile, 'p', 'p.user_id = u.id')
      .select('u.id', 'id');
    const [column, direction] = USER_SORT[query.sort];
    qb.orderBy(column, direction).addOrderBy('u.id', 'ASC');
    if (query.q) {
      qb.andWhere(
        `(u.email ILIKE :q OR p.first_name ILIKE :q OR p.last_name ILIKE :q OR (coalesce(p.first_name,'') || ' ' || coalesce(p.last_name,'')) ILIKE :q)`,
        { q: `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` },
      );
    }
    if (query.role) {
      qb.andWhere('EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = :role)', {
        role: query.role,
      });
    }
    if (query.active) qb.andWhere('p.is_active = :active', { active: query.active === 'true' });
    const total = await qb.getCount();
    const ids = await qb
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .getRawMany<{ id: string }>();
    const items = [];
    for (const { id } of ids) {
      const record = await loadUserRecord(this.db.manager, { id });
      if (record) items.push(toAdminUser(record));
    }
    return { items, page: query.page, pageSize: query.pageSize, total };
  }

  /**
   * An account made by an admin: verified, with an unguessable password nobody knows; the
   * standard reset link goes to its owner, who chooses their own.
   */
  async create(
    admin: AuthUser,
    input: z.output<typeof adminCreateUserRequestSchema>,
    meta: RequestMeta,
  ): Promise<AdminUser> {
    const passwordHash = await hashPassword(newSecureToken().token);
    const id = await this.db
      .transaction(async (manager) => {
        if (await manager.existsBy(User, { email: input.email })) throw new EmailTakenError();
        const created = await this.accounts.createAccount(manager, {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          accountType: input.role === 'sales_rep' ? 'sales_rep' : 'private_seller',
          selectedPlan: null,
          verified: true,
          extraRoles: input.role === 'user' ? [] : [input.role],
        });
        await this.accounts.issuePasswordReset(manager, created, meta.requestId);
        await this.audit.record(
          manager,
          { actor: admin, meta },
          {
            action: 'identity.user.created',
            target: { type: 'user', id: created.user.id },
            before: null,
            after: { ...accountFields(created), roles: created.roles },
          },
        );
        return created.user.id;
      })
      .catch((error: { code?: string }) => {
        if (error.code === '23505') throw new EmailTakenError();
        throw error;
      });
    this.events.nudge();
    return this.get(id);
  }

  async get(id: string): Promise<AdminUser> {
    const record = await loadUserRecord(this.db.manager, { id });
    if (!record) throw new NotFoundError('User not found');
    return toAdminUser(record);
  }

  async update(
    admin: AuthUser,
    id: string,
    changes: AdminUpdateUserRequest,
    meta: RequestMeta,
  ): Promise<AdminUser> {
    await this.db.transaction(async (manager) => {
      const before = await this.mustExist(manager, id);
      if (changes.email) {
        const taken = await manager
          .createQueryBuilder(User, 'u')
          .where('u.email = :email AND u.id <> :id', { email: changes.email, id })
          .getExists();
        if (taken) throw new ConflictError('Another account already uses this email.');
        await manager.update(User, { id }, { email: changes.email });
      }
      const profileChanges: Partial<Profile> = {};
      for (const key of ['firstName', 'lastName', 'phone', 'bio'] as const) {
        if (changes[key] !== undefined) profileChanges[key] = changes[key] ?? null;
      }
      if (Object.keys(profileChanges).length)
        await manager.update(Profile, { userId: id }, profileChanges);
      await recordProfileUpdated(manager, this.events, id, meta.requestId);
      const after = (await loadUserRecord(manager, { id }))!;
      const fields = Object.keys(changes) as (keyof AdminUpdateUserRequest)[];
      await this.audit.record(
        manager,
        { actor: admin, meta },
        {
          action: 'identity.user.updated',
          target: { type: 'user', id },
          before: pick(accountFields(before), fields),
          after: pick(accountFields(after), fields),
        },
      );
    });
    this.events.nudge();
    return this.get(id);
  }

  async setActive(
    admin: AuthUser,
    id: string,
    isActive: boolean,
    meta: RequestMeta,
  ): Promise<AdminUser> {
    if (admin.id === id && !isActive)
      throw new ValidationError('You cannot deactivate your own account.');
    const revoked = await this.db.transaction(async (manager) => {
      const record = await this.mustExist(manager, id);
      if (!isActive && record.roles.includes('admin'))
        await this.assertAnotherActiveAdmin(manager, id);
      await manager.update(Profile, { userId: id }, { isActive });
      // Refresh tokens stay: refreshing answers ACCOUNT_SUSPENDED, so the SPA shows the suspended screen.
      await this.events.record(
        manager,
        isActive ? 'identity.user.activated' : 'identity.user.deactivated',
        { userId: id, byUserId: admin.id },
        meta.requestId,
      );
      await this.audit.record(
        manager,
        { actor: admin, meta },
        {
          action: isActive ? 'identity.user.activated' : 'identity.user.deactivated',
          target: { type: 'user', id },
          before: { isActive: record.profile.isActive },
          after: { isActive },
        },
      );
      return isActive
        ? []
        : [await this.revocation.revokeAccessTokens(manager, id, 'deactivated', meta.requestId)];
    });
    // Refused from the very next request, before the event has travelled.
    if (isActive) await this.denyList.allow(id);
    else await this.denyList.deny(id);
    await publishAll(revoked);
    this.events.nudge();
    return this.get(id);
  }

  /**
   * SPEC §6: the old non-user role row is removed; the new one is inserted unless it is `user`.
   * The user's tokens stop at once, so the old roles do too (the next refresh carries the new
   * ones). An admin cannot change their own role, and the last active admin stays one.
   */
  async changeRole(admin: AuthUser, id: string, role: Role, meta: RequestMeta): Promise<AdminUser> {
    if (admin.id === id) throw new ForbiddenError(OWN_ROLE_MESSAGE);
    const revoked = await this.db.transaction(async (manager) => {
      const record = await this.mustExist(manager, id);
      if (record.roles.includes('admin') && role !== 'admin')
        await this.assertAnotherActiveAdmin(manager, id);
      await manager
        .createQueryBuilder()
        .delete()
        .from(UserRole)
        .where("user_id = :id AND role <> 'user'", { id })
        .execute();
      await manager
        .createQueryBuilder()
        .insert()
        .into(UserRole)
        .values({ userId: id, role: 'user' })
        .orIgnore()
        .execute();
      if (role !== 'user') await manager.insert(UserRole, { userId: id, role });
      const roles = sortRoles(['user', role]);
      await this.events.record(
        manager,
        'identity.user.role-changed',
        { userId: id, roles, byUserId: admin.id },
        meta.requestId,
      );
      await this.audit.record(
        manager,
        { actor: admin, meta },
        {
          action: 'identity.user.role-changed',
          target: { type: 'user', id },
          before: { roles: record.roles },
          after: { roles },
        },
      );
      return this.revocation.revokeAccessTokens(manager, id, 'role-changed', meta.requestId);
    });
    await revoked();
    this.events.nudge();
    return this.get(id);
  }

  async delete(admin: AuthUser, id: string, meta: RequestMeta): Promise<void> {
    if (admin.id === id) throw new ValidationError('You cannot delete your own account.');
    const revoked = await this.db.transaction(async (manager) => {
      const record = await this.mustExist(manager, id);
      if (record.roles.includes('admin')) await this.assertAnotherActiveAdmin(manager, id);
      const ended = await this.revocation.revokeAccessTokens(
        manager,
        id,
        'deleted',
        meta.requestId,
      );
      await manager.delete(User, { id });
      await this.events.record(
        manager,
        'identity.user.deleted',
        { userId: id, byUserId: admin.id },
        meta.requestId,
      );
      await this.audit.record(
        manager,
        { actor: admin, meta },
        {
          action: 'identity.user.deleted',
          target: { type: 'user', id },
          before: {
            ...accountFields(record),
            roles: record.roles,
            isActive: record.profile.isActive,
          },
          after: null,
        },
      );
      return ended;
    });
    await this.denyList.deny(id);
    await revoked();
    this.events.nudge();
  }

  private async mustExist(manager: EntityManager, id: string) {
    const record = await loadUserRecord(manager, { id });
    if (!record) throw new NotFoundError('User not found');
    return record;
  }

  /** The API never leaves the site without an active admin. Locks the admin rows so two requests cannot both pass. */
  private async assertAnotherActiveAdmin(manager: EntityManager, exceptId: string): Promise<void> {
    const others = await queryRows(
      manager,
      `SELECT r.user_id FROM user_roles r JOIN profiles p ON p.user_id = r.user_id
        WHERE r.role = 'admin' AND p.is_active AND r.user_id <> $1 FOR UPDATE OF r`,
      [exceptId],
      z.object({ user_id: z.string() }),
    );
    if (others.length === 0) throw new LastAdminError();
  }
}

/** The fields an admin edits, as the audit log shows them. */
function accountFields(record: UserRecord): Record<keyof AdminUpdateUserRequest, string | null> {
  return {
    email: record.user.email,
    firstName: record.profile.firstName,
    lastName: record.profile.lastName,
    phone: record.profile.phone,
    bio: record.profile.bio,
  };
}

function pick<T extends Record<string, unknown>>(values: T, keys: (keyof T)[]): Partial<T> {
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as Partial<T>;
}
