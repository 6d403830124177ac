import {
  conditionLabels,
  type FacetValue,
  fuelTypeLabels,
  type SearchFacets,
  transmissionLabels,
} from '@market/contracts';
import { byCountThenLabel, PRICE_BUCKETS, YEAR_BUCKETS } from '../listing-index.port.js';
import { type Dictionary, type MemoryListings, modelValue } from './memory-listings.js';

/** Counts per code of each facet, as a search gathered them. */
export type FacetCounts = Record<
  'make' | 'model' | 'condition' | 'fuel' | 'transmission' | 'price' | 'year',
  Int32Array
>;

export function facetsOf(
  listings: MemoryListings,
  counts: FacetCounts,
  withModels: boolean,
): SearchFacets {
  const values = (
    dictionary: Dictionary,
    counted: Int32Array,
    value: (code: number) => string,
    label: (code: number) => string,
  ): FacetValue[] => {
    const found: FacetValue[] = [];
    for (let code = 1; code < counted.length; code++) {
      if (counted[code] > 0)
        found.push({ value: value(code), label: label(code), count: counted[code] });
    }
    return found.sort(byCountThenLabel).slice(0, 100);
  };
  const labelled = (dictionary: Dictionary, counted: Int32Array, labels: Record<string, string>) =>
    values(
      dictionary,
      counted,
      (code) => dictionary.values[code],
      (code) => labels[dictionary.values[code]] ?? dictionary.values[code],
    );
  return {
    make: values(
      listings.makes,
      counts.make,
      (code) => listings.makes.values[code],
      (code) => listings.makes.labels[code],
    ),
    model: withModels
      ? values(
          listings.models,
          counts.model,
          (code) => modelValue(listings.models.values[code]),
          (code) => listings.models.labels[code],
        )
      : [],
    condition: labelled(listings.conditions, counts.condition, conditionLabels),
    fuelType: labelled(listings.fuelTypes, counts.fuel, fuelTypeLabels),
    transmission: labelled(listings.transmissions, counts.transmission, transmissionLabels),
    price: PRICE_BUCKETS.map((bucket, i) => ({ ...bucket, count: counts.price[i] })),
    year: YEAR_BUCKETS.map((bucket, i) => ({ ...bucket, count: counts.year[i] })),
  };
}
