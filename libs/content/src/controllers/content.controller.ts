import { Controller, Header, Param, Req, Res } from '@nestjs/common';
import {
  adminContentRoutes,
  contentRoutes,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type VehicleCategory,
  vehicleCategorySchema,
} from '@market/contracts';
import {
  Endpoint,
  readUploadedFiles,
  RouteBody,
  RouteQuery,
  sendImmutableFile,
  type UploadedFile,
  ValidationError,
} from '@market/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_HERO_BYTES } from '../services/content-images.js';
import { ContentService } from '../services/content.service.js';

/** The category of an admin path: an unknown one is a bad request, not a missing page. */
function category(value: string): VehicleCategory {
  const parsed = vehicleCategorySchema.safeParse(value);
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

  @Endpoint(contentRoutes.settings)
  @Header('cache-control', 'public, max-age=30')
  settings() {
    return this.content.settings();
  }

  @Endpoint(contentRoutes.hero)
  @Header('cache-control', 'public, max-age=30')
  async hero(@RouteQuery(contentRoutes.hero) query: ParsedQueryOf<typeof contentRoutes.hero>) {
    return { hero: await this.content.activeHero(query.category) };
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

  @Endpoint(adminContentRoutes.updateSettings)
  updateSettings(
    @RouteBody(adminContentRoutes.updateSettings)
    body: ParsedBodyOf<typeof adminContentRoutes.updateSettings>,
  ) {
    return this.content.updateSettings(body);
  }

  @Endpoint(adminContentRoutes.uploadLogo)
  async uploadLogo(@Req() request: FastifyRequest) {
    // 5 MB is the logo limit; read one byte more so a larger file is named, not cut.
    const { filename, data } = await readImage(request, 5 * 1024 * 1024);
    return this.content.uploadLogo(filename, data);
  }

  @Endpoint(adminContentRoutes.removeLogo)
  removeLogo() {
    return this.content.removeLogo();
  }

  @Endpoint(adminContentRoutes.heroes)
  async heroes() {
    return { items: await this.content.heroes() };
  }

  @Endpoint(adminContentRoutes.updateHero)
  updateHero(
    @Param('category') value: string,
    @RouteBody(adminContentRoutes.updateHero)
    body: ParsedBodyOf<typeof adminContentRoutes.updateHero>,
  ) {
    return this.content.updateHero(category(value), body);
  }

  @Endpoint(adminContentRoutes.uploadHeroImage)
  async uploadHeroImage(@Param('category') value: string, @Req() request: FastifyRequest) {
    const chosen = category(value);
    const { filename, data } = await readImage(request, MAX_HERO_BYTES);
    return this.content.uploadHeroImage(chosen, filename, data);
  }

  @Endpoint(adminContentRoutes.removeHeroImage)
  removeHeroImage(@Param('category') value: string) {
    return this.content.removeHeroImage(category(value));
  }
}
