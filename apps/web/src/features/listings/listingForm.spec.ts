import { describe, expect, it } from '@jest/globals';
import {
  IMAGES_REQUIRED_MESSAGE,
  listingInputSchema,
  type Listing,
  type VinDecodeResponse,
} from '@market/contracts';
import {
  addFeatures,
  applyVinDecode,
  emptyListingForm,
  formFromListing,
  listingFormSchema,
  normalizeVin,
  type ListingFormValues,
} from './listingForm';

const IMAGE_IDS = ['6f1c1f0e-2a44-4a4e-9d87-0d0a3b7f2c11', '0b8f5a52-7a3e-4c62-8a55-4f6a9cb0e0d2'];

const filled = (over: Partial<ListingFormValues> = {}): ListingFormValues => ({
  ...emptyListingForm(),
  make: 'honda',
  model: 'accord',
  year: '2003',
  price: '6500.50',
  imageIds: IMAGE_IDS,
  ...over,
});

const issuesOf = (values: ListingFormValues) => {
  const result = listingFormSchema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
};

describe('listingFormSchema', () => {
  it('turns typed text into the API body, blanks into null, and always publishes', () => {
    const parsed = listingFormSchema.parse(
      filled({
        mileage: '120000',
        engine: ' 2.4L I4 ',
        exteriorColor: '',
        locationCity: 'Austin ',
      }),
    );
    expect(parsed).toMatchObject({
      category: 'cars',
      make: 'honda',
      model: 'accord',
      year: 2003,
      price: 6500.5,
      mileage: 120000,
      vin: null,
      engine: '2.4L I4',
      exteriorColor: null,
      locationCity: 'Austin',
      imageIds: IMAGE_IDS,
      status: 'active',
    });
  });

  it('leaves mileage null when not given', () => {
    expect(listingFormSchema.parse(filled()).mileage).toBeNull();
  });

  it('produces a body the shared contract accepts', () => {
    const body = listingFormSchema.parse(
      filled({ vin: '1HGCM82633A004352', features: ['Sunroof'] }),
    );
    expect(listingInputSchema.safeParse(body).success).toBe(true);
  });

  it('asks for make, model, year, price and a photo (SPEC §5)', () => {
    expect(issuesOf(emptyListingForm())).toEqual({
      make: 'Please choose a make.',
      model: 'Please choose a model.',
      year: 'Please enter the year.',
      price: 'Please enter a price.',
      imageIds: IMAGES_REQUIRED_MESSAGE,
    });
  });

  it('checks the year range, price and mileage', () => {
    const errors = issuesOf(filled({ year: '1899', price: '-1', mileage: '12.5' }));
    expect(errors.year).toMatch(/^Year must be between 1900 and \d{4}$/);
    expect(errors.price).toBe('Price must be 0 or more');
    expect(errors.mileage).toMatch(/whole number/);
    expect(issuesOf(filled({ year: String(new Date().getFullYear() + 2) })).year).toBeDefined();
    expect(issuesOf(filled({ price: '10.999' })).price).toMatch(/2 decimals/);
  });

  it('refuses a VIN that is not 17 characters', () => {
    expect(issuesOf(filled({ vin: 'ABC' })).vin).toBe('Please enter a valid 17-character VIN');
  });
});

describe('normalizeVin', () => {
  it('uppercases, drops separators and stops at 17', () => {
    expect(normalizeVin('1hgcm-82633a004352xyz')).toBe('1HGCM82633A004352');
  });
});

describe('applyVinDecode', () => {
  const decoded: VinDecodeResponse = {
    vin: '1HGCM82633A004352',
    make: 'honda',
    model: 'accord',
    makeLabel: 'Honda',
    modelLabel: 'Accord',
    year: 2003,
    category: 'cars',
    fuelType: 'gasoline',
    transmission: 'automatic',
    cylinders: '4 Cylinder',
    engine: null,
  };

  it('fills what the decode knows', () => {
    const values = applyVinDecode(emptyListingForm(), decoded);
    expect(values).toMatchObject({
      vin: '1HGCM82633A004352',
      make: 'honda',
      model: 'accord',
      year: '2003',
      engine: '4 Cylinder',
    });
  });

  it('keeps the form values the decode does not know', () => {
    const before = filled({ category: 'trucks', fuelType: 'diesel', year: '2010' });
    const values = applyVinDecode(before, {
      ...decoded,
      category: null,
      fuelType: null,
      year: null,
      make: null,
      model: null,
    });
    expect(values).toMatchObject({
      category: 'trucks',
      fuelType: 'diesel',
      year: '2010',
      make: 'honda',
      model: 'accord',
    });
  });

  it('fills an empty form through "Other" when the catalogue lacks the decoded make', () => {
    const values = applyVinDecode(emptyListingForm(), {
      ...decoded,
      make: null,
      model: null,
      makeLabel: 'Bespoke',
      modelLabel: 'GT',
    });
    expect(values).toMatchObject({
      make: 'other',
      makeOther: 'Bespoke',
      model: 'other',
      modelOther: 'GT',
    });
    expect(
      listingFormSchema.parse({ ...values, year: '2010', price: '1', imageIds: IMAGE_IDS }),
    ).toMatchObject({
      make: 'other',
      makeOther: 'Bespoke',
      model: 'other',
      modelOther: 'GT',
    });
  });

  it('clears a model that belongs to another make', () => {
    const values = applyVinDecode(filled({ make: 'ford', model: 'f-150' }), {
      ...decoded,
      model: null,
    });
    expect(values.make).toBe('honda');
    expect(values.model).toBe('');
  });
});

describe('addFeatures', () => {
  it('splits on commas, trims and skips duplicates in any case', () => {
    expect(addFeatures(['Sunroof'], ' Heated seats, sunroof ,, Navigation ')).toEqual([
      'Sunroof',
      'Heated seats',
      'Navigation',
    ]);
  });
});

describe('formFromListing', () => {
  it('round-trips a stored listing through the form', () => {
    const listing = {
      category: 'motorcycles',
      make: 'honda',
      model: 'gold-wing',
      year: 2006,
      price: 9999.99,
      mileage: null,
      vin: null,
      condition: 'used',
      transmission: 'manual',
      fuelType: 'gasoline',
      engine: null,
      exteriorColor: 'Red',
      interiorColor: null,
      features: ['ABS'],
      description: null,
      locationCity: 'Reno',
      locationState: 'NV',
      locationZip: null,
      images: [{ id: IMAGE_IDS[0] }],
    } as unknown as Listing;
    const values = formFromListing(listing);
    expect(values.mileage).toBe('');
    expect(values.price).toBe('9999.99');
    expect(formFromListing({ ...listing, price: 6495.5 }).price).toBe('6495.50');
    expect(formFromListing({ ...listing, price: 7000 }).price).toBe('7000');
    expect(listingFormSchema.parse(values)).toMatchObject({
      imageIds: [IMAGE_IDS[0]],
      category: 'motorcycles',
      model: 'gold-wing',
      price: 9999.99,
      mileage: null,
      exteriorColor: 'Red',
      features: ['ABS'],
    });
  });
});
