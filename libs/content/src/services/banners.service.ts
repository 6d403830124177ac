import { execute, queryRows } from '@market/platform';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminBanner,
  BANNER_SIZES,
  bannerEventsSchema,
  type PublicBanner,
  saveBannerSchema,
  bannerPositionSchema,
  bannerSizeSchema,
} from '@market/contracts';
import { type AdminRequest, AuditTrail, NotFoundError } from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { CONTENT_AUDIT, CONTENT_SCHEMA } from '../content.tokens.js';
import { ContentFiles } from './content-files.js';
import { processBanner } from './content-images.js';
import { InjectDataSource } from '@nestjs/typeorm';

const BannerRow = z.object({
  id: z.string(),
  name: z.string(),
  size: bannerSizeSchema,
  position: bannerPositionSchema,
  link_url: z.string(),
  image_key: z.string().nullable(),
  is_active: z.boolean(),
  impression_count: z.string(),
  click_count: z.string(),
  created_at: z.date(),
});
type BannerRow = z.infer<typeof BannerRow>;

/** Public banners are read on many page views and change rarely: kept this long. */
const PUBLIC_TTL_MS = 30_000;
type SaveInput = z.infer<typeof saveBannerSchema>;

/**
 * Banner ads (SPEC.md §3 banner_advertisements): an admin creates them with an image and a
 * link and switches them on; pages show the active ones in their placements and report
 * impressions and clicks in batches.
 */
@Injectable()
export class BannersService {
  private publicCache: { items: PublicBanner[]; until: number } | null = null;

  constructor(
    @InjectDataSource(CONTENT_SCHEMA) private readonly db: DataSource,
    @Inject(CONTENT_AUDIT) private readonly audit: AuditTrail,
    private readonly files: ContentFiles,
  ) {}

  /** Active banners that have an image. */
  async active(): Promise<PublicBanner[]> {
    if (this.publicCache && this.publicCache.until > Date.now()) return this.publicCache.items;
    const rows = await queryRows(
      this.db,
      `SELECT * FROM banners WHERE is_active AND image_key IS NOT NULL ORDER BY created_at DESC`,
      [],
      BannerRow,
    );
    const items = rows.map((row) => ({
      id: row.id,
      name: row.name,
      size: row.size,
      position: row.position,
      imageUrl: this.files.url(row.image_key!),
      linkUrl: row.link_url,
    }));
    this.publicCache = { items, until: Date.now() + PUBLIC_TTL_MS };
    return items;
  }

  /** One statement per batch; ids of deleted or unknown banners are ignored. */
  async count(events: z.infer<typeof bannerEventsSchema>): Promise<void> {
    const tally = new Map<string, { impressions: number; clicks: number }>();
    const add = (id: string, key: 'impressions' | 'clicks') => {
      const entry = tally.get(id) ?? { impressions: 0, clicks: 0 };
      entry[key] += 1;
      tally.set(id, entry);
    };
    for (const id of events.impressions) add(id, 'impressions');
    for (const id of events.clicks) add(id, 'clicks');
    if (!tally.size) return;
    const ids = [...tally.keys()];
    await execute(
      this.db,
      `UPDATE banners b SET impression_count = b.impression_count + t.impressions, click_count = b.click_count + t.clicks
       FROM unnest($1::uuid[], $2::int[], $3::int[]) AS t(id, impressions, clicks) WHERE b.id = t.id`,
      [ids, ids.map((id) => tally.get(id)!.impressions), ids.map((id) => tally.get(id)!.clicks)],
    );
  }

  async list(): Promise<AdminBanner[]> {
    const rows = await queryRows(
      this.db,
      `SELECT * FROM banners ORDER BY created_at DESC, id DESC`,
      [],
      BannerRow,
    );
    return rows.map((row) => this.admin(row));
  }

  async create(by: AdminRequest, input: SaveInput): Promise<AdminBanner> {
    return this.changed(
      await this.db.transaction(async (manager) => {
        const [row] = await queryRows(
          manager,
          `INSERT INTO banners (name, size, position, link_url, is_active) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
          [input.name, input.size, input.position, input.linkUrl, input.isActive],
          BannerRow,
        );
        await this.audit.record(manager, by, {
          action: 'content.banner.created',
          target: { type: 'banner', id: row.id },
          before: null,
          after: describe(row),
        });
        return row;
      }),
    );
  }

  async update(by: AdminRequest, id: string, input: SaveInput): Promise<AdminBanner> {
    const { row, staleImage } = await this.db.transaction(async (manager) => {
      const before = await this.locked(manager, id);
      // A banner's image is cut to its size: a new size needs a new upload.
      const staleImage = before.size !== input.size ? before.image_key : null;
      const [row] = await queryRows(
        manager,
        `UPDATE banners SET name = $1, size = $2, position = $3, link_url = $4, is_active = $5,
           image_key = CASE WHEN size = $2 THEN image_key END, updated_at = now() WHERE id = $6 RETURNING *`,
        [input.name, input.size, input.position, input.linkUrl, input.isActive, id],
        BannerRow,
      );
      await this.audit.record(manager, by, {
        action:
          before.is_active !== row.is_active && onlyToggled(before, input)
            ? 'content.banner.toggled'
            : 'content.banner.updated',
        target: { type: 'banner', id },
        before: describe(before),
        after: describe(row),
      });
      return { row, staleImage };
    });
    if (staleImage) await this.files.remove([staleImage]);
    return this.changed(row);
  }

  async remove(by: AdminRequest, id: string): Promise<void> {
    const image = await this.db.transaction(async (manager) => {
      const before = await this.locked(manager, id);
      await execute(manager, `DELETE FROM banners WHERE id = $1`, [id]);
      await this.audit.record(manager, by, {
        action: 'content.banner.deleted',
        target: { type: 'banner', id },
        before: describe(before),
        after: null,
      });
      return before.image_key;
    });
    this.publicCache = null;
    if (image) await this.files.remove([image]);
  }

  async uploadImage(
    by: AdminRequest,
    id: string,
    filename: string,
    data: Buffer,
  ): Promise<AdminBanner> {
    const current = await this.locked(this.db.manager, id, false);
    const { width, height } = BANNER_SIZES[current.size];
    const prefix = await this.files.store(
      'banners',
      await processBanner(filename, data, width, height),
    );
    const key = `${prefix}/banner.webp`;
    const { row, previous } = await this.db.transaction(async (manager) => {
      const before = await this.locked(manager, id);
      const [row] = await queryRows(
        manager,
        `UPDATE banners SET image_key = $1, updated_at = now() WHERE id = $2 RETURNING *`,
        [key, id],
        BannerRow,
      );
      await this.audit.record(manager, by, {
        action: 'content.banner-image.uploaded',
        target: { type: 'banner', id },
        before: { image: before.image_key },
        after: { image: key, filename },
      });
      return { row, previous: before.image_key };
    });
    if (previous) await this.files.remove([previous]);
    return this.changed(row);
  }

  private changed(row: BannerRow): AdminBanner {
    this.publicCache = null;
    return this.admin(row);
  }

  private async locked(manager: EntityManager, id: string, lock = true): Promise<BannerRow> {
    const [row] = await queryRows(
      manager,
      `SELECT * FROM banners WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [id],
      BannerRow,
    );
    if (!row) throw new NotFoundError('Banner not found');
    return row;
  }

  private admin(row: BannerRow): AdminBanner {
    return {
      id: row.id,
      name: row.name,
      size: row.size,
      position: row.position,
      imageUrl: row.image_key ? this.files.url(row.image_key) : null,
      linkUrl: row.link_url,
      isActive: row.is_active,
      impressionCount: Number(row.impression_count),
      clickCount: Number(row.click_count),
      createdAt: row.created_at.toISOString(),
    };
  }
}

const describe = (row: BannerRow) => ({
  name: row.name,
  size: row.size,
  position: row.position,
  linkUrl: row.link_url,
  isActive: row.is_active,
});

const onlyToggled = (before: BannerRow, input: SaveInput) =>
  before.name === input.name &&
  before.size === input.size &&
  before.position === input.position &&
  before.link_url === input.linkUrl;
