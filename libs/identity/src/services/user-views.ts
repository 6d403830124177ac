import type { AdminUser, Me, Role } from '@market/contracts';
import type { EntityManager } from 'typeorm';
import { Profile } from '../entities/profile.entity.js';
import { User } from '../entities/user.entity.js';
import { UserRole } from '../entities/user-role.entity.js';

export interface UserRecord {
  user: User;
  profile: Profile;
  roles: Role[];
}

const ROLE_ORDER: Role[] = ['user', 'dealer', 'sales_rep', 'admin'];

export function sortRoles(roles: Role[]): Role[] {
  return [...new Set(roles)].sort((a, b) => ROLE_ORDER.indexOf(a) - ROLE_ORDER.indexOf(b));
}

export async function loadUserRecord(
  manager: EntityManager,
  where: { id?: string; email?: string },
): Promise<UserRecord | null> {
  const user = await manager.findOne(User, {
    where: where.id ? { id: where.id } : { email: where.email },
  });
  if (!user) return null;
  const [profile, roleRows] = await Promise.all([
    manager.findOneByOrFail(Profile, { userId: user.id }),
    manager.findBy(UserRole, { userId: user.id }),
  ]);
  return { user, profile, roles: sortRoles(roleRows.map((r) => r.role)) };
}

export function toMe({ user, profile, roles }: UserRecord): Me {
  return {
    id: user.id,
    email: user.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    bio: profile.bio,
    roles,
    isActive: profile.isActive,
    emailVerified: user.emailVerifiedAt !== null,
    showContactDetails: profile.showContactDetails,
    accountType: user.accountType,
    selectedPlan: user.selectedPlan,
    // Projected from affiliates.affiliate.status-changed (approved or active).
    isAffiliate: profile.isAffiliate,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toAdminUser(record: UserRecord): AdminUser {
  const me = toMe(record);
  return {
    id: me.id,
    email: me.email,
    firstName: me.firstName,
    lastName: me.lastName,
    phone: me.phone,
    bio: me.bio,
    roles: me.roles,
    isActive: me.isActive,
    emailVerified: me.emailVerified,
    accountType: me.accountType,
    selectedPlan: me.selectedPlan,
    createdAt: me.createdAt,
    lastSignInAt: record.user.lastSignInAt?.toISOString() ?? null,
  };
}
