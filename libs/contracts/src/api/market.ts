import { z } from 'zod';

/**
 * Deal rating (issue 18): a listing's price against the comparable active listings — same
 * category, make and model, model years in the same three-year band — as the search read
 * model keeps them. Fewer than DEAL_RATING_MIN_COMPARABLES comparables: not enough data.
 */
export const DEAL_RATINGS = ['great', 'good', 'fair', 'high', 'overpriced'] as const;
export const dealRatingLevelSchema = z.enum(DEAL_RATINGS);
export type DealRatingLevel = z.infer<typeof dealRatingLevelSchema>;

export const DEAL_RATING_LABELS: Record<DealRatingLevel, string> = {
  great: 'Great Deal',
  good: 'Good Deal',
  fair: 'Fair Deal',
  high: 'High Price',
  overpriced: 'Overpriced',
};

/** Comparable listings (other than the rated one) needed for a rating. */
export const DEAL_RATING_MIN_COMPARABLES = 3;

export const dealRatingSchema = z.object({
  listingId: z.uuid(),
  /** Null: not enough comparable listings. */
  rating: dealRatingLevelSchema.nullable(),
  /** The median price of the comparable listings (null with no rating). */
  marketPrice: z.number().nullable(),
  /** How many comparable active listings the market price is taken from. */
  comparables: z.number().int(),
  /** The model years compared, e.g. 2018–2020. */
  yearFrom: z.number().int().nullable(),
  yearTo: z.number().int().nullable(),
});
export type DealRating = z.infer<typeof dealRatingSchema>;

/** GET /api/search/deal-ratings?ids=a,b,c — one request for a page of cards. */
export const dealRatingsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid({ error: 'ids must be listing ids' }))
        .min(1, 'ids is required')
        .max(100, 'At most 100 ids'),
    ),
});
export type DealRatingsQuery = z.infer<typeof dealRatingsQuerySchema>;

export const dealRatingsResponseSchema = z.object({
  /** One per known id (unknown or inactive listings are left out). */
  items: z.array(dealRatingSchema),
});
export type DealRatingsResponse = z.infer<typeof dealRatingsResponseSchema>;
