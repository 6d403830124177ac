import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { LISTINGS_SCHEMA } from '../listings.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** A vehicle_images row: the stored variants live under `storagePrefix` in object storage. */
export const ListingImageRecord = z.object({
  id: z.string(),
  listingId: z.string().nullable(),
  uploadedBy: z.string(),
  storagePrefix: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  displayOrder: z.number(),
  isPrimary: z.boolean(),
  createdAt: z.date(),
});
export type ListingImageRecord = z.infer<typeof ListingImageRecord>;

const SELECT_LIST = `id, listing_id AS "listingId", uploaded_by AS "uploadedBy", storage_prefix AS "storagePrefix",
  width, height, bytes, display_order AS "displayOrder", is_primary AS "isPrimary", created_at AS "createdAt"`;

@Injectable()
export class ListingImageRepository {
  constructor(@InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource) {}

  async insert(
    image: Omit<ListingImageRecord, 'listingId' | 'displayOrder' | 'isPrimary' | 'createdAt'>,
    /** The photo's perceptual hash (images/perceptual-hash.ts), for the fraud pre-screen. */
    dhash: string | null = null,
  ): Promise<ListingImageRecord> {
    const rows = await queryRows(
      this.db,
      `INSERT INTO vehicle_images (id, uploaded_by, storage_prefix, width, height, bytes, dhash)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${SELECT_LIST}`,
      [
        image.id,
        image.uploadedBy,
        image.storagePrefix,
        image.width,
        image.height,
        image.bytes,
        dhash,
      ],
      ListingImageRecord,
    );
    return rows[0];
  }

  async findById(
    id: string,
    manager: EntityManager = this.db.manager,
  ): Promise<ListingImageRecord | null> {
    const rows = await queryRows(
      manager,
      `SELECT ${SELECT_LIST} FROM vehicle_images WHERE id = $1`,
      [id],
      ListingImageRecord,
    );
    return rows[0] ?? null;
  }

  async findByIds(manager: EntityManager, ids: string[]): Promise<ListingImageRecord[]> {
    if (ids.length === 0) return [];
    return queryRows(
      manager,
      `SELECT ${SELECT_LIST} FROM vehicle_images WHERE id = ANY($1) FOR UPDATE`,
      [ids],
      ListingImageRecord,
    );
  }

  /** The admin grid: attached photos with their listing's title, newest listings first, in display order. */
  async adminPage(
    listingId: string | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ items: (ListingImageRecord & { listingTitle: string })[]; total: number }> {
    const filter = listingId ? 'AND i.listing_id = $1' : '';
    const params: unknown[] = listingId ? [listingId] : [];
    const [{ total }] = await queryRows(
      this.db,
      `SELECT count(*)::int AS total FROM vehicle_images i WHERE i.listing_id IS NOT NULL ${filter}`,
      params,
      z.object({ total: z.number() }),
    );
    const items = await queryRows(
      this.db,
      `SELECT i.id, i.listing_id AS "listingId", i.uploaded_by AS "uploadedBy", i.storage_prefix AS "storagePrefix",
              i.width, i.height, i.bytes, i.display_order AS "displayOrder", i.is_primary AS "isPrimary",
              i.created_at AS "createdAt", l.title AS "listingTitle"
         FROM vehicle_images i JOIN vehicle_listings l ON l.id = i.listing_id
        WHERE true ${filter}
        ORDER BY l.created_at DESC, l.id, i.display_order, i.created_at
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
      ListingImageRecord.extend({ listingTitle: z.string() }),
    );
    return { items, total };
  }

  /** Images of these listings in display order, grouped by listing. */
  async forListings(
    listingIds: string[],
    manager: EntityManager = this.db.manager,
  ): Promise<Map<string, ListingImageRecord[]>> {
    const byListing = new Map<string, ListingImageRecord[]>(listingIds.map((id) => [id, []]));
    if (listingIds.length === 0) return byListing;
    const rows = await queryRows(
      manager,
      `SELECT ${SELECT_LIST} FROM vehicle_images WHERE listing_id = ANY($1) ORDER BY display_order, created_at`,
      [listingIds],
      ListingImageRecord,
    );
    for (const row of rows) byListing.get(row.listingId!)?.push(row);
    return byListing;
  }

  /**
   * Makes `imageIds`, in this order, the listing's images: the first is primary. Images the
   * listing had and the list no longer names are detached (removed later with the unattached).
   */
  async setListingImages(
    manager: EntityManager,
    listingId: string,
    imageIds: string[],
  ): Promise<void> {
    await execute(
      manager,
      `UPDATE vehicle_images SET listing_id = NULL, is_primary = false, attached_at = NULL, created_at = now()
       WHERE listing_id = $1 AND NOT (id = ANY($2))`,
      [listingId, imageIds],
    );
    await execute(
      manager,
      `UPDATE vehicle_images AS i SET listing_id = $1, display_order = o.ord - 1, is_primary = (o.ord = 1),
         attached_at = coalesce(i.attached_at, now())
       FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, ord) WHERE i.id = o.id`,
      [listingId, imageIds],
    );
  }

  async updateStoredFiles(
    id: string,
    file: Pick<ListingImageRecord, 'storagePrefix' | 'width' | 'height' | 'bytes'>,
  ): Promise<ListingImageRecord> {
    const rows = await queryRows(
      this.db,
      `UPDATE vehicle_images SET storage_prefix = $2, width = $3, height = $4, bytes = $5 WHERE id = $1 RETURNING ${SELECT_LIST}`,
      [id, file.storagePrefix, file.width, file.height, file.bytes],
      ListingImageRecord,
    );
    return rows[0];
  }

  async delete(manager: EntityManager, ids: string[]): Promise<ListingImageRecord[]> {
    if (ids.length === 0) return [];
    return await queryRows(
      manager,
      `DELETE FROM vehicle_images WHERE id = ANY($1) RETURNING ${SELECT_LIST}`,
      [ids],
      ListingImageRecord,
    );
  }

  /** Uploads never attached to a listing (or detached from one) since `before`. */
  async unattachedSince(before: Date, limit: number): Promise<string[]> {
    const rows = await queryRows(
      this.db,
      `SELECT id FROM vehicle_images WHERE listing_id IS NULL AND created_at < $1 ORDER BY created_at LIMIT $2`,
      [before, limit],
      z.object({ id: z.string() }),
    );
    return rows.map((row) => row.id);
  }

  /** Makes the remaining images of a listing contiguous again after one was deleted. */
  async renumber(manager: EntityManager, listingId: string): Promise<void> {
    await execute(
      manager,
      `UPDATE vehicle_images AS i SET display_order = o.ord - 1, is_primary = (o.ord = 1)
       FROM (SELECT id, row_number() OVER (ORDER BY display_order, created_at) AS ord FROM vehicle_images WHERE listing_id = $1) AS o
       WHERE i.id = o.id`,
      [listingId],
    );
  }

  /** Which of these storage prefixes some image row still points at. */
  async prefixesInUse(prefixes: string[]): Promise<string[]> {
    if (prefixes.length === 0) return [];
    const rows = await queryRows(
      this.db,
      `SELECT DISTINCT storage_prefix FROM vehicle_images WHERE storage_prefix = ANY($1)`,
      [prefixes],
      z.object({ storage_prefix: z.string() }),
    );
    return rows.map((row) => row.storage_prefix);
  }
}
