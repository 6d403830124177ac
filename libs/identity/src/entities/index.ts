import { AuditLogEntry } from './audit-log.entity.js';
import { OneTimeToken } from './one-time-token.entity.js';
import { Profile } from './profile.entity.js';
import { RefreshToken } from './refresh-token.entity.js';
import { UserRole } from './user-role.entity.js';
import { User } from './user.entity.js';

export { AuditLogEntry, OneTimeToken, Profile, RefreshToken, UserRole, User };
export const identityEntities = [
  User,
  Profile,
  UserRole,
  RefreshToken,
  OneTimeToken,
  AuditLogEntry,
];
