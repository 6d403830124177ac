import { z } from 'zod';
import { ALERT_FREQUENCIES, VEHICLE_CATEGORIES } from '@market/contracts';
import { blankAs } from '../../lib/form';

const price = (label: string) =>
  blankAs(
    null,
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(0, `${label} must be at least 0`)
      .max(100_000_000, `${label} is too high`)
      .nullable(),
  );

/** The create-search-alert form of SPEC §2: category, make, model, min and max price, and how often. */
export const alertFormSchema = z
  .object({
    category: z.enum(VEHICLE_CATEGORIES),
    make: z.string(),
    model: z.string(),
    priceMin: price('Min price'),
    priceMax: price('Max price'),
    frequency: z.enum(ALERT_FREQUENCIES),
  })
  .refine((v) => v.priceMin === null || v.priceMax === null || v.priceMin <= v.priceMax, {
    path: ['priceMax'],
    message: 'Max price must not be below min price',
  });
