import { Controller, Header, Param, Req } from '@nestjs/common';
import {
  type AdminBanner,
  type AdminLegalPage,
  type AdminNewsArticle,
  adminSiteContentRoutes,
  type FaqItem,
  type LegalPage,
  type NewsArticle,
  type NewsArticleSummary,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type PublicBanner,
  siteContentRoutes,
} from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  type RequestMeta,
  RouteBody,
  RouteQuery,
} from '@market/platform';
import type { FastifyRequest } from 'fastify';
import { BannersService } from '../services/banners.service.js';
import { MAX_BANNER_BYTES, MAX_COVER_BYTES } from '../services/content-images.js';
import { NewsService } from '../services/news.service.js';
import { SitePagesService } from '../services/site-pages.service.js';
import { articleIdParam, bannerIdParam, legalSlug, readOneImage } from './path-ids.js';

/** News, FAQ, legal pages and banners for every visitor. */
@Controller()
export class SiteContentController {
  constructor(
    private readonly news: NewsService,
    private readonly pages: SitePagesService,
    private readonly banners: BannersService,
  ) {}

  @Header('cache-control', 'public, max-age=60')
  @Endpoint(siteContentRoutes.news)
  newsList(
    @RouteQuery(siteContentRoutes.news) query: ParsedQueryOf<typeof siteContentRoutes.news>,
  ): Promise<Page<NewsArticleSummary>> {
    return this.news.list(query);
  }

  @Header('cache-control', 'public, max-age=60')
  @Endpoint(siteContentRoutes.newsArticle)
  newsArticle(@Param('id', articleIdParam) id: string): Promise<NewsArticle> {
    return this.news.get(id);
  }

  @Header('cache-control', 'public, max-age=60')
  @Endpoint(siteContentRoutes.faq)
  async faq(): Promise<{ items: FaqItem[] }> {
    return { items: await this.pages.faq() };
  }

  @Header('cache-control', 'public, max-age=60')
  @Endpoint(siteContentRoutes.page)
  async page(@Param('slug') slug: string): Promise<LegalPage> {
    const { body: _markdown, ...page } = await this.pages.page(legalSlug(slug));
    return page;
  }

  @Header('cache-control', 'public, max-age=30')
  @Endpoint(siteContentRoutes.banners)
  async activeBanners(): Promise<{ items: PublicBanner[] }> {
    return { items: await this.banners.active() };
  }

  @Endpoint(siteContentRoutes.bannerEvents)
  async bannerEvents(
    @RouteBody(siteContentRoutes.bannerEvents)
    body: ParsedBodyOf<typeof siteContentRoutes.bannerEvents>,
  ): Promise<void> {
    await this.banners.count(body);
  }
}

type Admin = typeof adminSiteContentRoutes;

/** The admin console's side of news, FAQ, legal pages and banners (every write audited). */
@Controller()
export class AdminSiteContentController {
  constructor(
    private readonly news: NewsService,
    private readonly pages: SitePagesService,
    private readonly banners: BannersService,
  ) {}

  @Endpoint(adminSiteContentRoutes.newsList)
  newsList(
    @RouteQuery(adminSiteContentRoutes.newsList) query: ParsedQueryOf<Admin['newsList']>,
  ): Promise<Page<AdminNewsArticle>> {
    return this.news.adminList(query);
  }

  @Endpoint(adminSiteContentRoutes.createNews)
  createNews(
    @CurrentUser() actor: AuthUser,
    @RouteBody(adminSiteContentRoutes.createNews) body: ParsedBodyOf<Admin['createNews']>,
    @Meta() meta: RequestMeta,
  ): Promise<AdminNewsArticle> {
    return this.news.create({ actor, meta }, body);
  }

  @Endpoint(adminSiteContentRoutes.updateNews)
  updateNews(
    @CurrentUser() actor: AuthUser,
    @Param('id', articleIdParam) id: string,
    @RouteBody(adminSiteContentRoutes.updateNews) body: ParsedBodyOf<Admin['updateNews']>,
    @Meta() meta: RequestMeta,
  ): Promise<AdminNewsArticle> {
    return this.news.update({ actor, meta }, id, body);
  }

  @Endpoint(adminSiteContentRoutes.deleteNews)
  deleteNews(
    @CurrentUser() actor: AuthUser,
    @Param('id', articleIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<void> {
    return this.news.remove({ actor, meta }, id);
  }

  @Endpoint(adminSiteContentRoutes.uploadNewsCover)
  async uploadNewsCover(
    @CurrentUser() actor: AuthUser,
    @Param('id', articleIdParam) id: string,
    @Req() request: FastifyRequest,
    @Meta() meta: RequestMeta,
  ): Promise<AdminNewsArticle> {
    const { filename, data } = await readOneImage(request, MAX_COVER_BYTES);
    return this.news.uploadCover({ actor, meta }, id, filename, data);
  }

  @Endpoint(adminSiteContentRoutes.removeNewsCover)
  removeNewsCover(
    @CurrentUser() actor: AuthUser,
    @Param('id', articleIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<AdminNewsArticle> {
    return this.news.removeCover({ actor, meta }, id);
  }

  @Endpoint(adminSiteContentRoutes.saveFaq)
  async saveFaq(
    @CurrentUser() actor: AuthUser,
    @RouteBody(adminSiteContentRoutes.saveFaq) body: ParsedBodyOf<Admin['saveFaq']>,
    @Meta() meta: RequestMeta,
  ): Promise<{ items: FaqItem[] }> {
    return { items: await this.pages.saveFaq({ actor, meta }, body) };
  }

  @Endpoint(adminSiteContentRoutes.page)
  page(@Param('slug') slug: string): Promise<AdminLegalPage> {
    return this.pages.page(legalSlug(slug));
  }

  @Endpoint(adminSiteContentRoutes.savePage)
  savePage(
    @CurrentUser() actor: AuthUser,
    @Param('slug') slug: string,
    @RouteBody(adminSiteContentRoutes.savePage) body: ParsedBodyOf<Admin['savePage']>,
    @Meta() meta: RequestMeta,
  ): Promise<AdminLegalPage> {
    return this.pages.savePage({ actor, meta }, legalSlug(slug), body);
  }

  @Endpoint(adminSiteContentRoutes.banners)
  async bannerList(): Promise<{ items: AdminBanner[] }> {
    return { items: await this.banners.list() };
  }

  @Endpoint(adminSiteContentRoutes.createBanner)
  createBanner(
    @CurrentUser() actor: AuthUser,
    @RouteBody(adminSiteContentRoutes.createBanner) body: ParsedBodyOf<Admin['createBanner']>,
    @Meta() meta: RequestMeta,
  ): Promise<AdminBanner> {
    return this.banners.create({ actor, meta }, body);
  }

  @Endpoint(adminSiteContentRoutes.updateBanner)
  updateBanner(
    @CurrentUser() actor: AuthUser,
    @Param('id', bannerIdParam) id: string,
    @RouteBody(adminSiteContentRoutes.updateBanner) body: ParsedBodyOf<Admin['updateBanner']>,
    @Meta() meta: RequestMeta,
  ): Promise<AdminBanner> {
    return this.banners.update({ actor, meta }, id, body);
  }

  @Endpoint(adminSiteContentRoutes.deleteBanner)
  deleteBanner(
    @CurrentUser() actor: AuthUser,
    @Param('id', bannerIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<void> {
    return this.banners.remove({ actor, meta }, id);
  }

  @Endpoint(adminSiteContentRoutes.uploadBannerImage)
  async uploadBannerImage(
    @CurrentUser() actor: AuthUser,
    @Param('id', bannerIdParam) id: string,
    @Req() request: FastifyRequest,
    @Meta() meta: RequestMeta,
  ): Promise<AdminBanner> {
    const { filename, data } = await readOneImage(request, MAX_BANNER_BYTES);
    return this.banners.uploadImage({ actor, meta }, id, filename, data);
  }
}
