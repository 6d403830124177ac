import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import {
  type ImportCounts,
  type ListingStatus,
  importRowErrorSchema,
  importStatusSchema,
  listingImportSchema,
  listingStatusSchema,
} from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { LISTINGS_SCHEMA } from '../listings.tokens.js';
import type { ImportFields } from '../services/import-rows.js';
import { type ListingRecord, ListingRow, SELECT_LIST, toRecord } from './listing.repository.js';
import { InjectDataSource } from '@nestjs/typeorm';

/**
 * A staged row's jsonb fields. ImportFields is the CSV parser's own output (the listing's
 * editable columns plus import key, stock number and photo URLs) and has no zod schema to
 * check against, so this checks the keys that make it one and trusts the rest.
 */
const importFieldsColumn = z.custom<ImportFields>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { importKey?: unknown }).importKey === 'string' &&
    Array.isArray((value as { photoUrls?: unknown }).photoUrls),
  'Not the fields of an import row',
);

const UnitRow = ListingRow.extend({
  importKey: z.string(),
  stockNumber: z.string().nullable(),
  importPhotoUrls: z.array(z.string()).nullable(),
});
type UnitRow = z.infer<typeof UnitRow>;
const InsertedRow = ListingRow.extend({ importKey: z.string() });
type InsertedRow = z.infer<typeof InsertedRow>;
const DeactivatedRow = ListingRow.extend({ previousStatus: listingStatusSchema });
type DeactivatedRow = z.infer<typeof DeactivatedRow>;

export const ImportJobRecord = z.object({
  id: z.string(),
  userId: z.string(),
  dealerId: z.string().nullable(),
  salesRepId: z.string().nullable(),
  importScope: z.string(),
  sellerActive: z.boolean(),
  fileName: z.string(),
  status: importStatusSchema,
  totalRows: z.number(),
  validRows: z.number(),
  invalidRows: z.number(),
  errorCount: z.number(),
  errors: z.array(importRowErrorSchema),
  preview: listingImportSchema.shape.preview,
  result: listingImportSchema.shape.result,
  processedRows: z.number(),
  cursorRow: z.number(),
  deactivationDone: z.boolean(),
  failure: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.date(),
  committedAt: z.date().nullable(),
  finishedAt: z.date().nullable(),
});
export type ImportJobRecord = z.infer<typeof ImportJobRecord>;

const JOB_SELECT = `id, user_id AS "userId", dealer_id AS "dealerId", sales_rep_id AS "salesRepId",
  import_scope AS "importScope", seller_active AS "sellerActive", file_name AS "fileName", status,
  total_rows AS "totalRows", valid_rows AS "validRows", invalid_rows AS "invalidRows",
  error_count AS "errorCount", errors, preview, result, processed_rows AS "processedRows",
  cursor_row AS "cursorRow", deactivation_done AS "deactivationDone", failure, attempts,
  created_at AS "createdAt", committed_at AS "committedAt", finished_at AS "finishedAt"`;

/** An inventory unit as the import compares it: the listing plus its key and photo URLs. */
export interface InventoryUnit extends ListingRecord {
  importKey: string;
  stockNumber: string | null;
  importPhotoUrls: string[] | null;
}

/** The record set the bulk statements read the rows from (jsonb_to_recordset). */
const FIELD_RECORDSET = `import_key text, stock_number text, photo_urls jsonb, category text, title text,
  make text, make_label text, model text, model_label text, year integer, price numeric, mileage integer,
  vin text, condition text, transmission text, fuel_type text, engine text, exterior_color text,
  interior_color text, features jsonb, description text, location_city text, location_state text,
  location_zip text, status text`;
/** The columns an import writes, each with the recordset value it takes. */
const WRITTEN: [column: string, value: string][] = [
  'import_key',
  'stock_number',
  'category',
  'title',
  'make',
  'make_label',
  'model',
  'model_label',
  'year',
  'price',
  'mileage',
  'vin',
  'condition',
  'transmission',
  'fuel_type',
  'engine',
  'exterior_color',
  'interior_color',
  'features',
  'description',
  'location_city',
  'location_state',
  'location_zip',
  'status',
].map((column): [string, string] => [column, `r.${column}`]);
WRITTEN.push(['import_photo_urls', 'r.photo_urls'], ['is_sold', `r.status = 'sold'`]);
const WRITTEN_COLUMNS = WRITTEN.map(([column]) => column).join(', ');
const WRITTEN_VALUES = WRITTEN.map(([, value]) => value).join(', ');
const WRITTEN_ASSIGNMENTS = WRITTEN.map(([column, value]) => `${column} = ${value}`).join(', ');

function toRecordsetRow(fields: ImportFields, id?: string): Record<string, unknown> {
  return {
    ...(id ? { id } : {}),
    import_key: fields.importKey,
    stock_number: fields.stockNumber,
    photo_urls: fields.photoUrls,
    category: fields.category,
    title: fields.title,
    make: fields.make,
    make_label: fields.makeLabel,
    model: fields.model,
    model_label: fields.modelLabel,
    year: fields.year,
    price: fields.price,
    mileage: fields.mileage,
    vin: fields.vin,
    condition: fields.condition,
    transmission: fields.transmission,
    fuel_type: fields.fuelType,
    engine: fields.engine,
    exterior_color: fields.exteriorColor,
    interior_color: fields.interiorColor,
    features: fields.features,
    description: fields.description,
    location_city: fields.locationCity,
    location_state: fields.locationState,
    location_zip: fields.locationZip,
    status: fields.status,
  };
}

/** Import jobs, their staged rows, and the bulk writes that apply them (one statement per chunk). */
@Injectable()
export class ListingImportRepository {
  constructor(@InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource) {}

  async createJob(
    manager: EntityManager,
    job: Pick<
      ImportJobRecord,
      | 'userId'
      | 'dealerId'
      | 'salesRepId'
      | 'importScope'
      | 'sellerActive'
      | 'fileName'
      | 'totalRows'
      | 'validRows'
      | 'invalidRows'
      | 'errorCount'
      | 'errors'
      | 'preview'
    >,
    rows: { row: number; importKey: string; fields: ImportFields | null }[],
  ): Promise<ImportJobRecord> {
    const [created] = await queryRows(
      manager,
      `INSERT INTO listing_imports (user_id, dealer_id, sales_rep_id, import_scope, seller_active, file_name, status,
         total_rows, valid_rows, invalid_rows, error_count, errors, preview)
       VALUES ($1, $2, $3, $4, $5, $6, 'validated', $7, $8, $9, $10, $11, $12) RETURNING ${JOB_SELECT}`,
      [
        job.userId,
        job.dealerId,
        job.salesRepId,
        job.importScope,
        job.sellerActive,
        job.fileName,
        job.totalRows,
        job.validRows,
        job.invalidRows,
        job.errorCount,
        JSON.stringify(job.errors),
        JSON.stringify(job.preview),
      ],
      ImportJobRecord,
    );
    for (let start = 0; start < rows.length; start += 5000) {
      const slice = rows.slice(start, start + 5000);
      await execute(
        manager,
        `INSERT INTO listing_import_rows (import_id, row_number, import_key, fields)
         SELECT $1, r.row_number, r.import_key, r.fields
         FROM jsonb_to_recordset($2::jsonb) AS r(row_number integer, import_key text, fields jsonb)`,
        [
          created.id,
          JSON.stringify(
            slice.map((r) => ({ row_number: r.row, import_key: r.importKey, fields: r.fields })),
          ),
        ],
      );
    }
    return created;
  }

  async findJob(
    id: string,
    manager: EntityManager = this.db.manager,
  ): Promise<ImportJobRecord | null> {
    const rows = await queryRows(
      manager,
      `SELECT ${JOB_SELECT} FROM listing_imports WHERE id = $1`,
      [id],
      ImportJobRecord,
    );
    return rows[0] ?? null;
  }

  async recentJobs(userId: string, limit: number): Promise<ImportJobRecord[]> {
    return queryRows(
      this.db,
      `SELECT ${JOB_SELECT} FROM listing_imports WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`,
      [userId, limit],
      ImportJobRecord,
    );
  }

  /** Queues a validated job; false when it is not (or no longer) waiting for a commit. */
  async queue(id: string): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      `UPDATE listing_imports SET status = 'queued', committed_at = now() WHERE id = $1 AND status = 'validated' RETURNING id`,
      [id],
      z.object({ id: z.string() }),
    );
    return rows.length > 0;
  }

  /**
   * Takes the oldest queued job, or a running one whose runner stopped holding it (a restart):
   * it carries on from its cursor. The lease keeps two runners off one job.
   */
  async claimNext(leaseSeconds: number): Promise<ImportJobRecord | null> {
    const rows = await queryRows(
      this.db,
      `UPDATE listing_imports SET status = 'running', attempts = attempts + 1,
           lease_until = now() + make_interval(secs => $1)
         WHERE id = (SELECT id FROM listing_imports
                     WHERE status IN ('queued', 'running') AND (lease_until IS NULL OR lease_until < now())
                     ORDER BY committed_at LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING ${JOB_SELECT}`,
      [leaseSeconds],
      ImportJobRecord,
    );
    return rows[0] ?? null;
  }

  async extendLease(manager: EntityManager, id: string, leaseSeconds: number): Promise<void> {
    await execute(
      manager,
      `UPDATE listing_imports SET lease_until = now() + make_interval(secs => $2) WHERE id = $1`,
      [id, leaseSeconds],
    );
  }

  /** The next valid rows after the job's cursor, by line. */
  async rowsAfter(
    manager: EntityManager,
    importId: string,
    afterRow: number,
    limit: number,
  ): Promise<{ row: number; fields: ImportFields }[]> {
    const rows = await queryRows(
      manager,
      `SELECT row_number AS row, fields FROM listing_import_rows
       WHERE import_id = $1 AND row_number > $2 AND fields IS NOT NULL ORDER BY row_number LIMIT $3`,
      [importId, afterRow, limit],
      z.object({ row: z.number(), fields: importFieldsColumn }),
    );
    return rows;
  }

  async saveProgress(
    manager: EntityManager,
    id: string,
    progress: { cursorRow: number; processedRows: number; result: ImportCounts },
  ): Promise<void> {
    await execute(
      manager,
      `UPDATE listing_imports SET cursor_row = $2, processed_rows = $3, result = $4 WHERE id = $1`,
      [id, progress.cursorRow, progress.processedRows, JSON.stringify(progress.result)],
    );
  }

  async finish(manager: EntityManager, id: string, result: ImportCounts): Promise<void> {
    await execute(
      manager,
      `UPDATE listing_imports SET status = 'completed', deactivation_done = true, result = $2,
         finished_at = now(), lease_until = NULL WHERE id = $1`,
      [id, JSON.stringify(result)],
    );
    // The staged values have served; the keys stay (small) for the record.
    await execute(manager, `UPDATE listing_import_rows SET fields = NULL WHERE import_id = $1`, [
      id,
    ]);
  }

  async fail(id: string, failure: string): Promise<void> {
    await execute(
      this.db,
      `UPDATE listing_imports SET status = 'failed', failure = $2, finished_at = now(), lease_until = NULL WHERE id = $1`,
      [id, failure.slice(0, 500)],
    );
  }

  /** The inventory's units with these keys (all of them when `keys` is omitted). */
  async units(
    manager: EntityManager,
    scope: string,
    keys?: string[],
    options: { lock?: boolean } = {},
  ): Promise<InventoryUnit[]> {
    const rows = await queryRows(
      manager,
      `SELECT ${SELECT_LIST}, l.import_key AS "importKey", l.stock_number AS "stockNumber",
         l.import_photo_urls AS "importPhotoUrls"
       FROM vehicle_listings l WHERE l.import_scope = $1${keys ? ' AND l.import_key = ANY($2)' : ''}
       ${options.lock ? 'FOR UPDATE' : ''}`,
      keys ? [scope, keys] : [scope],
      UnitRow,
    );
    return rows.map((row) => ({
      ...toRecord(row),
      importKey: row.importKey,
      stockNumber: row.stockNumber,
      importPhotoUrls: row.importPhotoUrls,
    }));
  }

  async insertUnits(
    manager: EntityManager,
    owner: {
      userId: string;
      dealerId: string | null;
      salesRepId: string | null;
      scope: string;
      sellerActive: boolean;
    },
    rows: ImportFields[],
  ): Promise<{ listing: ListingRecord; importKey: string }[]> {
    if (rows.length === 0) return [];
    const inserted = await queryRows(
      manager,
      `INSERT INTO vehicle_listings AS l (user_id, dealer_id, sales_rep_id, seller_active, import_scope, ${WRITTEN_COLUMNS})
       SELECT $1, $2, $3, $4, $5, ${WRITTEN_VALUES}
       FROM jsonb_to_recordset($6::jsonb) AS r(${FIELD_RECORDSET})
       RETURNING ${SELECT_LIST}, l.import_key AS "importKey"`,
      [
        owner.userId,
        owner.dealerId,
        owner.salesRepId,
        owner.sellerActive,
        owner.scope,
        JSON.stringify(rows.map((fields) => toRecordsetRow(fields))),
      ],
      InsertedRow,
    );
    return inserted.map((row) => ({ listing: toRecord(row), importKey: row.importKey }));
  }

  async updateUnits(
    manager: EntityManager,
    rows: { id: string; fields: ImportFields }[],
  ): Promise<ListingRecord[]> {
    if (rows.length === 0) return [];
    const updated = await queryRows(
      manager,
      `UPDATE vehicle_listings AS l SET ${WRITTEN_ASSIGNMENTS}, revision = l.revision + 1, updated_at = now()
         FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, ${FIELD_RECORDSET})
         WHERE l.id = r.id RETURNING ${SELECT_LIST}`,
      [JSON.stringify(rows.map(({ id, fields }) => toRecordsetRow(fields, id)))],
      ListingRow,
    );
    return updated.map(toRecord);
  }

  /**
   * Units of the inventory the snapshot no longer lists (neither as a valid nor as a refused
   * row) that are still for sale: marked inactive, each as a new revision.
   */
  async deactivateMissing(
    manager: EntityManager,
    importId: string,
    scope: string,
  ): Promise<{ listing: ListingRecord; previousStatus: ListingStatus }[]> {
    const rows = await queryRows(
      manager,
      `WITH missing AS (
           SELECT l.id, l.status AS previous FROM vehicle_listings l
           WHERE l.import_scope = $2 AND l.status IN ('active', 'pending')
             AND NOT EXISTS (SELECT 1 FROM listing_import_rows r WHERE r.import_id = $1 AND r.import_key = l.import_key)
           FOR UPDATE)
         UPDATE vehicle_listings AS l SET status = 'inactive', is_sold = false, revision = l.revision + 1, updated_at = now()
         FROM missing WHERE l.id = missing.id
         RETURNING ${SELECT_LIST}, missing.previous AS "previousStatus"`,
      [importId, scope],
      DeactivatedRow,
    );
    return rows.map((row) => ({
      listing: toRecord(row),
      previousStatus: row.previousStatus,
    }));
  }

  async queuePhotos(
    manager: EntityManager,
    importId: string,
    userId: string,
    items: { listingId: string; urls: string[] }[],
  ): Promise<void> {
    if (items.length === 0) return;
    await execute(
      manager,
      `INSERT INTO listing_import_photos (import_id, listing_id, user_id, urls)
       SELECT $1, r.listing_id, $2, r.urls FROM jsonb_to_recordset($3::jsonb) AS r(listing_id uuid, urls jsonb)`,
      [
        importId,
        userId,
        JSON.stringify(items.map((i) => ({ listing_id: i.listingId, urls: i.urls }))),
      ],
    );
  }

  async photoCounts(
    importId: string,
  ): Promise<{ queued: number; fetched: number; failed: number }> {
    const rows = await queryRows(
      this.db,
      `SELECT status, count(*)::int AS n FROM listing_import_photos WHERE import_id = $1 GROUP BY status`,
      [importId],
      z.object({ status: z.string(), n: z.number() }),
    );
    const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
    return { queued: of('queued'), fetched: of('done'), failed: of('failed') };
  }

  /** Takes queued photo work (a listing's URLs); a restart leaves nothing half-claimed for long. */
  async claimPhotos(
    limit: number,
  ): Promise<{ id: string; listingId: string; userId: string; urls: string[] }[]> {
    return queryRows(
      this.db,
      `UPDATE listing_import_photos SET attempts = attempts + 1
       WHERE id IN (SELECT id FROM listing_import_photos WHERE status = 'queued' AND attempts < 3
                    ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id::text, listing_id AS "listingId", user_id AS "userId", urls`,
      [limit],
      z.object({
        id: z.string(),
        listingId: z.string(),
        userId: z.string(),
        urls: z.array(z.string()),
      }),
    );
  }

  async photosDone(id: string, failure: string | null): Promise<void> {
    await execute(
      this.db,
      `UPDATE listing_import_photos SET status = $2, failure = $3 WHERE id = $1`,
      [id, failure ? 'failed' : 'done', failure],
    );
  }
}
