import { Controller, Inject } from '@nestjs/common';
import { adminSearchRoutes, type ParsedBodyOf, type ParsedQueryOf } from '@market/contracts';
import {
  AuditTrail,
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  type RequestMeta,
  RouteBody,
  RouteQuery,
} from '@market/platform';
import type { ListingIndex } from '../index/listing-index.port.js';
import { LISTING_INDEX, SEARCH_AUDIT } from '../search.tokens.js';

/**
 * The index's maintenance API for tools/search (rebuild, drift check and repair). Admins
 * only; normal indexing follows the listings events.
 */
@Controller()
export class AdminSearchController {
  constructor(
    @Inject(LISTING_INDEX) private readonly index: ListingIndex,
    @Inject(SEARCH_AUDIT) private readonly audit: AuditTrail,
  ) {}

  /**
   * The index is no table of this service's transactions (Elasticsearch, or a projection):
   * each maintenance write is audited once it is done.
   */
  @Endpoint(adminSearchRoutes.addDocuments)
  async addDocuments(
    @CurrentUser() actor: AuthUser,
    @RouteBody(adminSearchRoutes.addDocuments)
    body: ParsedBodyOf<typeof adminSearchRoutes.addDocuments>,
    @Meta() meta: RequestMeta,
  ): Promise<{ received: number }> {
    await this.index.upsert(body.documents);
    await this.audit.recordNow(
      { actor, meta },
      {
        action: 'search.index.documents-upserted',
        target: { type: 'listing_index', id: null },
        after: {
          count: body.documents.length,
          listingIds: body.documents.slice(0, 100).map((d) => d.id),
        },
      },
    );
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
    @CurrentUser() actor: AuthUser,
    @RouteBody(adminSearchRoutes.removals) body: ParsedBodyOf<typeof adminSearchRoutes.removals>,
    @Meta() meta: RequestMeta,
  ): Promise<{ removed: number }> {
    for (const item of body.items) await this.index.remove(item.id, item.revision);
    await this.audit.recordNow(
      { actor, meta },
      {
        action: 'search.index.documents-removed',
        target: { type: 'listing_index', id: null },
        before: { count: body.items.length, listingIds: body.items.slice(0, 100).map((i) => i.id) },
      },
    );
    return { removed: body.items.length };
  }
}
