import { createHash } from 'node:crypto';
import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import {
  type ListingReport,
  listingReportRoutes,
  type ModerationQueue,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  NotFoundError,
  type RequestMeta,
  RouteBody,
  RouteQuery,
} from '@market/platform';
import { REPORT_NOT_FOUND, ListingReportService } from '../services/listing-report.service.js';
import { listingIdParam } from './path-ids.js';

const reportIdParam = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundError(REPORT_NOT_FOUND),
});

/** "Report this listing" (anyone; the gateway limits it per address) and the admin moderation queue. */
@Controller()
export class ListingReportsController {
  constructor(private readonly reports: ListingReportService) {}

  @Endpoint(listingReportRoutes.report)
  report(
    @Param('id', listingIdParam) id: string,
    @CurrentUser() user: AuthUser | undefined,
    @RouteBody(listingReportRoutes.report) body: ParsedBodyOf<typeof listingReportRoutes.report>,
    @Meta() meta: RequestMeta,
  ): Promise<{ id: string; message: string }> {
    // One open report per reporter and listing: the user, else the address and browser.
    const reporterKey = user
      ? `user:${user.id}`
      : `anon:${createHash('sha256')
          .update(`${meta.ip ?? ''}|${meta.userAgent ?? ''}`)
          .digest('base64url')
          .slice(0, 32)}`;
    return this.reports.report(id, user, reporterKey, body);
  }

  @Endpoint(listingReportRoutes.queue)
  queue(
    @RouteQuery(listingReportRoutes.queue) query: ParsedQueryOf<typeof listingReportRoutes.queue>,
  ): Promise<ModerationQueue> {
    return this.reports.queue(query.status);
  }

  @Endpoint(listingReportRoutes.resolve)
  resolve(
    @CurrentUser() admin: AuthUser,
    @Param('id', reportIdParam) id: string,
    @RouteBody(listingReportRoutes.resolve) body: ParsedBodyOf<typeof listingReportRoutes.resolve>,
    @Meta() meta: RequestMeta,
  ): Promise<ListingReport> {
    return this.reports.resolve(admin, id, body, meta);
  }

  @Endpoint(listingReportRoutes.decideFlagged)
  decideFlagged(
    @CurrentUser() admin: AuthUser,
    @Param('id', listingIdParam) id: string,
    @RouteBody(listingReportRoutes.decideFlagged)
    body: ParsedBodyOf<typeof listingReportRoutes.decideFlagged>,
    @Meta() meta: RequestMeta,
  ): Promise<{ listingId: string; status: string }> {
    return this.reports.decideFlagged(admin, id, body.decision, meta);
  }
}
