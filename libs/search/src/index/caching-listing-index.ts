import type {
  ListingCard,
  ListingDocument,
  SearchListingsResponse,
  Suggestion,
  VehicleCategory,
} from '@market/contracts';
import type { Cache } from '@market/platform';
import type { ListingIndex, ListingSearch } from './listing-index.port.js';

const GENERATION_KEY = 'search:generation';
/** The generation counter lives long; results live briefly in case a bump is ever missed. */
const GENERATION_TTL_SECONDS = 30 * 86_400;
const RESULT_TTL_SECONDS = 60;

/**
 * Answers repeated searches from the cache port (memory, or Redis shared by every replica).
 * Every index write bumps a generation that is part of each key, so a change is visible to
 * the next search at once; traffic that repeats itself between writes costs no query.
 * An engine that can change without a write through this object (the in-memory model
 * follows other replicas' writes) gives its `version` instead, which moves with every
 * change it applies, its own writes included: while it has one (≥ 0) the keys carry it and
 * the generation is not read, and the edge may replay the answers (`answerVersion`).
 *
 * Answers are kept as the JSON the API sends: the `…Json` reads hand it over as it is, so
 * a repeated search costs neither parsing nor serialising.
 */
export class CachingListingIndex implements ListingIndex {
  constructor(
    private readonly inner: ListingIndex,
    private readonly cache: Cache,
    private readonly version: () => number = () => -1,
  ) {}

  /** The version the answers hold for (PublicAnswers), or null when only the generation tells. */
  answerVersion(): number | null {
    const version = this.version();
    return version >= 0 ? version : null;
  }

  get kind() {
    return this.inner.kind;
  }

  prepare(): Promise<void> {
    return this.inner.prepare();
  }

  async upsert(documents: ListingDocument[]): Promise<void> {
    await this.inner.upsert(documents);
    await this.bump();
  }

  async remove(listingId: string, revision: number): Promise<void> {
    await this.inner.remove(listingId, revision);
    await this.bump();
  }

  async search(search: ListingSearch): Promise<SearchListingsResponse> {
    return JSON.parse(await this.searchJson(search)) as SearchListingsResponse;
  }

  async featured(category: VehicleCategory, limit: number): Promise<ListingCard[]> {
    return (JSON.parse(await this.featuredJson(category, limit)) as { items: ListingCard[] }).items;
  }

  async suggest(text: string, category: VehicleCategory, limit: number): Promise<Suggestion[]> {
    return (JSON.parse(await this.suggestJson(text, category, limit)) as { items: Suggestion[] })
      .items;
  }

  /** The search's API answer as JSON. */
  searchJson(search: ListingSearch): Promise<string> {
    return this.cached('listings', search, () =>
      this.inner.searchJson ? this.inner.searchJson(search) : this.inner.search(search),
    );
  }

  /** `{ items }` of the featured listings as JSON. */
  featuredJson(category: VehicleCategory, limit: number): Promise<string> {
    return this.cached('featured', { category, limit }, async () => ({
      items: await this.inner.featured(category, limit),
    }));
  }

  /** `{ items }` of the suggestions as JSON. */
  suggestJson(text: string, category: VehicleCategory, limit: number): Promise<string> {
    return this.cached('suggest', { text: text.toLowerCase(), category, limit }, async () => ({
      items: await this.inner.suggest(text, category, limit),
    }));
  }

  revisions(after?: string): AsyncIterable<{ id: string; revision: number }[]> {
    return this.inner.revisions(after);
  }

  isHealthy(): Promise<boolean> {
    return this.inner.isHealthy();
  }

  async close(): Promise<void> {
    await this.inner.close();
    await this.cache.close();
  }

  private async cached(kind: string, input: object, load: () => Promise<unknown>): Promise<string> {
    const version = this.version();
    const stamp =
      version >= 0 ? `v${version}` : `g${(await this.cache.get(GENERATION_KEY)) ?? '0'}`;
    const key = `search:${stamp}:${kind}:${stableJson(input)}`;
    const hit = await this.cache.get(key);
    if (hit !== null) return hit;
    const loaded = await load();
    const json = typeof loaded === 'string' ? loaded : JSON.stringify(loaded);
    await this.cache.set(key, json, RESULT_TTL_SECONDS);
    return json;
  }

  private async bump(): Promise<void> {
    await this.cache.increment(GENERATION_KEY, GENERATION_TTL_SECONDS);
  }
}

/** JSON with sorted keys and without undefined, so equal searches make equal keys. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
