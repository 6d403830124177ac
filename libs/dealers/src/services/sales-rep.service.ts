import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminSalesRepListQuery,
  type CursorPage,
  DEALER_TEXTS,
  type MySalesRep,
  type Page,
  type SalesRep,
  type SalesRepDirectoryQuery,
  type UpdateSalesRepRequest,
} from '@market/contracts';
import { type AuthUser, NotFoundError, ValidationError } from '@market/platform';
import type { DataSource } from 'typeorm';
import { DEALERS_DATABASE } from '../dealers.tokens.js';
import { DealerRepository } from '../repositories/dealer.repository.js';
import { ListingProjectionRepository } from '../repositories/listing-projection.repository.js';
import { SalesRepRepository } from '../repositories/sales-rep.repository.js';

/** Sales representatives: the public directory, the rep's own profile and figures, the admin's list. */
@Injectable()
export class SalesRepService {
  constructor(
    @Inject(DEALERS_DATABASE) private readonly db: DataSource,
    private readonly reps: SalesRepRepository,
    private readonly dealers: DealerRepository,
    private readonly listings: ListingProjectionRepository,
  ) {}

  directory(query: SalesRepDirectoryQuery): Promise<CursorPage<SalesRep>> {
    return this.reps.directory(query);
  }

  async get(id: string): Promise<SalesRep> {
    const rep = await this.reps.find(id, { publicOnly: true });
    if (!rep) throw new NotFoundError(DEALER_TEXTS.repNotFound);
    return rep;
  }

  async mine(user: AuthUser): Promise<MySalesRep> {
    const rep = await this.ownRecord(user);
    return { ...rep, stats: await this.listings.stats({ kind: 'sales-rep', userId: user.id }) };
  }

  async updateMine(user: AuthUser, changes: UpdateSalesRepRequest): Promise<MySalesRep> {
    await this.ownRecord(user);
    if (changes.dealerId && !(await this.dealers.isPublic(changes.dealerId))) {
      throw new ValidationError('Please choose a dealer from the list', [{ path: 'dealerId', message: 'Please choose a dealer from the list' }]);
    }
    await this.db.transaction((manager) => this.reps.update(manager, user.id, changes));
    return this.mine(user);
  }

  async adminList(query: AdminSalesRepListQuery): Promise<Page<SalesRep>> {
    const { items, total } = await this.reps.adminList(query);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  private async ownRecord(user: AuthUser): Promise<SalesRep> {
    const rep = await this.reps.find(user.id);
    if (!rep || !rep.isActive) throw new NotFoundError(DEALER_TEXTS.repNotFound);
    return rep;
  }
}
