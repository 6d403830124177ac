import type { Listing, PRE_APPROVAL_VEHICLE_TYPES, PreApprovalVehicle } from '@market/contracts';
import { formatDollarsAndCents, formatWholeDollars } from '../../lib/numbers';

/** The vehicle a financing screen was opened from: what personalises its text and goes with an application. */
export interface FinancingVehicle {
  id: string;
  details: PreApprovalVehicle;
  /** The application's vehicle type this listing is (a motorcycle, a truck, else its condition). */
  vehicleType: (typeof PRE_APPROVAL_VEHICLE_TYPES)[number];
}

export function financingVehicleOf(listing: Listing): FinancingVehicle {
  const location = [listing.locationCity, listing.locationState].filter(Boolean).join(', ');
  const vehicleType =
    listing.category === 'motorcycles'
      ? 'motorcycle'
      : listing.category === 'trucks'
        ? 'truck'
        : listing.condition;
  return {
    id: listing.id,
    vehicleType,
    details: {
      title: listing.title,
      price: listing.price,
      year: listing.year,
      make: listing.makeLabel,
      model: listing.modelLabel,
      trim: null,
      location: location || null,
      contactName: listing.contact.name,
      contactPhone: listing.contact.phone,
    },
  };
}

/** "$24,500" (SPEC §9: prices in dollars without decimals). */
export const formatDollars = (amount: number) => formatWholeDollars(amount);
/** "$466.08" (SPEC §9: the calculator's result with 2 decimals). */
export const formatCents = (amount: number) => formatDollarsAndCents(amount);
