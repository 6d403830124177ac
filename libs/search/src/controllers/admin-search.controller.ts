import { Controller, Inject } from '@nestjs/common';
import { adminSearchRoutes, type ParsedBodyOf, type ParsedQueryOf } from '@market/contracts';
import { Endpoint, RouteBody, RouteQuery } from '@market/platform';
import type { ListingIndex } from '../index/listing-index.port.js';
import { LISTING_INDEX } from '../search.tokens.js';

/**
 * The index's maintenance API for tools/search (rebuild, drift check and repair). Admins
 * only; normal indexing follows the listings events.
 */
@Controller()
export class AdminSearchController {
  constructor(@Inject(LISTING_INDEX) private readonly index: ListingIndex) {}

  @Endpoint(adminSearchRoutes.addDocuments)
  async addDocuments(
    @RouteBody(adminSearchRoutes.addDocuments)
    body: ParsedBodyOf<typeof adminSearchRoutes.addDocuments>,
  ): Promise<{ received: number }> {
    await this.index.upsert(body.documents);
    return { received: body.documents.length };
  }

  @Endpoint(adminSearchRoutes.revisions)
  async revisions(
    @RouteQuery(adminSearchRoutes.revisions)
    query: ParsedQueryOf<typeof adminSearchRoutes.revisions>,
  ): Promise<{ items: { id: string; revision: number }[]; next: string | null }> {
    const items: { id: string; revision: number }[] = [];
    for await (const batch of this.index.revisions(query.after)) {
      items.push(...batch);
      if (items.length >= query.limit) break;
    }
    const page = items.slice(0, query.limit);
    return { items: page, next: page.length === query.limit ? page[page.length - 1].id : null };
  }

  @Endpoint(adminSearchRoutes.removals)
  async remove(
    @RouteBody(adminSearchRoutes.removals) body: ParsedBodyOf<typeof adminSearchRoutes.removals>,
  ): Promise<{ removed: number }> {
    for (const item of body.items) await this.index.remove(item.id, item.revision);
    return { removed: body.items.length };
  }
}
