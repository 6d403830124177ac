import { Injectable } from '@nestjs/common';
import { type ImportCounts, type ListingImport, MAX_IMPORT_ERRORS_SHOWN } from '@market/contracts';
import { type AuthUser, ConflictError, NotFoundError, type UploadedFile } from '@market/platform';
import type { DataSource } from 'typeorm';
import { VehicleCatalogue } from '../catalogue/index.js';
import { LISTINGS_SCHEMA } from '../listings.tokens.js';
import {
  type ImportJobRecord,
  ListingImportRepository,
} from '../repositories/listing-import.repository.js';
import { ActorResolver } from './actor-resolver.js';
import { parseInventoryCsv } from './import-rows.js';
import { importOwner, unitDiffers } from './import-diff.js';
import { ImportRunner } from './import-runner.js';
import { InjectDataSource } from '@nestjs/typeorm';

export const IMPORT_NOT_FOUND = 'Import not found';
const RECENT_IMPORTS = 10;

/**
 * Inventory imports: a CSV is checked row by row and compared with the inventory (the
 * preview) without writing a listing; a commit queues the job the ImportRunner applies.
 */
@Injectable()
export class ListingImportService {
  constructor(
    @InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource,
    private readonly imports: ListingImportRepository,
    private readonly actors: ActorResolver,
    private readonly catalogue: VehicleCatalogue,
    private readonly runner: ImportRunner,
  ) {}

  async upload(user: AuthUser, file: UploadedFile): Promise<ListingImport> {
    const owner = importOwner(await this.actors.resolve(user));
    const parsed = parseInventoryCsv(file.data, this.catalogue);
    const units = await this.imports.units(this.db.manager, owner.scope);
    const byKey = new Map(units.map((unit) => [unit.importKey, unit]));
    const preview: ImportCounts = { created: 0, updated: 0, unchanged: 0, deactivated: 0 };
    for (const { fields } of parsed.valid) {
      const unit = byKey.get(fields.importKey);
      if (!unit) preview.created += 1;
      else if (unitDiffers(unit, fields)) preview.updated += 1;
      else preview.unchanged += 1;
    }
    const listed = new Set([
      ...parsed.valid.map((row) => row.fields.importKey),
      ...parsed.refusedKeys.map((row) => row.importKey),
    ]);
    preview.deactivated = units.filter(
      (unit) =>
        (unit.status === 'active' || unit.status === 'pending') && !listed.has(unit.importKey),
    ).length;
    const job = await this.db.transaction((manager) =>
      this.imports.createJob(
        manager,
        {
          userId: owner.userId,
          dealerId: owner.dealerId,
          salesRepId: owner.salesRepId,
          importScope: owner.scope,
          sellerActive: owner.sellerActive,
          fileName: file.filename,
          totalRows: parsed.totalRows,
          validRows: parsed.valid.length,
          invalidRows: parsed.invalidRows,
          errorCount: parsed.errors.length,
          errors: parsed.errors.slice(0, MAX_IMPORT_ERRORS_SHOWN),
          preview,
        },
        [
          ...parsed.valid.map(({ row, fields }) => ({ row, importKey: fields.importKey, fields })),
          ...parsed.refusedKeys.map(({ row, importKey }) => ({ row, importKey, fields: null })),
        ],
      ),
    );
    return this.present(job);
  }

  async get(user: AuthUser, id: string): Promise<ListingImport> {
    return this.present(await this.owned(user, id));
  }

  async recent(user: AuthUser): Promise<{ items: ListingImport[] }> {
    const jobs = await this.imports.recentJobs(user.id, RECENT_IMPORTS);
    return { items: await Promise.all(jobs.map((job) => this.present(job))) };
  }

  async commit(user: AuthUser, id: string): Promise<ListingImport> {
    const job = await this.owned(user, id);
    if (job.validRows === 0 && job.preview.deactivated === 0)
      throw new ConflictError(
        'This import has no valid rows to apply. Fix the file and upload it again.',
      );
    if (!(await this.imports.queue(job.id)))
      throw new ConflictError('This import has already been committed.');
    this.runner.wake();
    return this.present((await this.imports.findJob(job.id))!);
  }

  private async owned(user: AuthUser, id: string): Promise<ImportJobRecord> {
    const job = await this.imports.findJob(id);
    if (!job || job.userId !== user.id) throw new NotFoundError(IMPORT_NOT_FOUND);
    return job;
  }

  private async present(job: ImportJobRecord): Promise<ListingImport> {
    const photos = await this.imports.photoCounts(job.id);
    // Rows first; the deactivation of missing units is the last step.
    const progress =
      job.status === 'completed'
        ? 100
        : job.validRows === 0
          ? 0
          : Math.min(99, Math.floor((job.processedRows / job.validRows) * 100));
    return {
      id: job.id,
      fileName: job.fileName,
      status: job.status,
      createdAt: job.createdAt.toISOString(),
      committedAt: job.committedAt?.toISOString() ?? null,
      finishedAt: job.finishedAt?.toISOString() ?? null,
      totalRows: job.totalRows,
      validRows: job.validRows,
      invalidRows: job.invalidRows,
      errorCount: job.errorCount,
      errors: job.errors,
      preview: job.preview,
      result: job.result,
      processedRows: job.processedRows,
      progress,
      photos,
      failure: job.failure,
    };
  }
}
