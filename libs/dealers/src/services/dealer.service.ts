import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminDealer,
  type AdminDealerListQuery,
  DEALER_TEXTS,
  type DealerCard,
  type DealerDirectoryQuery,
  type DealerInventory,
  type DealerProfile,
  type CursorPage,
  type MyDealer,
  type Page,
  type UpdateDealerRequest,
} from '@market/contracts';
import {
  type AdminRequest,
  AuditTrail,
  type AuthUser,
  NotFoundError,
  type ServiceEvents,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { DEALERS_AUDIT, DEALERS_EVENTS, DEALERS_SCHEMA } from '../dealers.tokens.js';
import { ApplicationRepository } from '../repositories/application.repository.js';
import { type DealerRow, DealerRepository, toDealer } from '../repositories/dealer.repository.js';
import {
  ListingProjectionRepository,
  type ListingScope,
} from '../repositories/listing-projection.repository.js';
import { ReviewRepository } from '../repositories/review.repository.js';
import { iso } from '../repositories/sql.js';
import { DealerLogos } from './dealer-logos.js';
import { dealerEventData } from './dealer-events.js';
import { InjectDataSource } from '@nestjs/typeorm';

export const NO_DEALER_RECORD = 'No dealer account found for this user.';

/** Fields other contexts copy (listings' seller contact): a change to one is announced. */
const ANNOUNCED: (keyof UpdateDealerRequest)[] = ['businessName', 'businessPhone', 'businessEmail'];

const managedBy = (row: DealerRow): ListingScope => ({
  kind: 'dealer',
  dealerId: row.id,
  userId: row.user_id,
});

/** Dealers: the public directory and profiles, the dealer's own record and dashboard, the admin's list. */
@Injectable()
export class DealerService {
  constructor(
    @InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource,
    @Inject(DEALERS_EVENTS) private readonly events: ServiceEvents,
    private readonly dealers: DealerRepository,
    private readonly applications: ApplicationRepository,
    private readonly listings: ListingProjectionRepository,
    private readonly reviews: ReviewRepository,
    private readonly logos: DealerLogos,
    @Inject(DEALERS_AUDIT) private readonly audit: AuditTrail,
  ) {}

  async directory(query: DealerDirectoryQuery): Promise<CursorPage<DealerCard>> {
    const { rows, nextCursor } = await this.dealers.directory(query);
    const ids = rows.map((row) => row.id);
    const [ratings, counts] = await Promise.all([
      this.reviews.summaries(ids),
      this.listings.activeCounts(ids),
    ]);
    return {
      items: rows.map((row) => toCard(row, ratings.get(row.id)!, counts.get(row.id) ?? 0)),
      nextCursor,
    };
  }

  async profile(id: string): Promise<DealerProfile> {
    const row = await this.dealers.findPublic(id);
    if (!row) throw new NotFoundError(DEALER_TEXTS.dealerNotFound);
    const [rating, inventory] = await Promise.all([
      this.reviews.summary(id),
      this.listings.overview(id),
    ]);
    return {
      ...toCard(row, rating, inventory.total),
      licenseNumber: row.license_number,
      status: row.status,
      isActive: row.is_active,
      createdAt: iso(row.created_at)!,
      inventory,
    };
  }

  async mine(user: AuthUser): Promise<MyDealer> {
    return this.withFigures(await this.ownRecord(user));
  }

  async updateMine(
    user: AuthUser,
    changes: UpdateDealerRequest,
    traceId?: string,
  ): Promise<MyDealer> {
    const row = await this.ownRecord(user);
    return this.withFigures(await this.update(row.id, changes, traceId));
  }

  async uploadMyLogo(user: AuthUser, filename: string, data: Buffer): Promise<MyDealer> {
    const row = await this.ownRecord(user);
    const logoUrl = await this.logos.store(filename, data);
    const updated = await this.db.transaction(async (manager) =>
      this.dealers.setLogo(manager, row.id, logoUrl),
    );
    // The application keeps showing the logo it was sent with, so that file stays.
    const application = row.application_id
      ? await this.applications.findById(row.application_id)
      : null;
    if (row.logo_url && row.logo_url !== application?.logo_url)
      await this.logos.remove(row.logo_url);
    return this.withFigures(updated!);
  }

  async adminList(query: AdminDealerListQuery): Promise<Page<AdminDealer>> {
    const { rows, total } = await this.dealers.adminList(query);
    return {
      items: await this.withFiguresAll(rows),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  async adminUpdate(
    by: AdminRequest,
    id: string,
    changes: UpdateDealerRequest,
  ): Promise<AdminDealer> {
    await this.mustExist(id);
    return this.withFigures(
      await this.update(id, changes, by.meta.requestId, (manager, before, after) =>
        this.audit.record(manager, by, {
          action: 'dealers.dealer.updated',
          target: { type: 'dealer', id },
          before: editedFields(before, changes),
          after: editedFields(after, changes),
        }),
      ),
    );
  }

  async setActive(by: AdminRequest, id: string, isActive: boolean): Promise<AdminDealer> {
    await this.mustExist(id);
    const updated = await this.db.transaction(async (manager) => {
      const before = (await this.dealers.findById(id, manager, true))!;
      const row = (await this.dealers.setState(manager, id, { isActive }))!;
      const accountActive = await this.dealers.accountActive(manager, row.user_id);
      await this.events.record(
        manager,
        'dealers.dealer.updated',
        dealerEventData(row, accountActive),
        by.meta.requestId,
      );
      await this.audit.record(manager, by, {
        action: isActive ? 'dealers.dealer.activated' : 'dealers.dealer.deactivated',
        target: { type: 'dealer', id },
        before: { isActive: before.is_active },
        after: { isActive: row.is_active },
      });
      return row;
    });
    this.events.nudge();
    return this.withFigures(updated);
  }

  async inventory(id: string): Promise<DealerInventory> {
    const row = await this.mustExist(id);
    const [items, stats] = await Promise.all([
      this.listings.inventory(managedBy(row)),
      this.listings.stats(managedBy(row)),
    ]);
    return { items, stats };
  }

  /** identity sends its standard reset e-mail to the dealer's account. */
  async requestPasswordReset(by: AdminRequest, id: string): Promise<{ message: string }> {
    const row = await this.mustExist(id);
    await this.db.transaction(async (manager) => {
      await this.events.record(
        manager,
        'dealers.dealer.password-reset-requested',
        { dealerId: row.id, userId: row.user_id, requestedBy: by.actor.id },
        by.meta.requestId,
      );
      await this.audit.record(manager, by, {
        action: 'dealers.dealer.password-reset-requested',
        target: { type: 'dealer', id },
        before: null,
        after: { userId: row.user_id },
      });
    });
    this.events.nudge();
    return { message: 'Password reset email sent successfully' };
  }

  /** `audited` records an admin's edit in the same transaction (a dealer's own edits are not admin actions). */
  private async update(
    id: string,
    changes: UpdateDealerRequest,
    traceId?: string,
    audited?: (manager: EntityManager, before: DealerRow, after: DealerRow) => Promise<void>,
  ): Promise<DealerRow> {
    const updated = await this.db.transaction(async (manager) => {
      const before = (await this.dealers.findById(id, manager, true))!;
      const row = (await this.dealers.update(manager, id, changes))!;
      await audited?.(manager, before, row);
      if (ANNOUNCED.some((field) => changes[field] !== undefined)) {
        const accountActive = await this.dealers.accountActive(manager, row.user_id);
        await this.events.record(
          manager,
          'dealers.dealer.updated',
          dealerEventData(row, accountActive),
          traceId,
        );
      }
      return row;
    });
    this.events.nudge();
    return updated;
  }

  private async ownRecord(user: AuthUser): Promise<DealerRow> {
    const row = await this.dealers.findByUserId(user.id);
    if (!row) throw new NotFoundError(NO_DEALER_RECORD);
    return row;
  }

  private async mustExist(id: string): Promise<DealerRow> {
    const row = await this.dealers.findById(id);
    if (!row) throw new NotFoundError(DEALER_TEXTS.dealerNotFound);
    return row;
  }

  private async withFigures(row: DealerRow): Promise<MyDealer> {
    return (await this.withFiguresAll([row]))[0];
  }

  /** Two queries for a whole page of dealers, not two per dealer. */
  private async withFiguresAll(rows: DealerRow[]): Promise<MyDealer[]> {
    const ids = rows.map((row) => row.id);
    const [stats, ratings] = await Promise.all([
      this.listings.dealerStats(rows.map((row) => ({ dealerId: row.id, userId: row.user_id }))),
      this.reviews.summaries(ids),
    ]);
    return rows.map((row) => ({
      ...toDealer(row),
      stats: stats.get(row.id)!,
      ...ratings.get(row.id)!,
    }));
  }
}

/** The edited fields of a dealer, in the request's names, for the audit log. */
function editedFields(row: DealerRow, changes: UpdateDealerRequest): Record<string, unknown> {
  const dealer: Record<string, unknown> = { ...toDealer(row) };
  return Object.fromEntries(Object.keys(changes).map((field) => [field, dealer[field] ?? null]));
}

function toCard(
  row: DealerRow,
  rating: { averageRating: number | null; reviewCount: number },
  totalListings: number,
): DealerCard {
  return {
    id: row.id,
    businessName: row.business_name,
    businessAddress: row.business_address,
    businessCity: row.business_city,
    businessState: row.business_state,
    businessZip: row.business_zip,
    businessPhone: row.business_phone,
    businessEmail: row.business_email,
    websiteUrl: row.website_url,
    logoUrl: row.logo_url,
    description: row.description,
    dealershipType: row.dealership_type,
    averageRating: rating.averageRating,
    reviewCount: rating.reviewCount,
    totalListings,
    memberSince: new Date(row.created_at).getUTCFullYear(),
  };
}
