import {
  IMAGES_REQUIRED_MESSAGE,
  listingInputSchema,
  OTHER,
  type Condition,
  type FuelType,
  type Listing,
  type Transmission,
  type VehicleCategory,
  type VinDecodeResponse,
} from '@market/contracts';

/** What the listing form's controls hold: text as typed, turned into a ListingInput on submit. */
export interface ListingFormValues {
  category: VehicleCategory;
  /** A catalogue value, or OTHER_OPTION with the typed name in makeOther. */
  make: string;
  model: string;
  /** Typed names, only while "Other" is chosen (null otherwise, as the API wants them). */
  makeOther: string | null;
  modelOther: string | null;
  year: string;
  price: string;
  mileage: string;
  vin: string;
  condition: Condition;
  transmission: Transmission;
  fuelType: FuelType;
  engine: string;
  exteriorColor: string;
  interiorColor: string;
  features: string[];
  description: string;
  locationCity: string;
  locationState: string;
  locationZip: string;
  /** The uploaded photos' ids in display order, kept in step with the photo manager. */
  imageIds: string[];
}

export const MIN_LISTING_YEAR = 1900;
/** Matches the contracts' maxListingYear(): next year's models are on sale already. */
export const maxListingYear = (now = new Date()) => now.getFullYear() + 1;
export const VIN_LENGTH = 17;
export const REQUIRED_MESSAGE = 'Please fill in all required fields.';
/** The make/model select value for a name the catalogue lacks (the contracts' OTHER). */
export const OTHER_OPTION = OTHER;

/** SPEC §9 listing defaults: cars, used, gasoline, automatic. */
export function emptyListingForm(): ListingFormValues {
  return {
    category: 'cars',
    make: '',
    model: '',
    makeOther: null,
    modelOther: null,
    year: '',
    price: '',
    mileage: '',
    vin: '',
    condition: 'used',
    transmission: 'automatic',
    fuelType: 'gasoline',
    engine: '',
    exteriorColor: '',
    interiorColor: '',
    features: [],
    description: '',
    locationCity: '',
    locationState: '',
    locationZip: '',
    imageIds: [],
  };
}

/** The form filled from a stored listing (edit mode). */
export function formFromListing(listing: Listing): ListingFormValues {
  return {
    category: listing.category,
    make: listing.make,
    model: listing.model,
    makeOther: null,
    modelOther: null,
    year: String(listing.year),
    // Cents as typed money is written: 6495.5 → "6495.50".
    price: Number.isInteger(listing.price) ? String(listing.price) : listing.price.toFixed(2),
    mileage: listing.mileage === null ? '' : String(listing.mileage),
    vin: listing.vin ?? '',
    condition: listing.condition,
    transmission: listing.transmission,
    fuelType: listing.fuelType,
    engine: listing.engine ?? '',
    exteriorColor: listing.exteriorColor ?? '',
    interiorColor: listing.interiorColor ?? '',
    features: [...listing.features],
    description: listing.description ?? '',
    locationCity: listing.locationCity ?? '',
    locationState: listing.locationState ?? '',
    locationZip: listing.locationZip ?? '',
    imageIds: listing.images.map((image) => image.id),
  };
}

/** VIN as the input keeps it: upper case, letters and digits only, at most 17. */
export function normalizeVin(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, VIN_LENGTH);
}

/**
 * Fills what a VIN decode knows; keeps what it does not (null fields). A make the catalogue
 * lacks fills an empty form through "Other" with the decoded names.
 */
export function applyVinDecode(
  values: ListingFormValues,
  decoded: VinDecodeResponse,
): ListingFormValues {
  const makeTyped = !decoded.make && !!decoded.makeLabel && !values.make;
  const modelTyped = makeTyped && !!decoded.modelLabel;
  const make = makeTyped ? OTHER_OPTION : (decoded.make ?? values.make);
  const model = makeTyped
    ? OTHER_OPTION
    : (decoded.model ?? (decoded.make && decoded.make !== values.make ? '' : values.model));
  return {
    ...values,
    vin: decoded.vin,
    category: decoded.category ?? values.category,
    make,
    model,
    makeOther: makeTyped ? decoded.makeLabel : values.makeOther,
    modelOther: makeTyped || modelTyped ? decoded.modelLabel : values.modelOther,
    year: decoded.year === null ? values.year : String(decoded.year),
    fuelType: decoded.fuelType ?? values.fuelType,
    transmission: decoded.transmission,
    engine: decoded.engine ?? decoded.cylinders ?? values.engine,
  };
}

/** Adds the comma-separated features in `text` to `current`, skipping blanks and duplicates. */
export function addFeatures(current: readonly string[], text: string): string[] {
  const seen = new Set(current.map((f) => f.toLowerCase()));
  const next = [...current];
  for (const part of text.split(',')) {
    const feature = part.trim().replace(/\s+/g, ' ').slice(0, 60);
    if (!feature || seen.has(feature.toLowerCase())) continue;
    seen.add(feature.toLowerCase());
    next.push(feature);
  }
  return next;
}

/**
 * The contract's listing schema (SPEC §5 rules and texts, blank numbers missing) plus what the
 * form asks before publishing: a complete VIN and a photo. Its output is the body of
 * POST /api/listings and PATCH /api/listings/:id; every save publishes (SPEC §4).
 */
export const listingFormSchema = listingInputSchema
  // Checked with the other fields (`when`), so the form shows every problem at once.
  .refine((input) => !input.vin || String(input.vin).length === VIN_LENGTH, {
    path: ['vin'],
    message: 'Please enter a valid 17-character VIN',
    when: () => true,
  })
  .refine((input) => Array.isArray(input.imageIds) && input.imageIds.length > 0, {
    path: ['imageIds'],
    message: IMAGES_REQUIRED_MESSAGE,
    when: () => true,
  });
