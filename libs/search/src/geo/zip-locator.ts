import { createRequire } from 'node:module';

export interface GeoPoint {
  lat: number;
  lon: number;
}

interface ZipRecord {
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

const require = createRequire(import.meta.url);

/**
 * US ZIP code centres from the `zipcodes` package (the US Census ZCTA gazetteer, ~42,000
 * codes), for radius search: a listing is placed at its ZIP's centre.
 */
export class ZipLocator {
  private readonly zipcodes = require('zipcodes') as { lookup(zip: string): ZipRecord | undefined };

  locate(zip: string | null | undefined): GeoPoint | null {
    const code = zip?.trim().slice(0, 5);
    if (!code || !/^\d{5}$/.test(code)) return null;
    const record = this.zipcodes.lookup(code);
    return record && Number.isFinite(record.latitude)
      ? { lat: record.latitude, lon: record.longitude }
      : null;
  }
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles. */
export function milesBetween(a: GeoPoint, b: GeoPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A box around a point that holds every point within `miles` (for an index-friendly prefilter). */
export function boundingBox(
  centre: GeoPoint,
  miles: number,
): { minLat: number; maxLat: number; minLon: number; maxLon: number } {
  const dLat = miles / 69.0;
  const dLon = miles / (69.172 * Math.max(0.01, Math.cos((centre.lat * Math.PI) / 180)));
  return {
    minLat: centre.lat - dLat,
    maxLat: centre.lat + dLat,
    minLon: centre.lon - dLon,
    maxLon: centre.lon + dLon,
  };
}
