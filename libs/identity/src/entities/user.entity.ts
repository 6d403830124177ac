import {
  Column,
  CreateDateColumn,
  Entity,
  OneToMany,
  OneToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { Profile } from './profile.entity.js';
import type { UserRole } from './user-role.entity.js';

/** Credentials and account facts; what people see of a user lives in Profile. */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @Column({ name: 'account_type', type: 'text', default: 'private_seller' })
  accountType: 'private_seller' | 'sales_rep';

  /** The membership plan chosen at sales-rep sign-up, kept until billing takes it over. */
  @Column({ name: 'selected_plan', type: 'text', nullable: true })
  selectedPlan: string | null;

  /** Raised by a role change, a deactivation or a password change or reset: older access tokens stop working. */
  @Column({ name: 'session_version', type: 'integer', default: 1 })
  sessionVersion: number;

  @Column({ name: 'session_version_changed_at', type: 'timestamptz', nullable: true })
  sessionVersionChangedAt: Date | null;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @OneToOne('Profile', (profile: Profile) => profile.user)
  profile?: Profile;

  @OneToMany('UserRole', (role: UserRole) => role.user)
  roles?: UserRole[];
}
