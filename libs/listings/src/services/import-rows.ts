import {
  IMPORT_COLUMNS,
  type ImportRowError,
  listingInputSchema,
  MAX_IMPORT_PHOTOS,
  MAX_IMPORT_ROWS,
  OTHER,
} from '@market/contracts';
import { ValidationError } from '@market/platform';
import { parse } from 'csv-parse/sync';
import type { VehicleCatalogue } from '../catalogue/index.js';
import { vinCheckDigit } from '../vin/vin-rules.js';
import type { EditableFields } from './listing-edits.js';
import { resolveVehicleNames } from './listing-vehicle-names.js';

/** One valid row, ready to write: the listing's columns plus its inventory key and photo URLs. */
export interface ImportFields extends EditableFields {
  importKey: string;
  stockNumber: string | null;
  photoUrls: string[];
}

export interface ParsedImport {
  totalRows: number;
  /** Valid rows by their line in the file. */
  valid: { row: number; fields: ImportFields }[];
  /** Keys of rows refused for other reasons than their key: their units are not "missing". */
  refusedKeys: { row: number; importKey: string }[];
  invalidRows: number;
  errors: ImportRowError[];
}

const KNOWN = new Set<string>(IMPORT_COLUMNS.map((c) => c.name));
const REQUIRED_HEADERS = ['year', 'make', 'model', 'price'];
/** Form field → CSV column, for the messages. */
const COLUMN_OF: Record<string, string> = {
  makeOther: 'make',
  modelOther: 'model',
  make: 'make',
  model: 'model',
  fuelType: 'fuel_type',
  exteriorColor: 'exterior_color',
  interiorColor: 'interior_color',
  locationCity: 'city',
  locationState: 'state',
  locationZip: 'zip',
};
const IMPORT_STATUSES = new Set(['active', 'pending', 'sold']);
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The inventory key of a row or a listing: the stock number, else the VIN. */
export function importKeyOf(stockNumber: string | null, vin: string | null): string | null {
  if (stockNumber) return `stock:${stockNumber.toUpperCase()}`;
  return vin ? `vin:${vin}` : null;
}

/**
 * Reads an inventory CSV and checks every row: the listing form's rules (SPEC.md §5), a key
 * (stock number or VIN) unique in the file, a VIN with a valid check digit, http(s) photo
 * URLs. Nothing is written; the errors name the row (its line in the file) and the column.
 */
export function parseInventoryCsv(data: Buffer, catalogue: VehicleCatalogue): ParsedImport {
  let records: string[][];
  try {
    records = parse(data, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      max_record_size: 64 * 1024,
    }) as string[][];
  } catch (error) {
    throw new ValidationError(`The file is not a readable CSV: ${(error as Error).message}`, [
      { path: 'file', message: 'The file is not a readable CSV.' },
    ]);
  }
  const [header, ...rows] = records;
  if (!header)
    throw fileProblem('The file is empty: it needs a header row and at least one vehicle.');
  const columns = header.map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const missing = REQUIRED_HEADERS.filter((name) => !columns.includes(name));
  if (!columns.includes('stock_number') && !columns.includes('vin'))
    missing.unshift('stock_number or vin');
  if (missing.length)
    throw fileProblem(
      `The header row lacks the column(s) ${missing.join(', ')}. Download the template to see every column.`,
    );
  const unknown = columns.filter((name) => name && !KNOWN.has(name));
  if (unknown.length)
    throw fileProblem(
      `Unknown column(s): ${unknown.join(', ')}. Download the template to see every column.`,
    );
  if (rows.length === 0) throw fileProblem('The file has a header row but no vehicles.');
  if (rows.length > MAX_IMPORT_ROWS)
    throw fileProblem(
      `The file has ${rows.length} rows; an import takes at most ${MAX_IMPORT_ROWS}.`,
    );

  const result: ParsedImport = {
    totalRows: rows.length,
    valid: [],
    refusedKeys: [],
    invalidRows: 0,
    errors: [],
  };
  const firstRowOfKey = new Map<string, number>();
  rows.forEach((cells, index) => {
    const line = index + 2;
    const cell = (name: string) => {
      const at = columns.indexOf(name);
      return at >= 0 ? (cells[at] ?? '').trim() : '';
    };
    const problems: ImportRowError[] = [];
    const problem = (column: string | null, message: string) =>
      problems.push({ row: line, column, message });

    const stockNumber = cell('stock_number') || null;
    if (stockNumber && stockNumber.length > 40)
      problem('stock_number', 'Stock number must be at most 40 characters');
    const vin = cell('vin').toUpperCase() || null;
    if (vin) {
      if (!VIN.test(vin)) problem('vin', 'VIN must be 17 letters and digits, without I, O or Q');
      else if (/^[1-5]/.test(vin) && vinCheckDigit(vin) !== vin[8])
        problem(
          'vin',
          `VIN check digit is wrong (the 9th character should be ${vinCheckDigit(vin)})`,
        );
    }
    const importKey = importKeyOf(stockNumber, vin);
    if (!importKey) problem('stock_number', 'Each row needs a stock number or a VIN');
    else {
      const first = firstRowOfKey.get(importKey);
      if (first !== undefined)
        problem(
          stockNumber ? 'stock_number' : 'vin',
          stockNumber
            ? `Duplicate stock number ${stockNumber}: also on row ${first}`
            : `Duplicate VIN ${vin}: also on row ${first}`,
        );
      else firstRowOfKey.set(importKey, line);
    }

    const status = cell('status').toLowerCase() || 'active';
    if (!IMPORT_STATUSES.has(status)) problem('status', 'Status must be active, pending or sold');
    const photoUrls = cell('photo_urls')
      .split(/[|\s]+/)
      .filter(Boolean);
    if (photoUrls.length > MAX_IMPORT_PHOTOS)
      problem('photo_urls', `At most ${MAX_IMPORT_PHOTOS} photo URLs per vehicle`);
    for (const url of photoUrls)
      if (!isHttpUrl(url)) problem('photo_urls', `Not an http(s) URL: ${url.slice(0, 80)}`);

    const parsed = listingInputSchema.safeParse({
      category: cell('category').toLowerCase() || undefined,
      make: OTHER,
      makeOther: cell('make') || null,
      model: OTHER,
      modelOther: cell('model') || null,
      year: cell('year'),
      price: cell('price').replace(/[$,]/g, ''),
      mileage: cell('mileage').replace(/,/g, ''),
      vin,
      condition: cell('condition').toLowerCase() || undefined,
      transmission: cell('transmission').toLowerCase() || undefined,
      fuelType: cell('fuel_type').toLowerCase() || undefined,
      engine: cell('engine') || null,
      exteriorColor: cell('exterior_color') || null,
      interiorColor: cell('interior_color') || null,
      features: cell('features')
        .split('|')
        .map((f) => f.trim())
        .filter(Boolean),
      description: cell('description') || null,
      locationCity: cell('city') || null,
      locationState: cell('state') || null,
      locationZip: cell('zip') || null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (field === 'model' && problems.some((p) => p.column === 'model')) continue;
        const column = COLUMN_OF[field] ?? (field ? field : null);
        const message =
          (field === 'makeOther' || field === 'modelOther') && !cell(column ?? '')
            ? `${column === 'make' ? 'Make' : 'Model'} is required`
            : issue.message === 'Please fill in all required fields.'
              ? `${column ?? 'A required field'} is required`
              : issue.message;
        problem(column, message);
      }
    }
    if (problems.length === 0 && parsed.success) {
      try {
        const values = parsed.data;
        const names = resolveVehicleNames(catalogue, values);
        result.valid.push({
          row: line,
          fields: {
            category: values.category,
            make: names.make,
            makeLabel: names.makeLabel,
            model: names.model,
            modelLabel: names.modelLabel,
            title: `${values.year} ${names.makeLabel} ${names.modelLabel}`,
            year: values.year,
            price: values.price,
            mileage: values.mileage,
            vin: values.vin,
            condition: values.condition,
            transmission: values.transmission,
            fuelType: values.fuelType,
            engine: values.engine,
            exteriorColor: values.exteriorColor,
            interiorColor: values.interiorColor,
            features: values.features,
            description: values.description,
            locationCity: values.locationCity,
            locationState: values.locationState,
            locationZip: values.locationZip,
            status: status as EditableFields['status'],
            importKey: importKey!,
            stockNumber,
            photoUrls,
          },
        });
        return;
      } catch (error) {
        problem('make', (error as Error).message);
      }
    }
    result.invalidRows += 1;
    result.errors.push(...problems);
    // A unit whose row is refused (but keyed) is kept as it is rather than deactivated.
    if (importKey && firstRowOfKey.get(importKey) === line)
      result.refusedKeys.push({ row: line, importKey });
  });
  return result;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function fileProblem(message: string): ValidationError {
  return new ValidationError(message, [{ path: 'file', message }]);
}
