import { Inject, Injectable, Logger } from '@nestjs/common';
import { type ImportCounts, type ListingDocument, MAX_IMPORTED_PER_EVENT } from '@market/contracts';
import { execute, type ServiceEvents, WorkPoller } from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { LISTINGS_EVENTS, LISTINGS_SCHEMA, MEDIA_URLS } from '../listings.tokens.js';
import { ListingImageRepository } from '../repositories/listing-image.repository.js';
import {
  type ImportJobRecord,
  ListingImportRepository,
} from '../repositories/listing-import.repository.js';
import type { ImportFields } from './import-rows.js';
import { type MediaUrls, toListingDocument } from './listing-views.js';
import { unitDiffers } from './import-diff.js';
import { ImportPhotoFetcher } from './import-photo-fetcher.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** How long a runner holds a job between chunks; a job whose runner died is taken over after it. */
const LEASE_SECONDS = 60;
const POLL_MS = 2_000;
/** Attempts before a job that keeps failing is marked failed. */
const MAX_ATTEMPTS = 3;
/** Roughly the largest event payload: well under Kafka's default 1 MB message limit. */
const EVENT_BYTES = 512 * 1024;

/**
 * Applies committed imports in the background, a chunk of rows per transaction: the chunk's
 * new units inserted and changed ones updated in one statement each, their events written to
 * the outbox in one statement per type, the job's cursor moved in the same transaction. A
 * restart resumes at the cursor; a re-import that changes nothing writes no event.
 */
@Injectable()
export class ImportRunner {
  private readonly logger = new Logger('listings');
  /** Polls every POLL_MS and on `wake()`, one drain at a time. */
  private readonly poller = new WorkPoller({
    intervalMs: POLL_MS,
    drain: () => this.drain(),
    onError: (error) => this.logger.warn(`Import runner: ${String(error)}`),
  });
  /** Rows per transaction. */
  chunkSize = 2_500;

  constructor(
    @InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource,
    @Inject(LISTINGS_EVENTS) private readonly events: ServiceEvents,
    @Inject(MEDIA_URLS) private readonly urls: MediaUrls,
    private readonly imports: ListingImportRepository,
    private readonly images: ListingImageRepository,
    private readonly photos: ImportPhotoFetcher,
  ) {}

  start(): void {
    this.poller.start();
  }

  async stop(): Promise<void> {
    await this.poller.stop();
  }

  /** Looks for work now (some was just committed). */
  wake(): void {
    this.poller.wake();
  }

  private get stopping(): boolean {
    return this.poller.stopping;
  }

  private async drain(): Promise<void> {
    while (!this.stopping) {
      const job = await this.imports.claimNext(LEASE_SECONDS);
      if (!job) return;
      await this.run(job);
    }
  }

  private async run(job: ImportJobRecord): Promise<void> {
    try {
      let { cursorRow, processedRows } = job;
      const result = { ...job.result };
      for (;;) {
        if (this.stopping) {
          // Handed back at once: the next process resumes at the cursor.
          await execute(this.db, `UPDATE listing_imports SET lease_until = NULL WHERE id = $1`, [
            job.id,
          ]);
          return;
        }
        const done = await this.db.transaction(async (manager) => {
          const rows = await this.imports.rowsAfter(manager, job.id, cursorRow, this.chunkSize);
          if (rows.length === 0) {
            result.deactivated += await this.deactivateMissing(manager, job);
            await this.imports.finish(manager, job.id, result);
            return true;
          }
          const counts = await this.applyChunk(
            manager,
            job,
            rows.map((row) => row.fields),
          );
          result.created += counts.created;
          result.updated += counts.updated;
          result.unchanged += counts.unchanged;
          cursorRow = rows[rows.length - 1].row;
          processedRows += rows.length;
          await this.imports.saveProgress(manager, job.id, { cursorRow, processedRows, result });
          await this.imports.extendLease(manager, job.id, LEASE_SECONDS);
          return false;
        });
        this.events.nudge();
        this.photos.wake();
        if (done) return;
      }
    } catch (error) {
      this.logger.warn(`Import ${job.id} attempt ${job.attempts} failed: ${String(error)}`);
      if (job.attempts >= MAX_ATTEMPTS)
        await this.imports.fail(job.id, 'The import could not be applied. Please try again.');
    }
  }

  private async applyChunk(
    manager: EntityManager,
    job: ImportJobRecord,
    rows: ImportFields[],
  ): Promise<Omit<ImportCounts, 'deactivated'>> {
    const owner = {
      userId: job.userId,
      dealerId: job.dealerId,
      salesRepId: job.salesRepId,
      scope: job.importScope,
      sellerActive: job.sellerActive,
    };
    const units = await this.imports.units(
      manager,
      job.importScope,
      rows.map((row) => row.importKey),
      { lock: true },
    );
    const byKey = new Map(units.map((unit) => [unit.importKey, unit]));
    const created: ImportFields[] = [];
    const changed: { id: string; fields: ImportFields }[] = [];
    let unchanged = 0;
    for (const fields of rows) {
      const unit = byKey.get(fields.importKey);
      if (!unit) created.push(fields);
      else if (unitDiffers(unit, fields)) changed.push({ id: unit.id, fields });
      else unchanged += 1;
    }
    const inserted = await this.imports.insertUnits(manager, owner, created);
    const updated = await this.imports.updateUnits(manager, changed);

    const imagesOf = await this.images.forListings(
      updated.map((listing) => listing.id),
      manager,
    );
    await this.announce(manager, job.id, [
      ...inserted.map(({ listing }) => toListingDocument(listing, [], this.urls)),
      ...updated.map((listing) =>
        toListingDocument(listing, imagesOf.get(listing.id) ?? [], this.urls),
      ),
    ]);

    // Photos whose URLs are new or changed are fetched after the commit.
    const photoUrlsChanged = new Set(
      changed
        .filter(({ id, fields }) => {
          const unit = units.find((u) => u.id === id)!;
          return JSON.stringify(unit.importPhotoUrls ?? []) !== JSON.stringify(fields.photoUrls);
        })
        .map(({ id }) => id),
    );
    const urlsOf = new Map(created.map((fields) => [fields.importKey, fields.photoUrls]));
    await this.imports.queuePhotos(manager, job.id, job.userId, [
      ...inserted
        .map(({ listing, importKey }) => ({
          listingId: listing.id,
          urls: urlsOf.get(importKey) ?? [],
        }))
        .filter((item) => item.urls.length > 0),
      ...changed
        .filter(({ id }) => photoUrlsChanged.has(id))
        .map(({ id, fields }) => ({ listingId: id, urls: fields.photoUrls })),
    ]);
    return { created: inserted.length, updated: updated.length, unchanged };
  }

  /**
   * The chunk's changes as `listings.listing.imported` events of at most
   * MAX_IMPORTED_PER_EVENT documents and about 512 kB each (one outbox statement), instead
   * of one event per listing: search indexes each event's documents in one write.
   */
  private async announce(
    manager: EntityManager,
    importId: string,
    documents: ListingDocument[],
  ): Promise<void> {
    const batches: ListingDocument[][] = [];
    let batch: ListingDocument[] = [];
    let bytes = 0;
    for (const document of documents) {
      const size = JSON.stringify(document).length;
      if (
        batch.length > 0 &&
        (batch.length >= MAX_IMPORTED_PER_EVENT || bytes + size > EVENT_BYTES)
      ) {
        batches.push(batch);
        batch = [];
        bytes = 0;
      }
      batch.push(document);
      bytes += size;
    }
    if (batch.length > 0) batches.push(batch);
    await this.events.recordMany(
      manager,
      'listings.listing.imported',
      batches.map((listings) => ({ importId, listings })),
    );
  }

  private async deactivateMissing(manager: EntityManager, job: ImportJobRecord): Promise<number> {
    const gone = await this.imports.deactivateMissing(manager, job.id, job.importScope);
    if (gone.length === 0) return 0;
    const imagesOf = await this.images.forListings(
      gone.map(({ listing }) => listing.id),
      manager,
    );
    await this.announce(
      manager,
      job.id,
      gone.map(({ listing }) =>
        toListingDocument(listing, imagesOf.get(listing.id) ?? [], this.urls),
      ),
    );
    return gone.length;
  }
}
