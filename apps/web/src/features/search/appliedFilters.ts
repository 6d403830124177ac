import { CONDITION_LABELS, FUEL_TYPE_LABELS, TRANSMISSION_LABELS } from '../listings';
import type { SearchState } from './searchState';
import { formatWholeDollars, formatWholeNumber } from '../../lib/numbers';

/** One applied filter as a removable chip: its text and the search without it. */
export interface AppliedFilter {
  key: string;
  label: string;
  remove: (state: SearchState) => SearchState;
}

const money = (value: number) => formatWholeDollars(value);

/** The filters narrowing a search, in the sidebar's order (category, sort and the seller are not filters). */
export function appliedFilters(
  state: SearchState,
  makeLabel?: string,
  modelLabel?: string,
): AppliedFilter[] {
  const out: AppliedFilter[] = [];
  if (state.q.trim())
    out.push({ key: 'q', label: `“${state.q.trim()}”`, remove: (s) => ({ ...s, q: '' }) });
  if (state.make)
    out.push({
      key: 'make',
      label: makeLabel ?? state.make,
      remove: (s) => ({ ...s, make: '', model: '' }),
    });
  if (state.model)
    out.push({
      key: 'model',
      label: modelLabel ?? state.model,
      remove: (s) => ({ ...s, model: '' }),
    });
  if (state.priceMin !== null || state.priceMax !== null) {
    const label =
      state.priceMin !== null && state.priceMax !== null
        ? `${money(state.priceMin)} – ${money(state.priceMax)}`
        : state.priceMin !== null
          ? `From ${money(state.priceMin)}`
          : `Up to ${money(state.priceMax!)}`;
    out.push({ key: 'price', label, remove: (s) => ({ ...s, priceMin: null, priceMax: null }) });
  }
  if (state.yearMin !== null || state.yearMax !== null) {
    const label =
      state.yearMin !== null && state.yearMax !== null
        ? `${state.yearMin} – ${state.yearMax}`
        : state.yearMin !== null
          ? `${state.yearMin} or newer`
          : `${state.yearMax} or older`;
    out.push({ key: 'year', label, remove: (s) => ({ ...s, yearMin: null, yearMax: null }) });
  }
  if (state.mileageMax !== null)
    out.push({
      key: 'mileage',
      label: `Under ${formatWholeNumber(state.mileageMax)} mi`,
      remove: (s) => ({ ...s, mileageMax: null }),
    });
  for (const condition of state.conditions)
    out.push({
      key: `condition-${condition}`,
      label: CONDITION_LABELS[condition],
      remove: (s) => ({ ...s, conditions: s.conditions.filter((c) => c !== condition) }),
    });
  for (const transmission of state.transmissions)
    out.push({
      key: `transmission-${transmission}`,
      label: TRANSMISSION_LABELS[transmission],
      remove: (s) => ({ ...s, transmissions: s.transmissions.filter((t) => t !== transmission) }),
    });
  for (const fuel of state.fuelTypes)
    out.push({
      key: `fuel-${fuel}`,
      label: FUEL_TYPE_LABELS[fuel],
      remove: (s) => ({ ...s, fuelTypes: s.fuelTypes.filter((f) => f !== fuel) }),
    });
  if (state.location.trim())
    out.push({
      key: 'location',
      label: state.location.trim(),
      remove: (s) => ({ ...s, location: '' }),
    });
  if (state.zip)
    out.push({
      key: 'zip',
      label: state.radius ? `Within ${state.radius} mi of ${state.zip}` : `ZIP ${state.zip}`,
      remove: (s) => ({ ...s, zip: '', radius: null }),
    });
  if (state.featured)
    out.push({ key: 'featured', label: 'Featured', remove: (s) => ({ ...s, featured: false }) });
  return out;
}
