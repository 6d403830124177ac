import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import {
  indexDocumentsRequestSchema,
  indexRemovalsRequestSchema,
  indexRevisionsQuerySchema,
} from '@market/contracts';
import { Roles, ZodPipe } from '@market/platform';
import type { z } from 'zod';
import type { ListingIndex } from '../index/listing-index.port.js';
import { LISTING_INDEX } from '../search.tokens.js';

/**
 * The index's maintenance API for tools/search (rebuild, drift check and repair). Admins
 * only; normal indexing follows the listings events.
 */
@Controller('admin/search')
@Roles('admin')
export class AdminSearchController {
  constructor(@Inject(LISTING_INDEX) private readonly index: ListingIndex) {}

  @Post('documents')
  @HttpCode(200)
  async addDocuments(
    @Body(new ZodPipe(indexDocumentsRequestSchema))
    body: z.infer<typeof indexDocumentsRequestSchema>,
  ): Promise<{ received: number }> {
    await this.index.upsert(body.documents);
    return { received: body.documents.length };
  }

  @Get('revisions')
  async revisions(
    @Query(new ZodPipe(indexRevisionsQuerySchema)) query: z.infer<typeof indexRevisionsQuerySchema>,
  ): Promise<{ items: { id: string; revision: number }[]; next: string | null }> {
    const items: { id: string; revision: number }[] = [];
    for await (const batch of this.index.revisions(query.after)) {
      items.push(...batch);
      if (items.length >= query.limit) break;
    }
    const page = items.slice(0, query.limit);
    return { items: page, next: page.length === query.limit ? page[page.length - 1].id : null };
  }

  @Post('removals')
  @HttpCode(200)
  async remove(
    @Body(new ZodPipe(indexRemovalsRequestSchema)) body: z.infer<typeof indexRemovalsRequestSchema>,
  ): Promise<{ removed: number }> {
    for (const item of body.items) await this.index.remove(item.id, item.revision);
    return { removed: body.items.length };
  }
}
