import { Inject, Injectable } from '@nestjs/common';
import {
  type ListingReport,
  type ModerationQueue,
  REPORT_RECEIVED,
  type ReportListingRequest,
  type ResolveReportRequest,
} from '@market/contracts';
import {
  type AuditTrail,
  type AuthUser,
  ConflictError,
  NotFoundError,
  type RequestMeta,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { LISTINGS_AUDIT, LISTINGS_SCHEMA } from '../listings.tokens.js';
import { ListingModerationRepository } from '../repositories/listing-moderation.repository.js';
import { ListingRepository, type ListingRecord } from '../repositories/listing.repository.js';
import { ActorResolver } from './actor-resolver.js';
import { canViewListing } from './listing-access.js';
import { ListingEventsService } from './listing-events.service.js';
import { VEHICLE_NOT_FOUND } from './listing.service.js';
import { InjectDataSource } from '@nestjs/typeorm';

export const REPORT_NOT_FOUND = 'Report not found';
const ALREADY_RESOLVED = 'This report has already been handled.';

/**
 * "Report this listing" and the admin moderation queue: reports are dismissed, or end with
 * the listing deactivated or its seller suspended (the suspension itself is identity's: the
 * admin panel deactivates the account through identity's admin route, then records it
 * here). Listings the fraud pre-screen held are approved or rejected. Every admin decision
 * is in the audit trail, in the decision's transaction.
 */
@Injectable()
export class ListingReportService {
  constructor(
    @InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource,
    @Inject(LISTINGS_AUDIT) private readonly audit: AuditTrail,
    private readonly moderation: ListingModerationRepository,
    private readonly listings: ListingRepository,
    private readonly actors: ActorResolver,
    private readonly listingEvents: ListingEventsService,
  ) {}

  async report(
    listingId: string,
    user: AuthUser | undefined,
    reporterKey: string,
    input: { reason: ReportListingRequest['reason']; details: string | null },
  ): Promise<{ id: string; message: string }> {
    const listing = await this.listings.findById(listingId);
    if (!listing || !canViewListing(await this.actors.resolveOptional(user), listing))
      throw new NotFoundError(VEHICLE_NOT_FOUND);
    const id = await this.moderation.report({
      listingId,
      reason: input.reason,
      details: input.details,
      reporterId: user?.id ?? null,
      reporterKey,
    });
    return { id, message: REPORT_RECEIVED };
  }

  async queue(status: 'open' | 'all'): Promise<ModerationQueue> {
    const [reports, flagged] = await Promise.all([
      this.moderation.reports(status),
      this.moderation.flagged(),
    ]);
    return { reports, flagged };
  }

  async resolve(
    admin: AuthUser,
    id: string,
    { action }: ResolveReportRequest,
    meta: RequestMeta,
  ): Promise<ListingReport> {
    await this.db.transaction(async (manager) => {
      const report = await this.moderation.findReport(manager, id, { lock: true });
      if (!report) throw new NotFoundError(REPORT_NOT_FOUND);
      if (report.status !== 'open') throw new ConflictError(ALREADY_RESOLVED);
      const status =
        action === 'dismiss'
          ? 'dismissed'
          : action === 'deactivate_listing'
            ? 'listing_deactivated'
            : 'seller_suspended';
      if (action === 'deactivate_listing')
        await this.setStatus(manager, report.listingId, 'inactive', meta);
      await this.moderation.resolve(manager, report, status, admin.id, action !== 'dismiss');
      await this.audit.record(
        manager,
        { actor: admin, meta },
        {
          action: `listings.report.${action === 'dismiss' ? 'dismissed' : action === 'deactivate_listing' ? 'listing-deactivated' : 'seller-suspended'}`,
          target: { type: 'listing-report', id: report.id },
          before: { status: report.status, listingId: report.listingId, sellerId: report.sellerId },
          after: { status },
        },
      );
    });
    this.listingEvents.nudge();
    return (await this.moderation.findReport(this.db.manager, id))!;
  }

  async decideFlagged(
    admin: AuthUser,
    listingId: string,
    decision: 'approve' | 'reject',
    meta: RequestMeta,
  ): Promise<{ listingId: string; status: string }> {
    const status = await this.db.transaction(async (manager) => {
      const held = await this.moderation.moderationOf(listingId, manager);
      const listing = await this.listings.findById(listingId, manager, { lock: true });
      if (!listing || !held) throw new NotFoundError('No held listing with this id');
      if (listing.status !== 'pending')
        throw new ConflictError('This listing is no longer waiting for review.');
      const next = decision === 'approve' ? 'active' : 'inactive';
      await this.moderation.setHold(manager, listingId, null);
      await this.setStatus(manager, listingId, next, meta, listing);
      await this.audit.record(
        manager,
        { actor: admin, meta },
        {
          action:
            decision === 'approve'
              ? 'listings.listing.hold-approved'
              : 'listings.listing.hold-rejected',
          target: { type: 'listing', id: listingId },
          before: { status: listing.status, reasons: held.reasons },
          after: { status: next },
        },
      );
      return next;
    });
    this.listingEvents.nudge();
    return { listingId, status };
  }

  private async setStatus(
    manager: EntityManager,
    listingId: string,
    status: 'active' | 'inactive',
    meta: RequestMeta,
    locked?: ListingRecord,
  ): Promise<void> {
    const current = locked ?? (await this.listings.findById(listingId, manager, { lock: true }));
    if (!current || current.status === status) return;
    const updated = await this.listings.update(manager, listingId, { status });
    await this.listingEvents.changed(
      manager,
      updated,
      { kind: 'status-changed', previousStatus: current.status },
      meta.requestId,
    );
  }
}
