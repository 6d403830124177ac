import { listingInputSchema } from './listings.js';
import { searchListingsQuerySchema } from './search.js';
import { stripMarkup } from './text.js';
import { updateProfileRequestSchema } from './users.js';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('shared text rule', () => {
  it('refuses control characters, naming the field; keeps line breaks in multi-line text only', () => {
    expect(issues(updateProfileRequestSchema.safeParse({ firstName: 'Pa\u0000t' }))).toEqual({
      firstName: 'First name must not contain control characters (such as a NUL byte).',
    });
    expect(updateProfileRequestSchema.parse({ bio: 'line one\nline two' }).bio).toBe(
      'line one\nline two',
    );
    expect(issues(updateProfileRequestSchema.safeParse({ lastName: 'a\nb' }))).toEqual({
      lastName: 'Last name must be on one line.',
    });
    expect(issues(searchListingsQuerySchema.safeParse({ q: 'toy\u0000ota' }))).toEqual({
      q: 'q must not contain control characters (such as a NUL byte).',
    });
  });

  it('strips markup from names typed through "Other"', () => {
    expect(stripMarkup('<img src=x onerror=alert(1)>Bespoke <b>Motors</b>')).toBe('Bespoke Motors');
    expect(stripMarkup('AC "Cobra" <script')).toBe('AC Cobra');
  });
});

describe('listing input (SPEC.md §5)', () => {
  const base = { make: 'honda', model: 'civic', year: 2019, price: 100 };

  it('never coerces booleans or blanks into numbers', () => {
    expect(issues(listingInputSchema.safeParse({ ...base, price: true }))).toEqual({
      price: 'Price must be a number',
    });
    expect(issues(listingInputSchema.safeParse({ ...base, price: '' }))).toEqual({
      price: 'Please enter a price.',
    });
    expect(issues(listingInputSchema.safeParse({ ...base, year: false }))).toEqual({
      year: 'Year must be a number',
    });
    expect(issues(listingInputSchema.safeParse({ ...base, mileage: true }))).toEqual({
      mileage: 'Mileage must be a number',
    });
    const parsed = listingInputSchema.parse({
      ...base,
      price: '12500.50',
      year: '2019',
      mileage: '',
    });
    expect(parsed).toMatchObject({ price: 12500.5, year: 2019, mileage: null });
  });

  it('takes a make outside the catalogue only through "Other", stripped of markup', () => {
    const parsed = listingInputSchema.parse({
      ...base,
      make: 'other',
      makeOther: '<img src=x onerror=alert(1)>Bespoke',
      model: 'other',
      modelOther: 'GT <b>1</b>',
    });
    expect(parsed).toMatchObject({
      make: 'other',
      makeOther: 'Bespoke',
      model: 'other',
      modelOther: 'GT 1',
    });
    expect(
      issues(listingInputSchema.safeParse({ ...base, make: 'other', model: 'other' })),
    ).toMatchObject({
      makeOther: 'Please type the make.',
      modelOther: 'Please type the model.',
    });
    expect(
      issues(listingInputSchema.safeParse({ ...base, make: 'other', makeOther: 'Bespoke' })),
    ).toMatchObject({
      model: expect.stringContaining('choose "Other" for the model'),
    });
  });
});
