import { z } from 'zod';
import { fuelTypeSchema, transmissionSchema, vehicleCategorySchema } from './vehicles.js';

/** The 'any' option that starts every make and model list (SPEC.md §3 search catalogue). */
export const ANY = 'any';

export const catalogueMakeSchema = z.object({ value: z.string(), label: z.string() });
export type CatalogueMake = z.infer<typeof catalogueMakeSchema>;

export const catalogueModelSchema = z.object({
  value: z.string(),
  label: z.string(),
  makes: z.array(z.string()),
});
export type CatalogueModel = z.infer<typeof catalogueModelSchema>;

/** GET /api/catalog/:category/makes → { items } (first item is { value: 'any', label: 'Any Make' }). */
export const catalogueMakesResponseSchema = z.object({
  category: vehicleCategorySchema,
  items: z.array(catalogueMakeSchema),
});
/** GET /api/catalog/:category/models?make= → { items } (first item is { value: 'any', label: 'Any Model' }). */
export const catalogueModelsResponseSchema = z.object({
  category: vehicleCategorySchema,
  make: z.string(),
  items: z.array(catalogueModelSchema),
});

export const VIN_LENGTH = 17;
export const vinDecodeRequestSchema = z.object({
  vin: z
    .string({ error: 'Please enter a valid 17-character VIN' })
    .trim()
    .toUpperCase()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'Please enter a valid 17-character VIN'),
});

/** POST /api/vin/decode → what the listing form fills in (SPEC.md §9 mappings). */
export const vinDecodeResponseSchema = z.object({
  vin: z.string(),
  /** Catalogue values (slugs) so the form's selects can show them; null when the catalogue lacks them. */
  make: z.string().nullable(),
  model: z.string().nullable(),
  makeLabel: z.string(),
  modelLabel: z.string(),
  year: z.number().int().nullable(),
  category: vehicleCategorySchema.nullable(),
  fuelType: fuelTypeSchema.nullable(),
  transmission: transmissionSchema,
  /** '{n} Cylinder' or null. */
  cylinders: z.string().nullable(),
  engine: z.string().nullable(),
});
export type VinDecodeResponse = z.infer<typeof vinDecodeResponseSchema>;
