import type { Listing } from '@market/contracts';

/** What the home page shows of a vehicle the buyer opened on this device. */
export interface ViewedVehicle {
  id: string;
  category: Listing['category'];
  title: string;
  price: number;
  imageUrl: string | null;
}

const KEY = 'wb-recently-viewed';
const KEEP = 8;

export function readRecentlyViewed(): ViewedVehicle[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value)
      ? (value as ViewedVehicle[]).filter((v) => typeof v?.id === 'string')
      : [];
  } catch {
    return [];
  }
}

let snapshot: ViewedVehicle[] | null = null;
/** The list as React reads it (useSyncExternalStore): one array until a vehicle is remembered. */
export function recentlyViewedSnapshot(): ViewedVehicle[] {
  return (snapshot ??= readRecentlyViewed());
}

/** Puts the vehicle first (once), keeping the last KEEP; on this device only. */
export function rememberViewed(listing: Listing): void {
  const photo = listing.images.find((image) => image.isPrimary) ?? listing.images[0];
  const entry: ViewedVehicle = {
    id: listing.id,
    category: listing.category,
    title: listing.title,
    price: listing.price,
    imageUrl: photo?.cardUrl ?? null,
  };
  const next = [entry, ...readRecentlyViewed().filter((v) => v.id !== listing.id)].slice(0, KEEP);
  snapshot = null;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or denied: nothing is remembered.
  }
}
