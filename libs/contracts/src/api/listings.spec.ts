import { listingInputSchema, listingPatchSchema } from './listings.js';

describe('listingPatchSchema', () => {
  it('adds nothing that was not sent: no defaults, no cleared fields', () => {
    expect(listingPatchSchema.parse({})).toEqual({});
    expect(listingPatchSchema.parse({ price: '12500' })).toEqual({ price: 12500 });
  });

  it('keeps an explicit null, which clears an optional field', () => {
    expect(listingPatchSchema.parse({ description: null, mileage: null })).toEqual({
      description: null,
      mileage: null,
    });
  });

  it('checks what it is given with the form rules', () => {
    expect(listingPatchSchema.safeParse({ year: 1850 }).success).toBe(false);
    expect(listingPatchSchema.safeParse({ make: '' }).success).toBe(false);
  });

  it('names every field of the full input, so a new field cannot be left out of PATCH', () => {
    expect(Object.keys(listingPatchSchema.shape).sort()).toEqual(
      Object.keys(listingInputSchema.shape).sort(),
    );
  });
});
