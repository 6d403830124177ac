import type {
  Condition,
  ErrorDetail,
  FuelType,
  Listing,
  ListingInput,
  Transmission,
  VehicleCategory,
  VinDecodeResponse,
} from '@market/contracts';
import type { FieldErrors } from '../../lib/formErrors';

/** What the listing form's controls hold: text as typed, turned into a ListingInput on submit. */
export interface ListingFormValues {
  category: VehicleCategory;
  /** A catalogue value, or OTHER_OPTION with the typed name in makeOther. */
  make: string;
  model: string;
  makeOther: string;
  modelOther: string;
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
}

export const MIN_LISTING_YEAR = 1900;
/** Matches the contracts' maxListingYear(): next year's models are on sale already. */
export const maxListingYear = (now = new Date()) => now.getFullYear() + 1;
export const VIN_LENGTH = 17;
export const REQUIRED_MESSAGE = 'Please fill in all required fields.';
/** The make/model select value for a name the catalogue lacks (the contracts' OTHER). */
export const OTHER_OPTION = 'other';

/** SPEC §9 listing defaults: cars, used, gasoline, automatic. */
export function emptyListingForm(): ListingFormValues {
  return {
    category: 'cars',
    make: '',
    model: '',
    makeOther: '',
    modelOther: '',
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
  };
}

/** The form filled from a stored listing (edit mode). */
export function formFromListing(listing: Listing): ListingFormValues {
  return {
    category: listing.category,
    make: listing.make,
    model: listing.model,
    makeOther: '',
    modelOther: '',
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

const text = (value: string) => {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
};

/** Client-side checks of SPEC §5, keyed by field name; empty when the form may be sent. */
export function validateListingForm(values: ListingFormValues, now = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.make.trim()) errors.make = REQUIRED_MESSAGE;
  if (!values.model.trim()) errors.model = REQUIRED_MESSAGE;
  if (values.make === OTHER_OPTION && !values.makeOther.trim()) errors.makeOther = 'Please type the make.';
  if (values.model === OTHER_OPTION && !values.modelOther.trim()) errors.modelOther = 'Please type the model.';

  const year = Number(values.year);
  if (!values.year.trim()) errors.year = REQUIRED_MESSAGE;
  else if (!Number.isInteger(year) || year < MIN_LISTING_YEAR || year > maxListingYear(now)) {
    errors.year = `Year must be between ${MIN_LISTING_YEAR} and ${maxListingYear(now)}`;
  }

  const price = Number(values.price);
  if (!values.price.trim()) errors.price = REQUIRED_MESSAGE;
  else if (!Number.isFinite(price) || price < 0) errors.price = 'Price must be 0 or more';
  else if (Math.abs(price * 100 - Math.round(price * 100)) > 1e-6) {
    errors.price = 'Price can have at most 2 decimals';
  }

  if (values.mileage.trim()) {
    const mileage = Number(values.mileage);
    if (!Number.isInteger(mileage) || mileage < 0)
      errors.mileage = 'Mileage must be a whole number, 0 or more';
  }
  if (values.vin && values.vin.length !== VIN_LENGTH)
    errors.vin = 'Please enter a valid 17-character VIN';
  return errors;
}

/** The request body of POST /api/listings and PATCH /api/listings/:id; every save publishes (SPEC §4). */
export function toListingInput(
  values: ListingFormValues,
  imageIds: readonly string[],
): ListingInput {
  return {
    category: values.category,
    make: values.make.trim(),
    model: values.model.trim(),
    makeOther: values.make === OTHER_OPTION ? values.makeOther.trim() : null,
    modelOther: values.model === OTHER_OPTION ? values.modelOther.trim() : null,
    year: Number(values.year),
    price: Number(values.price),
    mileage: values.mileage.trim() ? Number(values.mileage) : null,
    vin: text(values.vin),
    condition: values.condition,
    transmission: values.transmission,
    fuelType: values.fuelType,
    engine: text(values.engine),
    exteriorColor: text(values.exteriorColor),
    interiorColor: text(values.interiorColor),
    features: values.features.map((f) => f.trim()).filter(Boolean),
    description: text(values.description),
    locationCity: text(values.locationCity),
    locationState: text(values.locationState),
    locationZip: text(values.locationZip),
    imageIds: [...imageIds],
    status: 'active',
  };
}

/**
 * Server validation details keyed by the form field they belong to: "features.2" → features,
 * "imageIds" → images (the photo manager shows it).
 */
export function fieldErrorsFromDetails(details: readonly ErrorDetail[]): FieldErrors {
  const out: FieldErrors = {};
  for (const detail of details) {
    const head = detail.path.split(/[.[]/)[0];
    const key = head === 'imageIds' ? 'images' : head;
    if (key && !out[key]) out[key] = detail.message;
  }
  return out;
}
