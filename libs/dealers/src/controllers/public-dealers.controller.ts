import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  confirmApplicationRequestSchema,
  createDealerReviewRequestSchema,
  type CursorPage,
  type DealerApplicationSubmitted,
  dealerApplicationRequestSchema,
  type DealerCard,
  dealerDirectoryQuerySchema,
  dealerMessageRequestSchema,
  type DealerProfile,
  type DealerReview,
  type DealerReviewsPage,
  dealerReviewsQuerySchema,
  type LogoUploaded,
  type MessageAccepted,
} from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Meta,
  OptionalUser,
  type RequestMeta,
  sendImmutableFile,
  SignedIn,
  ZodPipe,
} from '@market/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApplicationConfirmationService } from '../services/application-confirmation.service.js';
import { ApplicationService } from '../services/application.service.js';
import { ContactService } from '../services/contact.service.js';
import { DealerLogos } from '../services/dealer-logos.js';
import { DealerService } from '../services/dealer.service.js';
import { ReviewService } from '../services/review.service.js';
import { dealerIdParam, messagedDealerIdParam } from './path-ids.js';
import { readLogo } from './uploads.js';

/** POST /api/dealer-applications and its logo upload: open to everyone. */
@Controller('dealer-applications')
export class DealerApplicationsController {
  constructor(
    private readonly applications: ApplicationService,
    private readonly logos: DealerLogos,
    private readonly confirmation: ApplicationConfirmationService,
  ) {}

  /** Signed in as the account of the application's e-mail, the application needs no further confirmation. */
  @Post()
  @HttpCode(201)
  @OptionalUser()
  submit(
    @CurrentUser() user: AuthUser | undefined,
    @Body(new ZodPipe(dealerApplicationRequestSchema, 'application')) body: z.infer<typeof dealerApplicationRequestSchema>,
    @Meta() meta: RequestMeta,
  ): Promise<DealerApplicationSubmitted> {
    return this.applications.submit(body, user, meta.requestId);
  }

  /** The link mailed to an existing account whose e-mail an application names. */
  @Post('confirm')
  @HttpCode(200)
  confirm(
    @Body(new ZodPipe(confirmApplicationRequestSchema)) body: z.infer<typeof confirmApplicationRequestSchema>,
  ): Promise<{ message: string }> {
    return this.confirmation.confirm(body.token);
  }

  @Post('logo')
  @HttpCode(201)
  async uploadLogo(@Req() request: FastifyRequest): Promise<LogoUploaded> {
    const { filename, data } = await readLogo(request);
    return { logoUrl: await this.logos.store(filename, data) };
  }
}

/** The public directory, profiles, reviews and the Send Message dialog. */
@Controller('dealers')
export class DealersController {
  constructor(
    private readonly dealers: DealerService,
    private readonly reviews: ReviewService,
    private readonly contact: ContactService,
    private readonly logos: DealerLogos,
  ) {}

  @Get()
  directory(@Query(new ZodPipe(dealerDirectoryQuerySchema, 'query')) query: z.infer<typeof dealerDirectoryQuerySchema>): Promise<CursorPage<DealerCard>> {
    return this.dealers.directory(query);
  }

  @Get('logos/:version/:file')
  async logo(@Param('version') version: string, @Param('file') name: string, @Res() reply: FastifyReply): Promise<void> {
    // An SVG logo is shown as an image, never run as a page.
    await sendImmutableFile(reply, await this.logos.file(version, name), {
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  }

  @Get(':id')
  profile(@Param('id', dealerIdParam) id: string): Promise<DealerProfile> {
    return this.dealers.profile(id);
  }

  @Get(':id/reviews')
  reviewsOf(
    @Param('id', dealerIdParam) id: string,
    @Query(new ZodPipe(dealerReviewsQuerySchema, 'query')) query: z.infer<typeof dealerReviewsQuerySchema>,
  ): Promise<DealerReviewsPage> {
    return this.reviews.approved(id, query.cursor, query.limit);
  }

  @Post(':id/reviews')
  @SignedIn()
  @HttpCode(201)
  review(
    @CurrentUser() user: AuthUser,
    @Param('id', dealerIdParam) id: string,
    @Body(new ZodPipe(createDealerReviewRequestSchema, 'review')) body: z.infer<typeof createDealerReviewRequestSchema>,
  ): Promise<DealerReview> {
    return this.reviews.create(user, id, body);
  }

  @Post(':id/messages')
  @OptionalUser()
  @HttpCode(202)
  message(
    @CurrentUser() user: AuthUser | undefined,
    @Param('id', messagedDealerIdParam) id: string,
    @Body(new ZodPipe(dealerMessageRequestSchema, 'message')) body: z.infer<typeof dealerMessageRequestSchema>,
    @Meta() meta: RequestMeta,
  ): Promise<MessageAccepted> {
    return this.contact.messageDealer(id, body, user, meta.requestId);
  }
}
