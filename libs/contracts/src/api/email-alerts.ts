import { z } from 'zod';
import { searchListingsQuerySchema } from './search.js';
import { plainText } from './text.js';

/** SPEC.md §3 alert preferences, with their defaults. */
export const ALERT_PREFERENCE_DEFAULTS = {
  newListings: true,
  priceDrops: true,
  savedSearches: false,
  dealerNews: false,
} as const;
export type AlertPreferenceKey = keyof typeof ALERT_PREFERENCE_DEFAULTS;

export const alertPreferencesSchema = z.object({
  newListings: z.boolean().default(ALERT_PREFERENCE_DEFAULTS.newListings),
  priceDrops: z.boolean().default(ALERT_PREFERENCE_DEFAULTS.priceDrops),
  savedSearches: z.boolean().default(ALERT_PREFERENCE_DEFAULTS.savedSearches),
  dealerNews: z.boolean().default(ALERT_PREFERENCE_DEFAULTS.dealerNews),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** How often an alert's matches are mailed: one digest per recipient at that pace. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export const alertFrequencySchema = z.enum(ALERT_FREQUENCIES, {
  error: 'frequency must be instant, daily or weekly',
});
export type AlertFrequency = z.infer<typeof alertFrequencySchema>;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(320, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

/** POST /api/email-alerts/subscriptions: the /email-alerts subscribe form. */
export const alertSubscribeRequestSchema = z.object({
  email,
  preferences: alertPreferencesSchema.default(ALERT_PREFERENCE_DEFAULTS),
  /** The pace of the price-drop and dealer-news digests (saved searches carry their own). */
  frequency: alertFrequencySchema.default('daily'),
});
export type AlertSubscribeRequest = z.input<typeof alertSubscribeRequestSchema>;

/**
 * The answer never says whether the address was already subscribed (that would tell
 * anyone who subscribes whom): a confirmation mail is on its way either way.
 */
export const alertSubscribeResponseSchema = z.object({
  email: z.string(),
  status: z.literal('confirmation_sent'),
});

/** A signed link's token (confirm, unsubscribe): `<subscription id>.<signature>`. */
export const alertLinkTokenSchema = z
  .string({ error: 'token is required' })
  .trim()
  .min(1, 'token is required')
  .max(200, 'token is too long')
  .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{20,100}$/, 'This link is invalid or incomplete');
export const alertTokenBodySchema = z.object({ token: alertLinkTokenSchema });
export const alertTokenQuerySchema = z.object({ token: alertLinkTokenSchema });

export const alertSubscriptionSchema = z.object({
  email: z.string(),
  status: z.enum(['pending', 'active', 'unsubscribed']),
  preferences: alertPreferencesSchema,
  frequency: alertFrequencySchema,
});
export type AlertSubscription = z.infer<typeof alertSubscriptionSchema>;

/** PUT /api/my/email-alerts: a signed-in user's own subscription (their account e-mail, already verified). */
export const myAlertSubscriptionRequestSchema = z.object({
  preferences: alertPreferencesSchema,
  frequency: alertFrequencySchema.default('daily'),
});
export type MyAlertSubscriptionRequest = z.input<typeof myAlertSubscriptionRequestSchema>;

export const myAlertSubscriptionResponseSchema = z.object({
  subscription: alertSubscriptionSchema.nullable(),
});

/** The parts of a /listings search an alert keeps: paging, sort and facets are not a search's meaning. */
const IGNORED_SEARCH_KEYS = new Set(['sort', 'cursor', 'limit', 'facets']);
/** /listings accepts these spellings of the seller filters; the API reads dealerId and salesRepId. */
const SEARCH_KEY_ALIASES: Record<string, string> = {
  dealer_id: 'dealerId',
  sales_rep_id: 'salesRepId',
  sales_rep: 'salesRepId',
};

/** The query-string filters of a saved search as the search API reads them. */
export function searchParamsRecord(search: string): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(search.replace(/^\?/, ''))) {
    const key = SEARCH_KEY_ALIASES[rawKey] ?? rawKey;
    if (IGNORED_SEARCH_KEYS.has(key) || value.trim() === '') continue;
    const existing = record[key];
    record[key] =
      existing === undefined
        ? value
        : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return record;
}

/** A saved search's criteria: the /listings filters, validated by the search API's own rules. */
export const savedSearchCriteriaSchema = searchListingsQuerySchema.transform(
  ({ sort: _sort, cursor: _cursor, limit: _limit, facets: _facets, ...criteria }) => criteria,
);
export type SavedSearchCriteria = z.infer<typeof savedSearchCriteriaSchema>;

/** The /listings query string, read with the same rules as GET /api/search/listings. */
export const savedSearchQuerySchema = z
  .string({ error: 'search is required' })
  .max(2000, 'search is too long')
  .pipe(plainText('search'))
  .transform((search, ctx) => {
    const parsed = savedSearchCriteriaSchema.safeParse(searchParamsRecord(search));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

const alertName = z
  .string()
  .trim()
  .min(1, 'Please name the alert')
  .max(120, 'name must be at most 120 characters')
  .pipe(plainText('name'));

export const createSavedSearchRequestSchema = z.object({
  name: alertName,
  /** The /listings query string (`category=cars&make=toyota&priceMax=25000`). */
  search: savedSearchQuerySchema,
  frequency: alertFrequencySchema.default('daily'),
});
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchRequestSchema>;

export const updateSavedSearchRequestSchema = z
  .object({
    name: alertName.optional(),
    frequency: alertFrequencySchema.optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change: send name, frequency or isActive',
  });
export type UpdateSavedSearchRequest = z.input<typeof updateSavedSearchRequestSchema>;

/** SPEC.md §3 email_alerts: a saved search mailed at its frequency. */
export const savedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The normalised /listings query string: `/listings?${search}` reopens it. */
  search: z.string(),
  frequency: alertFrequencySchema,
  isActive: z.boolean(),
  lastSent: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const MAX_SAVED_SEARCHES = 25;

/** GET /api/admin/email-alerts: the admin console's Analytics view of e-mail alerts. */
export const adminEmailAlertsSchema = z.object({
  subscriptions: z.object({
    pending: z.number().int(),
    active: z.number().int(),
    unsubscribed: z.number().int(),
  }),
  savedSearches: z.object({ active: z.number().int(), paused: z.number().int() }),
  queuedMatches: z.number().int(),
  mailedMatchesLast7Days: z.number().int(),
  /** The 10 newest saved searches (SPEC.md §9: admin lists show 10 rows). */
  recent: z.array(savedSearchSchema.extend({ email: z.string() })),
});
export type AdminEmailAlerts = z.infer<typeof adminEmailAlertsSchema>;
