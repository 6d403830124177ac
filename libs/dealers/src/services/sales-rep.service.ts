import { Injectable } from '@nestjs/common';
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
import { type AuthUser, NotFoundError } from '@market/platform';
import type { DataSource } from 'typeorm';
import { DEALERS_SCHEMA } from '../dealers.tokens.js';
import { ListingProjectionRepository } from '../repositories/listing-projection.repository.js';
import { SalesRepRepository } from '../repositories/sales-rep.repository.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** Sales representatives: the public directory, the rep's own profile and figures, the admin's list. */
@Injectable()
export class SalesRepService {
  constructor(
    @InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource,
    private readonly reps: SalesRepRepository,
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
    const [stats, missing] = await Promise.all([
      this.listings.stats({ kind: 'sales-rep', userId: user.id }),
      this.reps.publicationBlockers(user.id),
    ]);
    return { ...rep, stats, publication: { isPublic: missing.length === 0, missing } };
  }

  /** The rep's own details; `dealerId: null` leaves the dealership (joining one needs the dealer's consent). */
  async updateMine(user: AuthUser, changes: UpdateSalesRepRequest): Promise<MySalesRep> {
    await this.ownRecord(user);
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
