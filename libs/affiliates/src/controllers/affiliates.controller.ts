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
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  NotFoundError,
  PLATFORM_CONFIG,
  type PlatformConfig,
  type RequestMeta,
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
    @CurrentUser() actor: AuthUser,
    @Param('id', affiliateIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<AdminAffiliate> {
    return this.affiliates.approve({ actor, meta }, id);
  }

  @Endpoint(adminAffiliateRoutes.suspend)
  suspend(
    @CurrentUser() actor: AuthUser,
    @Param('id', affiliateIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<AdminAffiliate> {
    return this.affiliates.suspend({ actor, meta }, id);
  }

  @Endpoint(adminAffiliateRoutes.reactivate)
  reactivate(
    @CurrentUser() actor: AuthUser,
    @Param('id', affiliateIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<AdminAffiliate> {
    return this.affiliates.reactivate({ actor, meta }, id);
  }

  @Endpoint(adminAffiliateRoutes.update)
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', affiliateIdParam) id: string,
    @RouteBody(adminAffiliateRoutes.update)
    body: ParsedBodyOf<typeof adminAffiliateRoutes.update>,
    @Meta() meta: RequestMeta,
  ): Promise<AdminAffiliate> {
    return this.affiliates.update({ actor, meta }, id, body);
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
    @CurrentUser() actor: AuthUser,
    @RouteBody(adminAffiliateRoutes.runPayouts)
    body: ParsedBodyOf<typeof adminAffiliateRoutes.runPayouts>,
    @Meta() meta: RequestMeta,
  ): Promise<PayoutRunResponse> {
    return this.payouts.run({ actor, meta }, body.month);
  }

  @Endpoint(adminAffiliateRoutes.exportPayouts)
  async exportPayouts(
    @CurrentUser() actor: AuthUser,
    @Param('month') month: string,
    @Meta() meta: RequestMeta,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const parsed = payoutMonthSchema.safeParse(month);
    if (!parsed.success) throw new NotFoundError('Month not found');
    const csv = await this.payouts.exportCsv({ actor, meta }, parsed.data);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="affiliate-payouts-${parsed.data}.csv"`)
      .header('cache-control', 'no-store');
    await reply.send(csv);
  }
}
