import type { ListingInputParsed, ListingPatchParsed } from '@market/contracts';
import type { ListingFields, ListingRecord } from '../repositories/listing.repository.js';
import type { Actor } from './listing-access.js';
import type { VehicleNames } from './listing-vehicle-names.js';

/** What a create or an edit writes, apart from who owns and handles the listing. */
export type EditableFields = Omit<
  ListingFields,
  'userId' | 'dealerId' | 'salesRepId' | 'sellerActive'
>;
/** The form's fields without the photos (they are attached separately). */
export type ListingValues = Omit<ListingInputParsed, 'imageIds' | 'salesRepId'>;

/** The listing's current values in the form's terms, the base a PATCH changes. */
export function valuesOf(listing: ListingRecord): ListingValues {
  return {
    category: listing.category,
    make: listing.make,
    model: listing.model,
    year: listing.year,
    price: listing.price,
    mileage: listing.mileage,
    vin: listing.vin,
    condition: listing.condition,
    transmission: listing.transmission,
    fuelType: listing.fuelType,
    engine: listing.engine,
    exteriorColor: listing.exteriorColor,
    interiorColor: listing.interiorColor,
    features: listing.features,
    description: listing.description,
    locationCity: listing.locationCity,
    locationState: listing.locationState,
    locationZip: listing.locationZip,
    status: listing.status,
  };
}

/** The listing with a PATCH applied: only the fields it carries change. */
export function patched(listing: ListingRecord, patch: ListingPatchParsed): ListingValues {
  const values = valuesOf(listing);
  for (const key of Object.keys(values) as (keyof ListingValues)[]) {
    if (patch[key] !== undefined) Object.assign(values, { [key]: patch[key] });
  }
  return values;
}

/** The columns to write: the values with the make and model resolved (catalogue or "Other"), and the title they give. */
export function toEditableFields(
  values: ListingValues,
  { make, makeLabel, model, modelLabel }: VehicleNames,
): EditableFields {
  return {
    category: values.category,
    make,
    model,
    year: values.year,
    price: values.price,
    mileage: values.mileage,
    vin: values.vin,
    condition: values.condition,
    transmission: values.transmission,
    fuelType: values.fuelType,
    engine: values.engine,
    exteriorColor: values.exteriorColor,
    interiorColor: values.interiorColor,
    features: values.features,
    description: values.description,
    locationCity: values.locationCity,
    locationState: values.locationState,
    locationZip: values.locationZip,
    status: values.status,
    title: `${values.year} ${makeLabel} ${modelLabel}`,
    makeLabel,
    modelLabel,
  };
}

/**
 * A rep keeps their listings; a dealer or admin may reassign (absent keeps the rep, null
 * removes them); anyone else leaves the rep as it was.
 */
export function salesRepOnEdit(
  actor: Actor,
  listing: ListingRecord,
  requested: string | null | undefined,
): string | null {
  if (requested === undefined) return listing.salesRepId;
  if (actor.roles.includes('admin') || actor.roles.includes('dealer')) return requested;
  return listing.salesRepId;
}
