import { Controller, Inject, Param, ParseUUIDPipe, Req, Res } from '@nestjs/common';
import {
  type AdminAffiliate,
  type AdminAffiliatePage,
  type AffiliateApplicationResponse,
  type AffiliateReferralPage,
  adminAffiliateRoutes,
  affiliateRoutes,
  type AffiliateBannerSize,
  affiliateBannerSizeSchema,
  myAffiliateRoutes,
  type MyAffiliateResponse,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type PayoutRunResponse,
  payoutMonthSchema,
  parseReferralCookie,
  REFERRAL_COOKIE_NAME,
  referralCookieValue,
} from '@market/contracts';
import {
  ActingAdmin,
  type AdminRequest,
  type AuthUser,
  CurrentUser,
  Endpoint,
  NotFoundError,
  PLATFORM_CONFIG,
  type PlatformConfig,
  RouteBody,
  RouteQuery,
} from '@market/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AffiliatesService } from '../services/affiliates.service.js';
import { bannerSvg } from '../services/banners.js';
import { PayoutsService } from '../services/payouts.service.js';
import { REFERRAL_WINDOW_MS, ReferralsService } from '../services/referrals.service.js';

const affiliateIdParam = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundError('Affiliate not found'),
});

/** The public side: apply, track a referral visit, the banners; and the affiliate's own dashboard. */
@Controller()
export class AffiliatesController {
  private readonly secureCookies: boolean;
  private readonly siteName: string;

  constructor(
    private readonly affiliates: AffiliatesService,
    private readonly referrals: ReferralsService,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
  ) {
    this.secureCookies = config.PUBLIC_URL.startsWith('https:');
    this.siteName = config.SITE_NAME;
  }

  @Endpoint(affiliateRoutes.apply)
  apply(
    @CurrentUser() user: AuthUser | undefined,
    @RouteBody(affiliateRoutes.apply) body: ParsedBodyOf<typeof affiliateRoutes.apply>,
  ): Promise<AffiliateApplicationResponse> {
    return this.affiliates.submitApplication(user, body);
  }

  /** SPEC.md §9: a first-party cookie of 30 days; its value carries the visit's time for the server's check. */
  @Endpoint(affiliateRoutes.track)
  async track(
    @RouteBody(affiliateRoutes.track) body: ParsedBodyOf<typeof affiliateRoutes.track>,
    @Req() request: FastifyRequest & { cookies?: Record<string, string | undefined> },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ code: string; expiresAt: string }> {
    const previous = parseReferralCookie(request.cookies?.[REFERRAL_COOKIE_NAME]);
    const tracked = await this.referrals.track(body.code, previous);
    (reply as FastifyReply & { setCookie: Function }).setCookie(
      REFERRAL_COOKIE_NAME,
      referralCookieValue(tracked.code, tracked.issuedAt),
      {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.secureCookies,
        path: '/',
        maxAge: Math.floor(REFERRAL_WINDOW_MS / 1000),
      },
    );
    return { code: tracked.code, expiresAt: tracked.expiresAt.toISOString() };
  }

  @Endpoint(affiliateRoutes.banner)
  async banner(
    @Param('size') size: string,
    @RouteQuery(affiliateRoutes.banner) query: ParsedQueryOf<typeof affiliateRoutes.banner>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const parsed = affiliateBannerSizeSchema.safeParse(size);
    if (!parsed.success) throw new NotFoundError('Banner size not found');
    const link = query.code ? await this.affiliates.activeLink(query.code) : null;
    const svg = bannerSvg(parsed.data as AffiliateBannerSize, this.siteName, link);
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', query.code ? 'private, max-age=300' : 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (query.download === '1')
      reply.header(
        'content-disposition',
        `attachment; filename="${this.siteName.replace(/[^A-Za-z0-9-]+/g, '-').toLowerCase()}-banner-${parsed.data}.svg"`,
      );
    await reply.send(svg);
  }

  @Endpoint(myAffiliateRoutes.get)
  async mine(@CurrentUser() user: AuthUser): Promise<MyAffiliateResponse> {
    return { affiliate: await this.affiliates.mine(user) };
  }

  @Endpoint(myAffiliateRoutes.referrals)
  myReferrals(
    @CurrentUser() user: AuthUser,
    @RouteQuery(myAffiliateRoutes.referrals)
    query: ParsedQueryOf<typeof myAffiliateRoutes.referrals>,
  ): Promise<AffiliateReferralPage> {
    return this.referrals.mine(user.id, query);
  }
}

/** The admin console's affiliates and payments tabs. */
@Controller()
export class AdminAffiliatesController {
  constructor(
    private readonly affiliates: AffiliatesService,
    private readonly referrals: ReferralsService,
    private readonly payouts: PayoutsService,
  ) {}

  @Endpoint(adminAffiliateRoutes.list)
  list(
    @RouteQuery(adminAffiliateRoutes.list) query: ParsedQueryOf<typeof adminAffiliateRoutes.list>,
  ): Promise<AdminAffiliatePage> {
    return this.affiliates.list(query);
  }

  @Endpoint(adminAffiliateRoutes.approve)
  approve(
    @ActingAdmin() by: AdminRequest,
    @Param('id', affiliateIdParam) id: string,
  ): Promise<AdminAffiliate> {
    return this.affiliates.approve(by, id);
  }

  @Endpoint(adminAffiliateRoutes.suspend)
  suspend(
    @ActingAdmin() by: AdminRequest,
    @Param('id', affiliateIdParam) id: string,
  ): Promise<AdminAffiliate> {
    return this.affiliates.suspend(by, id);
  }

  @Endpoint(adminAffiliateRoutes.reactivate)
  reactivate(
    @ActingAdmin() by: AdminRequest,
    @Param('id', affiliateIdParam) id: string,
  ): Promise<AdminAffiliate> {
    return this.affiliates.reactivate(by, id);
  }

  @Endpoint(adminAffiliateRoutes.update)
  update(
    @ActingAdmin() by: AdminRequest,
    @Param('id', affiliateIdParam) id: string,
    @RouteBody(adminAffiliateRoutes.update)
    body: ParsedBodyOf<typeof adminAffiliateRoutes.update>,
  ): Promise<AdminAffiliate> {
    return this.affiliates.update(by, id, body);
  }

  @Endpoint(adminAffiliateRoutes.referrals)
  referralList(
    @RouteQuery(adminAffiliateRoutes.referrals)
    query: ParsedQueryOf<typeof adminAffiliateRoutes.referrals>,
  ) {
    return this.referrals.adminList(query);
  }

  @Endpoint(adminAffiliateRoutes.payments)
  payments(
    @RouteQuery(adminAffiliateRoutes.payments)
    query: ParsedQueryOf<typeof adminAffiliateRoutes.payments>,
  ) {
    return this.payouts.list(query);
  }

  @Endpoint(adminAffiliateRoutes.runPayouts)
  runPayouts(
    @ActingAdmin() by: AdminRequest,
    @RouteBody(adminAffiliateRoutes.runPayouts)
    body: ParsedBodyOf<typeof adminAffiliateRoutes.runPayouts>,
  ): Promise<PayoutRunResponse> {
    return this.payouts.run(by, body.month);
  }

  @Endpoint(adminAffiliateRoutes.exportPayouts)
  async exportPayouts(
    @ActingAdmin() by: AdminRequest,
    @Param('month') month: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const parsed = payoutMonthSchema.safeParse(month);
    if (!parsed.success) throw new NotFoundError('Month not found');
    const csv = await this.payouts.exportCsv(by, parsed.data);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="affiliate-payouts-${parsed.data}.csv"`)
      .header('cache-control', 'no-store');
    await reply.send(csv);
  }
}
