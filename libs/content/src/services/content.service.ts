import { execute, queryRows } from '@market/platform';
import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DEFAULT_HERO_TITLES,
  type HeroSection,
  type SiteSettings,
  type UpdateSiteSettings,
  updateHeroSectionSchema,
  updateSiteSettingsSchema,
  type VehicleCategory,
  withHttps,
  vehicleCategorySchema,
} from '@market/contracts';
import {
  type AdminRequest,
  AuditTrail,
  NotFoundError,
  OBJECT_STORAGE,
  type ObjectStorage,
  PLATFORM_CONFIG,
  type PlatformConfig,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { CONTENT_AUDIT, CONTENT_SCHEMA } from '../content.tokens.js';
import { processHeroImage, processLogo, type StoredImage } from './content-images.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** Settings are read on every page view; they change rarely, so they are kept this long. */
const SETTINGS_TTL_MS = 30_000;
const SettingKey = z.enum([
  'site_name',
  'contact_email',
  'contact_phone',
  'facebook_url',
  'twitter_url',
  'instagram_url',
  'youtube_url',
  'logo_file',
]);
type SettingKey = z.infer<typeof SettingKey>;

export const CONTENT_FOLDERS = [
  'logo',
  'hero-cars',
  'hero-motorcycles',
  'hero-trucks',
  'news',
  'banners',
] as const;

const HeroRow = z.object({
  category: vehicleCategorySchema,
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  image_prefix: z.string().nullable(),
  is_active: z.boolean(),
});
type HeroRow = z.infer<typeof HeroRow>;

/**
 * The content the home pages need: site settings with the logo, and a hero section per
 * category with its background image, stored through the object-storage port.
 */
@Injectable()
export class ContentService {
  private readonly logger = new Logger('content');
  private settingsCache: { value: SiteSettings; until: number } | null = null;
  /** Bumped by every write, so a read that began before it never caches what it saw. */
  private settingsGeneration = 0;
  private readonly filesBase: string;

  constructor(
    @InjectDataSource(CONTENT_SCHEMA) private readonly db: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(CONTENT_AUDIT) private readonly audit: AuditTrail,
  ) {
    this.filesBase = config.MEDIA_PUBLIC_URL
      ? `${config.MEDIA_PUBLIC_URL.replace(/\/+$/, '')}/content`
      : '/api/content/files';
  }

  async settings(): Promise<SiteSettings> {
    if (this.settingsCache && this.settingsCache.until > Date.now())
      return this.settingsCache.value;
    const generation = this.settingsGeneration;
    const rows = await queryRows(
      this.db,
      `SELECT setting_key, setting_value FROM site_settings`,
      [],
      z.object({
        setting_key: SettingKey,
        setting_value: z.string().nullable(),
      }),
    );
    const stored = new Map(rows.map((row) => [row.setting_key, row.setting_value]));
    const value: SiteSettings = {
      siteName: stored.get('site_name') ?? this.config.SITE_NAME,
      contactEmail: stored.get('contact_email') ?? null,
      contactPhone: stored.get('contact_phone') ?? null,
      // Links saved before the rule existed get it on the way out too (SPEC.md §5).
      facebookUrl: withHttps(stored.get('facebook_url')),
      twitterUrl: withHttps(stored.get('twitter_url')),
      instagramUrl: withHttps(stored.get('instagram_url')),
      youtubeUrl: withHttps(stored.get('youtube_url')),
      logoUrl: stored.get('logo_file') ? this.fileUrl(stored.get('logo_file')!) : null,
    };
    if (generation === this.settingsGeneration)
      this.settingsCache = { value, until: Date.now() + SETTINGS_TTL_MS };
    return value;
  }

  async updateSettings(
    by: AdminRequest,
    input: z.infer<typeof updateSiteSettingsSchema>,
  ): Promise<SiteSettings> {
    await this.write(by, 'content.settings.updated', {
      site_name: input.siteName,
      contact_email: input.contactEmail,
      contact_phone: input.contactPhone,
      facebook_url: input.facebookUrl,
      twitter_url: input.twitterUrl,
      instagram_url: input.instagramUrl,
      youtube_url: input.youtubeUrl,
    });
    return this.settings();
  }

  async uploadLogo(by: AdminRequest, filename: string, data: Buffer): Promise<SiteSettings> {
    const stored = await this.store('logo', await processLogo(filename, data));
    const previous = (await this.settings()).logoUrl ? await this.setting('logo_file') : null;
    await this.write(by, 'content.logo.uploaded', { logo_file: stored[0] });
    if (previous) await this.removeFiles([previous]);
    return this.settings();
  }

  async removeLogo(by: AdminRequest): Promise<SiteSettings> {
    const previous = await this.setting('logo_file');
    await this.write(by, 'content.logo.removed', { logo_file: null });
    if (previous) await this.removeFiles([previous]);
    return this.settings();
  }

  /** The active hero of a category for the home page, or null. */
  async activeHero(category: VehicleCategory): Promise<HeroSection | null> {
    const hero = await this.hero(category);
    return hero.isActive ? hero : null;
  }

  async heroes(): Promise<HeroSection[]> {
    return Promise.all(
      (['cars', 'motorcycles', 'trucks'] as const).map((category) => this.hero(category)),
    );
  }

  async updateHero(
    by: AdminRequest,
    category: VehicleCategory,
    input: z.infer<typeof updateHeroSectionSchema>,
  ): Promise<HeroSection> {
    await this.db.transaction(async (manager) => {
      const before = await this.heroRow(manager, category);
      await execute(
        manager,
        `INSERT INTO hero_sections (category, title, subtitle, is_active) VALUES ($1, $2, $3, $4)
         ON CONFLICT (category) DO UPDATE SET title = EXCLUDED.title, subtitle = EXCLUDED.subtitle,
           is_active = EXCLUDED.is_active, updated_at = now()`,
        [category, input.title, input.subtitle, input.isActive],
      );
      await this.audit.record(manager, by, {
        action: 'content.hero.updated',
        target: { type: 'hero_section', id: category },
        before: before && {
          title: before.title,
          subtitle: before.subtitle,
          isActive: before.is_active,
        },
        after: { title: input.title, subtitle: input.subtitle, isActive: input.isActive },
      });
    });
    return this.hero(category);
  }

  async uploadHeroImage(
    by: AdminRequest,
    category: VehicleCategory,
    filename: string,
    data: Buffer,
  ): Promise<HeroSection> {
    const [full] = await this.store(`hero-${category}`, await processHeroImage(filename, data));
    const prefix = full.slice(0, full.lastIndexOf('/'));
    const previous = await this.db.transaction(async (manager) => {
      const before = await this.heroRow(manager, category);
      await execute(
        manager,
        `INSERT INTO hero_sections (category, image_prefix) VALUES ($1, $2)
         ON CONFLICT (category) DO UPDATE SET image_prefix = EXCLUDED.image_prefix, updated_at = now()`,
        [category, prefix],
      );
      await this.audit.record(manager, by, {
        action: 'content.hero-image.uploaded',
        target: { type: 'hero_section', id: category },
        before: { image: before?.image_prefix ?? null },
        after: { image: prefix, filename },
      });
      return before?.image_prefix ?? null;
    });
    if (previous) await this.removeFiles(heroFiles(previous));
    return this.hero(category);
  }

  async removeHeroImage(by: AdminRequest, category: VehicleCategory): Promise<HeroSection> {
    const previous = await this.db.transaction(async (manager) => {
      const before = await this.heroRow(manager, category);
      await execute(
        manager,
        `UPDATE hero_sections SET image_prefix = NULL, updated_at = now() WHERE category = $1`,
        [category],
      );
      await this.audit.record(manager, by, {
        action: 'content.hero-image.removed',
        target: { type: 'hero_section', id: category },
        before: { image: before?.image_prefix ?? null },
        after: { image: null },
      });
      return before?.image_prefix ?? null;
    });
    if (previous) await this.removeFiles(heroFiles(previous));
    return this.hero(category);
  }

  /** A category's hero row, locked for a change (null before its first save). */
  private async heroRow(
    manager: EntityManager,
    category: VehicleCategory,
  ): Promise<HeroRow | null> {
    const [row] = await queryRows(
      manager,
      `SELECT category, title, subtitle, image_prefix, is_active FROM hero_sections WHERE category = $1 FOR UPDATE`,
      [category],
      HeroRow,
    );
    return row ?? null;
  }

  /** A stored file for the files route; only the content folders are served. */
  async file(
    folder: string,
    version: string,
    name: string,
  ): Promise<{ body: Buffer; contentType: string }> {
    if (
      !(CONTENT_FOLDERS as readonly string[]).includes(folder) ||
      !/^[a-f0-9]{8,32}$/.test(version) ||
      !/^[a-z-]+\.(webp|png|svg)$/.test(name)
    ) {
      throw new NotFoundError('File not found');
    }
    const stored = await this.storage.get(`content/${folder}/${version}/${name}`).catch(() => null);
    if (!stored) throw new NotFoundError('File not found');
    return stored;
  }

  private async hero(category: VehicleCategory): Promise<HeroSection> {
    const [row] = await queryRows(
      this.db,
      `SELECT category, title, subtitle, image_prefix, is_active FROM hero_sections WHERE category = $1`,
      [category],
      HeroRow,
    );
    return {
      category,
      title: row?.title ?? null,
      subtitle: row?.subtitle ?? null,
      backgroundImageUrl: row?.image_prefix ? this.fileUrl(`${row.image_prefix}/hero.webp`) : null,
      backgroundImageSmallUrl: row?.image_prefix
        ? this.fileUrl(`${row.image_prefix}/hero-small.webp`)
        : null,
      isActive: row?.is_active ?? false,
      defaultTitle: DEFAULT_HERO_TITLES[category],
    };
  }

  private async setting(key: SettingKey): Promise<string | null> {
    const [row] = await queryRows(
      this.db,
      `SELECT setting_value FROM site_settings WHERE setting_key = $1`,
      [key],
      z.object({ setting_value: z.string().nullable() }),
    );
    return row?.setting_value ?? null;
  }

  /** Saves settings and records the admin's action with them, in one transaction. */
  private async write(
    by: AdminRequest,
    action: string,
    values: Partial<Record<SettingKey, string | null>>,
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      const keys = Object.keys(values);
      const rows = await queryRows(
        manager,
        `SELECT setting_key, setting_value FROM site_settings WHERE setting_key = ANY($1) FOR UPDATE`,
        [keys],
        z.object({
          setting_key: SettingKey,
          setting_value: z.string().nullable(),
        }),
      );
      const before = Object.fromEntries(
        keys.map((key) => [key, rows.find((r) => r.setting_key === key)?.setting_value ?? null]),
      );
      await this.audit.record(manager, by, {
        action,
        target: { type: 'site_settings', id: null },
        before,
        after: values,
      });
      for (const [key, value] of Object.entries(values)) {
        await execute(
          manager,
          `INSERT INTO site_settings (setting_key, setting_value) VALUES ($1, $2)
           ON CONFLICT (setting_key) DO UPDATE SET setting_value = EXCLUDED.setting_value, updated_at = now()`,
          [key, value ?? null],
        );
      }
    });
    this.settingsGeneration += 1;
    this.settingsCache = null;
  }

  /** Each upload gets a fresh folder, so its URLs never change and can be cached forever. */
  private async store(
    folder: (typeof CONTENT_FOLDERS)[number],
    image: StoredImage,
  ): Promise<string[]> {
    const prefix = `content/${folder}/${randomBytes(8).toString('hex')}`;
    for (const file of image.files)
      await this.storage.put(`${prefix}/${file.name}`, file.body, file.contentType);
    return image.files.map((file) => `${prefix}/${file.name}`);
  }

  private async removeFiles(keys: string[]): Promise<void> {
    await this.storage
      .delete(keys)
      .catch((error: unknown) =>
        this.logger.warn(`Could not delete content files: ${String(error)}`),
      );
  }

  private fileUrl(key: string): string {
    return `${this.filesBase}/${key.replace(/^content\//, '')}`;
  }
}

const heroFiles = (prefix: string) => [`${prefix}/hero.webp`, `${prefix}/hero-small.webp`];

export type { UpdateSiteSettings };
