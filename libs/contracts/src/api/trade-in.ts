import { z } from 'zod';
import { plainText } from './text.js';
import { vehicleCategorySchema } from './vehicles.js';

/**
 * Trade-In Value (SPEC.md §2 Vehicle detail, Pricing Tools): an estimate for the buyer's
 * own vehicle from the active listings of the same make and model within a year band,
 * each price adjusted for the mileage difference. Computed by the search context, which
 * holds the listing read model.
 */

/** Listings this many model years either side count as comparable. */
export const TRADE_IN_YEAR_BAND = 2;
/** Fewer comparables than this: "not enough data". */
export const TRADE_IN_MIN_COMPARABLES = 3;

export const TRADE_IN_TEXTS = {
  notEnoughData:
    'Not enough data: there are too few comparable listings of this make and model to estimate a trade-in value.',
} as const;

const catalogueValue = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .toLowerCase()
    .max(80, `${label} must be at most 80 characters`)
    .pipe(plainText(label));

export const tradeInQuerySchema = z.object({
  category: vehicleCategorySchema.default('cars'),
  make: catalogueValue('make'),
  model: catalogueValue('model'),
  year: z.coerce
    .number({ error: 'year must be a year from 1900 to 2100' })
    .int('year must be a year from 1900 to 2100')
    .min(1900, 'year must be a year from 1900 to 2100')
    .max(2100, 'year must be a year from 1900 to 2100'),
  mileage: z.coerce
    .number({ error: 'mileage must be a whole number of miles' })
    .int('mileage must be a whole number of miles')
    .min(0, 'mileage must be 0 or more')
    .max(2_000_000, 'mileage must be at most 2,000,000'),
});
export type TradeInQuery = z.input<typeof tradeInQuerySchema>;

export const tradeInEstimateSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('estimate'),
    comparables: z.number().int(),
    yearFrom: z.number().int(),
    yearTo: z.number().int(),
    /** Whole dollars: what a dealer would likely offer (low – high), and the middle. */
    low: z.number().int(),
    value: z.number().int(),
    high: z.number().int(),
    /** The median asking price of the comparables once adjusted to this mileage and year. */
    marketValue: z.number().int(),
  }),
  z.object({
    status: z.literal('not_enough_data'),
    comparables: z.number().int(),
    yearFrom: z.number().int(),
    yearTo: z.number().int(),
    message: z.string(),
  }),
]);
export type TradeInEstimate = z.infer<typeof tradeInEstimateSchema>;
