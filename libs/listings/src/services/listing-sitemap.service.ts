import { Injectable } from '@nestjs/common';
import {
  type ListingSitemapIndex,
  type ListingSitemapPage,
  SITEMAP_URLS_PER_FILE,
} from '@market/contracts';
import { NotFoundError } from '@market/platform';
import { ListingSitemapRepository } from '../repositories/listing-sitemap.repository.js';

/** What the gateway's /sitemap.xml and its vehicle pages' 410 answers read from listings. */
@Injectable()
export class ListingSitemapService {
  constructor(private readonly sitemap: ListingSitemapRepository) {}

  async index(): Promise<ListingSitemapIndex> {
    return { chunks: await this.sitemap.chunks(SITEMAP_URLS_PER_FILE) };
  }

  page(after: string | undefined, limit: number): Promise<ListingSitemapPage> {
    return this.sitemap.page(after, limit);
  }

  async removed(id: string): Promise<{ removedAt: string }> {
    const removedAt = await this.sitemap.removedAt(id);
    if (!removedAt) throw new NotFoundError('No removed listing has this id');
    return { removedAt };
  }
}
