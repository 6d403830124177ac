import { z } from 'zod';

/**
 * Dealer inventory import (docs/inventory-import.md): a CSV snapshot of a dealer's (or a
 * sales rep's) whole inventory, validated row by row before anything is written, then
 * applied as a job: new units created, changed ones updated, units missing from the
 * snapshot marked inactive.
 */

/** Largest CSV accepted; a bigger file is refused with this limit named (413). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_MB = MAX_IMPORT_BYTES / 1024 / 1024;
/** Rows one file may hold. */
export const MAX_IMPORT_ROWS = 50_000;
/** Row errors an import keeps and shows (the count is always complete). */
export const MAX_IMPORT_ERRORS_SHOWN = 500;
/** Photo URLs one row may give (the listing photo limit). */
export const MAX_IMPORT_PHOTOS = 10;

/** The columns of the CSV, in the template's order. Headers are matched case-insensitively. */
export const IMPORT_COLUMNS = [
  {
    name: 'stock_number',
    required: 'one of stock_number and vin',
    description: "The dealer's stock number; the unit's key within the inventory",
  },
  {
    name: 'vin',
    required: 'one of stock_number and vin',
    description: '17 characters; the key when stock_number is empty',
  },
  { name: 'category', required: 'no', description: 'cars (default), motorcycles or trucks' },
  { name: 'year', required: 'yes', description: 'Model year, 1900 to next year' },
  { name: 'make', required: 'yes', description: 'Make name, e.g. Honda' },
  { name: 'model', required: 'yes', description: 'Model name, e.g. Accord' },
  { name: 'price', required: 'yes', description: 'Asking price in US dollars, e.g. 18999.50' },
  { name: 'mileage', required: 'no', description: 'Miles, whole number' },
  { name: 'condition', required: 'no', description: 'new, used (default) or certified_pre_owned' },
  { name: 'transmission', required: 'no', description: 'automatic (default), manual or cvt' },
  {
    name: 'fuel_type',
    required: 'no',
    description: 'gasoline (default), diesel, hybrid, plug_in_hybrid or electric',
  },
  { name: 'engine', required: 'no', description: 'e.g. 2.0L 4 Cylinder' },
  { name: 'exterior_color', required: 'no', description: 'e.g. White' },
  { name: 'interior_color', required: 'no', description: 'e.g. Black' },
  { name: 'features', required: 'no', description: 'Separated by |, e.g. Backup camera|Bluetooth' },
  { name: 'description', required: 'no', description: 'Free text' },
  { name: 'city', required: 'no', description: 'Location city' },
  { name: 'state', required: 'no', description: 'Location state, e.g. TX' },
  { name: 'zip', required: 'no', description: 'Location ZIP code' },
  { name: 'status', required: 'no', description: 'active (default), pending or sold' },
  {
    name: 'photo_urls',
    required: 'no',
    description: `Up to ${MAX_IMPORT_PHOTOS} http(s) image URLs separated by |; the first is the primary photo`,
  },
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['name'];

export const IMPORT_TEMPLATE_CSV =
  `${IMPORT_COLUMNS.map((c) => c.name).join(',')}\n` +
  'A1001,1HGCM82633A004352,cars,2020,Honda,Accord,18999.50,42000,used,automatic,gasoline,2.0L 4 Cylinder,White,Black,Backup camera|Bluetooth,"One owner, full service history.",Austin,TX,78701,active,https://example.com/photos/a1001-front.jpg|https://example.com/photos/a1001-side.jpg\n';

export const importRowErrorSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  row: z.number().int(),
  /** The column at fault, when one is. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importStatusSchema = z.enum(['validated', 'queued', 'running', 'completed', 'failed']);
export type ImportStatus = z.infer<typeof importStatusSchema>;

const importCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  deactivated: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const listingImportSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  status: importStatusSchema,
  createdAt: z.string(),
  committedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Data rows in the file (header excluded). */
  totalRows: z.number().int(),
  /** Rows that passed validation: what a commit writes. */
  validRows: z.number().int(),
  /** Rows refused (a row may have several errors). */
  invalidRows: z.number().int(),
  errorCount: z.number().int(),
  /** The first MAX_IMPORT_ERRORS_SHOWN errors, by row. */
  errors: z.array(importRowErrorSchema),
  /** What a commit would do, as of the validation. */
  preview: importCountsSchema,
  /** What the commit did so far (complete once `completed`). */
  result: importCountsSchema,
  /** Valid rows applied so far, for the progress bar. */
  processedRows: z.number().int(),
  /** 0–100 over rows, then the deactivation of missing units. */
  progress: z.number().int(),
  photos: z.object({
    queued: z.number().int(),
    fetched: z.number().int(),
    failed: z.number().int(),
  }),
  failure: z.string().nullable(),
});
export type ListingImport = z.infer<typeof listingImportSchema>;

export const listingImportListSchema = z.object({ items: z.array(listingImportSchema) });
