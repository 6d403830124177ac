import { z } from 'zod';

/** Enumerations of SPEC.md §3 and §9, shared by listings, search and the SPA's forms. */
export const VEHICLE_CATEGORIES = ['cars', 'motorcycles', 'trucks'] as const;
export const vehicleCategorySchema = z.enum(VEHICLE_CATEGORIES);
export type VehicleCategory = z.infer<typeof vehicleCategorySchema>;

export const CONDITIONS = ['new', 'used', 'certified_pre_owned'] as const;
export const conditionSchema = z.enum(CONDITIONS);
export type Condition = z.infer<typeof conditionSchema>;

export const TRANSMISSIONS = ['automatic', 'manual', 'cvt'] as const;
export const transmissionSchema = z.enum(TRANSMISSIONS);
export type Transmission = z.infer<typeof transmissionSchema>;

export const FUEL_TYPES = ['gasoline', 'diesel', 'hybrid', 'plug_in_hybrid', 'electric'] as const;
export const fuelTypeSchema = z.enum(FUEL_TYPES);
export type FuelType = z.infer<typeof fuelTypeSchema>;

export const LISTING_STATUSES = ['active', 'sold', 'pending', 'inactive'] as const;
export const listingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof listingStatusSchema>;

export const conditionLabels: Record<Condition, string> = {
  new: 'New',
  used: 'Used',
  certified_pre_owned: 'Certified Pre-Owned',
};
export const transmissionLabels: Record<Transmission, string> = {
  automatic: 'Automatic',
  manual: 'Manual',
  cvt: 'CVT',
};
export const fuelTypeLabels: Record<FuelType, string> = {
  gasoline: 'Gasoline',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  plug_in_hybrid: 'Plug-in Hybrid',
  electric: 'Electric',
};

/** The search keywords of each category's pages (the SPA's heads and the server-rendered ones). */
export const CATEGORY_KEYWORDS: Record<VehicleCategory, readonly string[]> = {
  cars: [
    'cars for sale',
    'used cars',
    'new cars',
    'certified pre-owned cars',
    'car dealers',
    'sell my car',
  ],
  motorcycles: [
    'motorcycles for sale',
    'used motorcycles',
    'sport bikes',
    'cruisers',
    'touring motorcycles',
    'motorcycle dealers',
  ],
  trucks: [
    'trucks for sale',
    'used trucks',
    'pickup trucks',
    'work trucks',
    'diesel trucks',
    'truck dealers',
  ],
};
