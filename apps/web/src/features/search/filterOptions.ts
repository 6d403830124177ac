import type { Condition, FuelType, SearchSort, Transmission } from '@market/contracts';
import { CONDITION_LABELS, FUEL_TYPE_LABELS, TRANSMISSION_LABELS } from '../listings';

// Values are repeated here (the contracts export them as zod-backed values) so the browse
// pages do not pull zod in; the `satisfies` clauses keep them in step with the enums.

/** SPEC §9 order of the filter lists. */
export const CONDITION_VALUES = [
  'new',
  'used',
  'certified_pre_owned',
] as const satisfies readonly Condition[];
export const TRANSMISSION_VALUES = [
  'automatic',
  'manual',
  'cvt',
] as const satisfies readonly Transmission[];
export const FUEL_TYPE_VALUES = [
  'gasoline',
  'diesel',
  'hybrid',
  'electric',
  'plug_in_hybrid',
] as const satisfies readonly FuelType[];

export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest listings' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'mileage_asc', label: 'Mileage: lowest first' },
  { value: 'year_desc', label: 'Year: newest first' },
] as const satisfies readonly { value: SearchSort; label: string }[];
export const SORT_VALUES: readonly SearchSort[] = SORT_OPTIONS.map((o) => o.value);

/** Miles around a ZIP; the search API's default is 50. */
export const RADIUS_OPTIONS = [10, 25, 50, 100, 250, 500] as const;
export const DEFAULT_RADIUS = 50;

export const CHECKBOX_GROUPS = {
  conditions: { legend: 'Condition', values: CONDITION_VALUES, labels: CONDITION_LABELS },
  transmissions: {
    legend: 'Transmission',
    values: TRANSMISSION_VALUES,
    labels: TRANSMISSION_LABELS,
  },
  fuelTypes: { legend: 'Fuel type', values: FUEL_TYPE_VALUES, labels: FUEL_TYPE_LABELS },
} as const;

export const YEAR_OPTION_COUNT = 30;

/**
 * SPEC §9: 30 years counting down. The spec's list started at a fixed 2024; ours starts at
 * next year's model year (sold from the autumn before), so new vehicles stay selectable.
 */
export function yearOptions(now: Date = new Date()): number[] {
  const newest = now.getFullYear() + 1;
  return Array.from({ length: YEAR_OPTION_COUNT }, (_, i) => newest - i);
}
