import { queryRows } from '@market/platform';
import { z } from 'zod';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Role } from '@market/contracts';
import { type AuthUser, DENY_LIST, type DenyList } from '@market/platform';
import type { DataSource } from 'typeorm';
import { User } from '../entities/user.entity.js';
import { UserRole } from '../entities/user-role.entity.js';
import { IDENTITY_CONFIG, IDENTITY_SCHEMA } from '../identity.tokens.js';
import type { IdentityConfig } from '../identity.config.js';
import { AccountService } from './account.service.js';
import { SessionRevocationService } from './session-revocation.service.js';
import { loadUserRecord } from './user-views.js';
import { hashPassword } from '@market/platform';
import { InjectDataSource } from '@nestjs/typeorm';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
}

/** A person of the embedded mode's demo marketplace: a private seller or buyer, or a sales rep. */
export interface DemoPerson {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'user' | 'sales_rep';
  phone: string;
}

/** Demo accounts of each role for the embedded mode; printed at start. */
export const DEMO_ACCOUNTS: (DemoAccount & { firstName: string; lastName: string })[] = [
  {
    role: 'admin',
    email: 'admin@wheelbase.test',
    password: 'admin-demo-1',
    firstName: 'Ada',
    lastName: 'Admin',
  },
  {
    role: 'dealer',
    email: 'dealer@wheelbase.test',
    password: 'dealer-demo-1',
    firstName: 'Dana',
    lastName: 'Dealer',
  },
  {
    role: 'sales_rep',
    email: 'rep@wheelbase.test',
    password: 'rep-demo-1',
    firstName: 'Riley',
    lastName: 'Rep',
  },
  {
    role: 'user',
    email: 'seller@wheelbase.test',
    password: 'seller-demo-1',
    firstName: 'Sam',
    lastName: 'Seller',
  },
];

@Injectable()
export class IdentityBootstrapService {
  private readonly logger = new Logger('identity');

  constructor(
    @InjectDataSource(IDENTITY_SCHEMA) private readonly db: DataSource,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(DENY_LIST) private readonly denyList: DenyList,
    private readonly accounts: AccountService,
    private readonly revocation: SessionRevocationService,
  ) {}

  async run(): Promise<DemoAccount[]> {
    if (this.config.ADMIN_EMAIL && this.config.ADMIN_PASSWORD) {
      await this.ensureAdmin(this.config.ADMIN_EMAIL.toLowerCase(), this.config.ADMIN_PASSWORD);
    }
    const demo = this.config.SEED_DEMO_ACCOUNTS ? await this.seedDemoAccounts() : [];
    await this.restoreDenyList();
    await this.revocation.republish();
    return demo;
  }

  /** Creates the admin, or gives an existing account the admin role. Safe to run on every start. */
  async ensureAdmin(email: string, password: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const existing = await manager.findOneBy(User, { email });
      if (existing) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(UserRole)
          .values({ userId: existing.id, role: 'admin' })
          .orIgnore()
          .execute();
        return;
      }
      await this.accounts.createAccount(manager, {
        email,
        passwordHash: await hashPassword(password),
        firstName: 'Site',
        lastName: 'Admin',
        accountType: 'private_seller',
        selectedPlan: null,
        verified: true,
        extraRoles: ['admin'],
      });
      this.logger.log(`Created admin account ${email}`);
    });
  }

  private async seedDemoAccounts(): Promise<DemoAccount[]> {
    for (const demo of DEMO_ACCOUNTS) {
      await this.db.transaction(async (manager) => {
        if (await manager.existsBy(User, { email: demo.email })) return;
        await this.accounts.createAccount(manager, {
          email: demo.email,
          passwordHash: await hashPassword(demo.password),
          firstName: demo.firstName,
          lastName: demo.lastName,
          accountType: demo.role === 'sales_rep' ? 'sales_rep' : 'private_seller',
          selectedPlan: demo.role === 'sales_rep' ? 'sales-rep-monthly' : null,
          verified: true,
          extraRoles: demo.role === 'user' ? [] : [demo.role],
          phone: '(555) 010-0100',
        });
      });
    }
    return DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password }));
  }

  /**
   * Accounts for the demo marketplace's people, verified as if they had signed up long ago
   * (existing ones are kept as they are), each as a signed-in user of it is seen.
   */
  async ensureDemoPeople(people: DemoPerson[]): Promise<AuthUser[]> {
    const users: AuthUser[] = [];
    for (const person of people) {
      const record = await this.db.transaction(async (manager) => {
        const existing = await loadUserRecord(manager, { email: person.email });
        if (existing) return existing;
        return this.accounts.createAccount(manager, {
          email: person.email,
          passwordHash: await hashPassword(person.password),
          firstName: person.firstName,
          lastName: person.lastName,
          accountType: person.role === 'sales_rep' ? 'sales_rep' : 'private_seller',
          selectedPlan: person.role === 'sales_rep' ? 'sales-rep-monthly' : null,
          verified: true,
          phone: person.phone,
        });
      });
      users.push({ id: record.user.id, email: record.user.email, roles: record.roles });
    }
    return users;
  }

  /** An account as a signed-in user of it is seen (the demo marketplace acts as its people); null when there is none. */
  async userByEmail(email: string): Promise<AuthUser | null> {
    const record = await loadUserRecord(this.db.manager, { email: email.toLowerCase() });
    return record ? { id: record.user.id, email: record.user.email, roles: record.roles } : null;
  }

  /** An in-memory cache forgets on restart: deny the inactive users again. */
  private async restoreDenyList(): Promise<void> {
    const rows = await queryRows(
      this.db,
      `SELECT user_id FROM profiles WHERE NOT is_active`,
      [],
      z.object({ user_id: z.string() }),
    );
    for (const row of rows) await this.denyList.deny(row.user_id);
  }
}
