import { randomUUID } from 'node:crypto';
import {
  type EventData,
  type EventEnvelope,
  type EventType,
  eventCatalogue,
  type ListingDocument,
} from '@market/contracts';

/**
 * Test data: an event as another context publishes it (a fresh id, the catalogue's version,
 * now unless `occurredAt` is given).
 */
export function newEnvelope<T extends EventType>(
  type: T,
  data: EventData<T>,
  occurredAt = new Date().toISOString(),
): EventEnvelope<T, EventData<T>> {
  return { id: randomUUID(), type, version: eventCatalogue[type].version, occurredAt, data };
}

/**
 * Test data: a listing document as the listings service sends it in its events (an active
 * private seller's 2020 Honda Accord in Austin, one photo), valid unless overridden.
 */
export function newListingDocument(overrides: Partial<ListingDocument> = {}): ListingDocument {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    userId: randomUUID(),
    dealerId: null,
    salesRepId: null,
    category: 'cars',
    title: '2020 Honda Accord',
    make: 'honda',
    makeLabel: 'Honda',
    model: 'accord',
    modelLabel: 'Accord',
    year: 2020,
    price: 21_500,
    mileage: 30_000,
    condition: 'used',
    transmission: 'automatic',
    fuelType: 'gasoline',
    exteriorColor: null,
    features: [],
    description: null,
    locationCity: 'Austin',
    locationState: 'TX',
    locationZip: '73301',
    status: 'active',
    isSold: false,
    isFeatured: false,
    primaryImageUrl: null,
    imageCount: 1,
    viewsCount: 0,
    createdAt: now,
    updatedAt: now,
    revision: 1,
    ...overrides,
  };
}
