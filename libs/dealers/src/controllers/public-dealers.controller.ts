import { Controller, Param, Req, Res } from '@nestjs/common';
import {
  dealerApplicationRoutes,
  type DealerApplicationSubmitted,
  type DealerProfile,
  type DealerReview,
  type DealerReviewsPage,
  dealerRoutes,
  type LogoUploaded,
  type MessageAccepted,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  type RequestMeta,
  RouteBody,
  RouteQuery,
  sendImmutableFile,
} from '@market/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApplicationConfirmationService } from '../services/application-confirmation.service.js';
import { ApplicationService } from '../services/application.service.js';
import { ContactService } from '../services/contact.service.js';
import { DealerLogos } from '../services/dealer-logos.js';
import { DealerService } from '../services/dealer.service.js';
import { ReviewService } from '../services/review.service.js';
import { dealerIdParam, messagedDealerIdParam } from './path-ids.js';
import { readLogo } from './uploads.js';

/** POST /api/dealer-applications and its logo upload: open to everyone. */
@Controller()
export class DealerApplicationsController {
  constructor(
    private readonly applications: ApplicationService,
    private readonly logos: DealerLogos,
    private readonly confirmation: ApplicationConfirmationService,
  ) {}

  /** Signed in as the account of the application's e-mail, the application needs no further confirmation. */
  @Endpoint(dealerApplicationRoutes.submit)
  submit(
    @CurrentUser() user: AuthUser | undefined,
    @RouteBody(dealerApplicationRoutes.submit)
    body: ParsedBodyOf<typeof dealerApplicationRoutes.submit>,
    @Meta() meta: RequestMeta,
  ): Promise<DealerApplicationSubmitted> {
    return this.applications.submit(body, user, meta.requestId);
  }

  /** The link mailed to an existing account whose e-mail an application names. */
  @Endpoint(dealerApplicationRoutes.confirm)
  confirm(
    @RouteBody(dealerApplicationRoutes.confirm)
    body: ParsedBodyOf<typeof dealerApplicationRoutes.confirm>,
  ): Promise<{ message: string }> {
    return this.confirmation.confirm(body.token);
  }

  @Endpoint(dealerApplicationRoutes.uploadLogo)
  async uploadLogo(@Req() request: FastifyRequest): Promise<LogoUploaded> {
    const { filename, data } = await readLogo(request);
    return { logoUrl: await this.logos.store(filename, data) };
  }
}

/** The public directory, profiles, reviews and the Send Message dialog. */
@Controller()
export class DealersController {
  constructor(
    private readonly dealers: DealerService,
    private readonly reviews: ReviewService,
    private readonly contact: ContactService,
    private readonly logos: DealerLogos,
  ) {}

  @Endpoint(dealerRoutes.directory)
  directory(
    @RouteQuery(dealerRoutes.directory) query: ParsedQueryOf<typeof dealerRoutes.directory>,
  ) {
    return this.dealers.directory(query);
  }

  @Endpoint(dealerRoutes.logo)
  async logo(
    @Param('version') version: string,
    @Param('file') name: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // An SVG logo is shown as an image, never run as a page.
    await sendImmutableFile(reply, await this.logos.file(version, name), {
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  }

  @Endpoint(dealerRoutes.profile)
  profile(@Param('id', dealerIdParam) id: string): Promise<DealerProfile> {
    return this.dealers.profile(id);
  }

  @Endpoint(dealerRoutes.reviews)
  reviewsOf(
    @Param('id', dealerIdParam) id: string,
    @RouteQuery(dealerRoutes.reviews) query: ParsedQueryOf<typeof dealerRoutes.reviews>,
  ): Promise<DealerReviewsPage> {
    return this.reviews.approved(id, query.cursor, query.limit);
  }

  @Endpoint(dealerRoutes.createReview)
  review(
    @CurrentUser() user: AuthUser,
    @Param('id', dealerIdParam) id: string,
    @RouteBody(dealerRoutes.createReview) body: ParsedBodyOf<typeof dealerRoutes.createReview>,
  ): Promise<DealerReview> {
    return this.reviews.create(user, id, body);
  }

  @Endpoint(dealerRoutes.message)
  message(
    @CurrentUser() user: AuthUser | undefined,
    @Param('id', messagedDealerIdParam) id: string,
    @RouteBody(dealerRoutes.message) body: ParsedBodyOf<typeof dealerRoutes.message>,
    @Meta() meta: RequestMeta,
  ): Promise<MessageAccepted> {
    return this.contact.messageDealer(id, body, user, meta.requestId);
  }
}
