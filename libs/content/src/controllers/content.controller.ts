import { Controller, Header, Param, Query, Req, Res } from '@nestjs/common';
import {
  adminContentRoutes,
  contentRoutes,
  type HeroSection,
  type ParsedBodyOf,
  type SiteSettings,
  type VehicleCategory,
  vehicleCategorySchema,
} from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  readUploadedFiles,
  type RequestMeta,
  RouteBody,
  sendImmutableFile,
  type UploadedFile,
  ValidationError,
} from '@market/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_HERO_BYTES } from '../services/content-images.js';
import { ContentService } from '../services/content.service.js';

function category(value: string | undefined): VehicleCategory {
  const parsed = vehicleCategorySchema.safeParse(value ?? 'cars');
  if (!parsed.success)
    throw new ValidationError('Unknown vehicle category: use cars, motorcycles or trucks.');
  return parsed.data;
}

/** One image from the multipart field `file`, at most `maxBytes`. */
async function readImage(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  const [image] = await readUploadedFiles(request, {
    maxBytes,
    maxFiles: 1,
    notMultipart: 'Send the image as multipart/form-data in the field "file".',
    noFile: 'Please choose an image to upload.',
    tooMany: 'Please upload one image at a time.',
  });
  return image;
}

/** Public reads for every page: site settings, the active hero, stored files. */
@Controller()
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Header('cache-control', 'public, max-age=30')
  @Endpoint(contentRoutes.settings)
  settings(): Promise<SiteSettings> {
    return this.content.settings();
  }

  @Header('cache-control', 'public, max-age=30')
  @Endpoint(contentRoutes.hero)
  async hero(@Query('category') value: string | undefined): Promise<{ hero: HeroSection | null }> {
    return { hero: await this.content.activeHero(category(value)) };
  }

  @Endpoint(contentRoutes.file)
  async file(
    @Param('folder') folder: string,
    @Param('version') version: string,
    @Param('file') name: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const stored = await this.content.file(folder, version, name);
    // An SVG logo is shown as an image, never run as a page.
    await sendImmutableFile(reply, stored, {
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  }
}

/** The admin console's side: settings, logo and hero sections. */
@Controller()
export class AdminContentController {
  constructor(private readonly content: ContentService) {}

  /** The settings form's read. */
  @Endpoint(adminContentRoutes.settings)
  settings(): Promise<SiteSettings> {
    return this.content.settings();
  }

  @Endpoint(adminContentRoutes.updateSettings)
  updateSettings(
    @CurrentUser() actor: AuthUser,
    @RouteBody(adminContentRoutes.updateSettings)
    body: ParsedBodyOf<typeof adminContentRoutes.updateSettings>,
    @Meta() meta: RequestMeta,
  ): Promise<SiteSettings> {
    return this.content.updateSettings({ actor, meta }, body);
  }

  @Endpoint(adminContentRoutes.uploadLogo)
  async uploadLogo(
    @CurrentUser() actor: AuthUser,
    @Req() request: FastifyRequest,
    @Meta() meta: RequestMeta,
  ): Promise<SiteSettings> {
    // 5 MB is the logo limit; read one byte more so a larger file is named, not cut.
    const { filename, data } = await readImage(request, 5 * 1024 * 1024);
    return this.content.uploadLogo({ actor, meta }, filename, data);
  }

  @Endpoint(adminContentRoutes.removeLogo)
  removeLogo(@CurrentUser() actor: AuthUser, @Meta() meta: RequestMeta): Promise<SiteSettings> {
    return this.content.removeLogo({ actor, meta });
  }

  @Endpoint(adminContentRoutes.heroes)
  async heroes(): Promise<{ items: HeroSection[] }> {
    return { items: await this.content.heroes() };
  }

  @Endpoint(adminContentRoutes.updateHero)
  updateHero(
    @CurrentUser() actor: AuthUser,
    @Param('category') value: string,
    @RouteBody(adminContentRoutes.updateHero)
    body: ParsedBodyOf<typeof adminContentRoutes.updateHero>,
    @Meta() meta: RequestMeta,
  ): Promise<HeroSection> {
    return this.content.updateHero({ actor, meta }, category(value), body);
  }

  @Endpoint(adminContentRoutes.uploadHeroImage)
  async uploadHeroImage(
    @CurrentUser() actor: AuthUser,
    @Param('category') value: string,
    @Req() request: FastifyRequest,
    @Meta() meta: RequestMeta,
  ): Promise<HeroSection> {
    const chosen = category(value);
    const { filename, data } = await readImage(request, MAX_HERO_BYTES);
    return this.content.uploadHeroImage({ actor, meta }, chosen, filename, data);
  }

  @Endpoint(adminContentRoutes.removeHeroImage)
  removeHeroImage(
    @CurrentUser() actor: AuthUser,
    @Param('category') value: string,
    @Meta() meta: RequestMeta,
  ): Promise<HeroSection> {
    return this.content.removeHeroImage({ actor, meta }, category(value));
  }
}
