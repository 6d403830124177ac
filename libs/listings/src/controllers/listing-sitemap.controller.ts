import { Controller, Param } from '@nestjs/common';
import {
  listingRoutes,
  type ListingSitemapIndex,
  type ListingSitemapPage,
  type ParsedQueryOf,
} from '@market/contracts';
import { Endpoint, RouteQuery } from '@market/platform';
import { ListingSitemapService } from '../services/listing-sitemap.service.js';
import { listingIdParam } from './path-ids.js';

@Controller()
export class ListingSitemapController {
  constructor(private readonly sitemap: ListingSitemapService) {}

  @Endpoint(listingRoutes.sitemapIndex)
  index(): Promise<ListingSitemapIndex> {
    return this.sitemap.index();
  }

  @Endpoint(listingRoutes.sitemapPage)
  page(
    @RouteQuery(listingRoutes.sitemapPage) query: ParsedQueryOf<typeof listingRoutes.sitemapPage>,
  ): Promise<ListingSitemapPage> {
    return this.sitemap.page(query.after, query.limit);
  }

  @Endpoint(listingRoutes.removed)
  removed(@Param('id', listingIdParam) id: string): Promise<{ removedAt: string }> {
    return this.sitemap.removed(id);
  }
}
