import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { MAX_IMAGE_BYTES } from '@market/contracts';
import { PLATFORM_RUNTIME, type PlatformRuntime, WorkPoller } from '@market/platform';
import type { DataSource } from 'typeorm';
import { LISTINGS_SCHEMA } from '../listings.tokens.js';
import { ListingImageRepository } from '../repositories/listing-image.repository.js';
import { ListingImportRepository } from '../repositories/listing-import.repository.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { ListingEventsService } from './listing-events.service.js';
import { ListingImageService } from './listing-image.service.js';
import { InjectDataSource } from '@nestjs/typeorm';

const POLL_MS = 5_000;
const BATCH = 8;
const FETCH_TIMEOUT_MS = 15_000;

/** Addresses a server must not be made to fetch from (loopback, private, link-local, metadata). */
function isPrivateAddress(address: string): boolean {
  if (address.includes(':')) {
    const a = address.toLowerCase();
    return (
      a === '::1' ||
      a === '::' ||
      a.startsWith('fc') ||
      a.startsWith('fd') ||
      a.startsWith('fe80') ||
      (a.startsWith('::ffff:') && isPrivateAddress(a.slice(7)))
    );
  }
  const [a, b] = address.split('.').map(Number);
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/**
 * Fetches the photos an import gives by URL, after the rows are applied: each goes through
 * the same checks as an upload (content sniffed, at most MAX_IMAGE_BYTES, decoded and
 * re-encoded), then the listing's photo set is replaced and announced as an update. In
 * production, hosts resolving to private addresses are refused (no requests into the
 * network the service runs in) and redirects are not followed.
 */
@Injectable()
export class ImportPhotoFetcher {
  private readonly logger = new Logger('listings');
  /** Polls every POLL_MS and on `wake()`, one drain at a time. */
  private readonly poller = new WorkPoller({
    intervalMs: POLL_MS,
    drain: () => this.drain(),
    onError: (error) => this.logger.warn(`Import photo fetcher: ${String(error)}`),
  });

  constructor(
    @InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
    private readonly imports: ListingImportRepository,
    private readonly images: ListingImageRepository,
    private readonly listings: ListingRepository,
    private readonly imageService: ListingImageService,
    private readonly listingEvents: ListingEventsService,
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
      const work = await this.imports.claimPhotos(BATCH);
      if (work.length === 0) return;
      await Promise.all(work.map((item) => this.fetchListingPhotos(item)));
    }
  }

  private async fetchListingPhotos(item: {
    id: string;
    listingId: string;
    userId: string;
    urls: string[];
  }): Promise<void> {
    const imageIds: string[] = [];
    const failures: string[] = [];
    for (const url of item.urls) {
      try {
        const data = await this.download(url);
        const filename = decodeURIComponent(new URL(url).pathname.split('/').pop() || 'photo');
        const [image] = await this.imageService.upload(
          { id: item.userId, email: '', roles: ['user'] },
          [{ filename: filename.slice(0, 80), data }],
        );
        imageIds.push(image.id);
      } catch (error) {
        failures.push(`${url.slice(0, 120)}: ${(error as Error).message}`);
      }
    }
    if (imageIds.length > 0) await this.attach(item.listingId, imageIds);
    await this.imports.photosDone(
      item.id,
      imageIds.length === 0 ? failures.join('; ').slice(0, 500) || 'No photo' : null,
    );
  }

  private async attach(listingId: string, imageIds: string[]): Promise<void> {
    const detached = await this.db.transaction(async (manager) => {
      const listing = await this.listings.findById(listingId, manager, { lock: true });
      if (!listing) return imageIds;
      const before = (await this.images.forListings([listingId], manager)).get(listingId) ?? [];
      await this.images.setListingImages(manager, listingId, imageIds);
      const updated = await this.listings.update(manager, listingId, {});
      await this.listingEvents.changed(manager, updated, { kind: 'updated' });
      return before.map((image) => image.id);
    });
    this.listingEvents.nudge();
    await this.imageService.purge(detached);
  }

  private async download(url: string): Promise<Buffer> {
    const production = this.runtime.config.NODE_ENV === 'production';
    if (production) {
      const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(host)
        ? [host]
        : (await lookup(host, { all: true })).map((a) => a.address);
      if (addresses.some(isPrivateAddress)) throw new Error('the host is not reachable from here');
    }
    const response = await fetch(url, {
      redirect: production ? 'error' : 'follow',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok || !response.body) throw new Error(`the server answered ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    const limit = `larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
    if (declared > MAX_IMAGE_BYTES) throw new Error(limit);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > MAX_IMAGE_BYTES) throw new Error(limit);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
}
