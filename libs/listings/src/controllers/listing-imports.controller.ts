import { Controller, Param, ParseUUIDPipe, Req, Res } from '@nestjs/common';
import {
  IMPORT_TEMPLATE_CSV,
  type ListingImport,
  listingImportRoutes,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_MB,
} from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  NotFoundError,
  PayloadTooLargeError,
  uploadDisplayName,
  ValidationError,
} from '@market/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMPORT_NOT_FOUND, ListingImportService } from '../services/listing-import.service.js';

const importIdParam = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundError(IMPORT_NOT_FOUND),
});
const CHOOSE_FILE = 'Please choose a CSV file to import.';

/** Dealer inventory import: upload and validate, commit, follow the progress (docs/inventory-import.md). */
@Controller()
export class ListingImportsController {
  constructor(private readonly imports: ListingImportService) {}

  @Endpoint(listingImportRoutes.upload)
  async upload(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<ListingImport> {
    if (!request.isMultipart())
      throw new ValidationError('Send the CSV as multipart/form-data in the field "file".', [
        { path: 'file', message: CHOOSE_FILE },
      ]);
    const part = await request.file({
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2 },
      throwFileSizeLimit: false,
    });
    if (!part) throw new ValidationError(CHOOSE_FILE, [{ path: 'file', message: CHOOSE_FILE }]);
    const filename = uploadDisplayName(part.filename || 'inventory.csv');
    const data = await part.toBuffer();
    if (part.file.truncated)
      throw new PayloadTooLargeError(
        `"${filename}" is larger than the ${MAX_IMPORT_MB} MB limit for an inventory import. Split it into smaller files or leave out the descriptions.`,
      );
    return this.imports.upload(user, { filename, data });
  }

  @Endpoint(listingImportRoutes.list)
  list(@CurrentUser() user: AuthUser): Promise<{ items: ListingImport[] }> {
    return this.imports.recent(user);
  }

  @Endpoint(listingImportRoutes.template)
  async template(@Res() reply: FastifyReply): Promise<void> {
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="inventory-template.csv"')
      .send(IMPORT_TEMPLATE_CSV);
  }

  @Endpoint(listingImportRoutes.get)
  get(
    @CurrentUser() user: AuthUser,
    @Param('id', importIdParam) id: string,
  ): Promise<ListingImport> {
    return this.imports.get(user, id);
  }

  @Endpoint(listingImportRoutes.commit)
  commit(
    @CurrentUser() user: AuthUser,
    @Param('id', importIdParam) id: string,
  ): Promise<ListingImport> {
    return this.imports.commit(user, id);
  }
}
