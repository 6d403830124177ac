import type { AlertFrequency, VehicleCategory } from '@market/contracts';
import { formatWholeDollars, formatWholeNumber } from '../../lib/numbers';

export const FREQUENCY_OPTIONS: { value: AlertFrequency; label: string }[] = [
  { value: 'instant', label: 'Instantly' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'weekly', label: 'Weekly digest' },
];
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily',
  weekly: 'Weekly',
};

const CATEGORY_NAMES: Record<string, string> = {
  cars: 'Cars',
  motorcycles: 'Motorcycles',
  trucks: 'Trucks',
};
const CONDITION_NAMES: Record<string, string> = {
  new: 'New',
  used: 'Used',
  certified_pre_owned: 'Certified pre-owned',
};

/** 'land-rover' → 'Land Rover', 'f150' → 'F150': a readable name for a catalogue value. */
export function humanize(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** The parts of a /listings query string a person reads: "Toyota Camry", "Under $30,000"… */
export function searchParts(search: string): string[] {
  const p = new URLSearchParams(search.replace(/^\?/, ''));
  const parts: string[] = [];
  const vehicle = [p.get('make'), p.get('model')]
    .filter((v): v is string => !!v && v !== 'any')
    .map(humanize)
    .join(' ');
  const category =
    CATEGORY_NAMES[p.get('category') ?? ''] ??
    (p.get('dealer_id') || p.get('sales_rep_id') ? 'All vehicles' : 'Cars');
  parts.push(vehicle ? `${vehicle} ${category.toLowerCase()}` : category);
  const min = Number(p.get('priceMin'));
  const max = Number(p.get('priceMax'));
  if (p.get('priceMin') && p.get('priceMax'))
    parts.push(`${formatWholeDollars(min)}–${formatWholeDollars(max)}`);
  else if (p.get('priceMax')) parts.push(`Under ${formatWholeDollars(max)}`);
  else if (p.get('priceMin')) parts.push(`From ${formatWholeDollars(min)}`);
  if (p.get('yearMin') && p.get('yearMax')) parts.push(`${p.get('yearMin')}–${p.get('yearMax')}`);
  else if (p.get('yearMin')) parts.push(`${p.get('yearMin')}+`);
  else if (p.get('yearMax')) parts.push(`Up to ${p.get('yearMax')}`);
  if (p.get('mileageMax'))
    parts.push(`Under ${formatWholeNumber(Number(p.get('mileageMax')))} miles`);
  const conditions = (p.get('conditions') ?? '').split(',').filter(Boolean);
  if (conditions.length)
    parts.push(conditions.map((c) => CONDITION_NAMES[c] ?? humanize(c)).join(' or '));
  const fuels = (p.get('fuelTypes') ?? '').split(',').filter(Boolean);
  if (fuels.length) parts.push(fuels.map(humanize).join(' or '));
  const transmissions = (p.get('transmissions') ?? '').split(',').filter(Boolean);
  if (transmissions.length)
    parts.push(transmissions.map((t) => (t === 'cvt' ? 'CVT' : humanize(t))).join(' or '));
  if (p.get('featured') === 'true') parts.push('Featured only');
  if (p.get('zip')) parts.push(`Within ${p.get('radius') ?? 50} miles of ${p.get('zip')}`);
  if (p.get('location')) parts.push(`In ${p.get('location')}`);
  if (p.get('q')) parts.push(`“${p.get('q')}”`);
  return parts;
}

/** The name a saved search gets unless the user types another: "Toyota Camry cars · Under $30,000". */
export function defaultAlertName(search: string): string {
  return searchParts(search).slice(0, 3).join(' · ').slice(0, 120);
}

/** The /listings query of the alert form (SPEC §2: category, make, model, min and max price). */
export function alertFormSearch(values: {
  category: VehicleCategory;
  make: string;
  model: string;
  priceMin: number | null;
  priceMax: number | null;
}): string {
  const params = new URLSearchParams({ category: values.category });
  if (values.make) params.set('make', values.make);
  if (values.make && values.model) params.set('model', values.model);
  if (values.priceMin !== null) params.set('priceMin', String(values.priceMin));
  if (values.priceMax !== null) params.set('priceMax', String(values.priceMax));
  return params.toString();
}

/** The part of a /listings URL an alert keeps: the filters (sort and paging are no part of it). */
export function alertSearchOf(locationSearch: string): string {
  const params = new URLSearchParams(locationSearch.replace(/^\?/, ''));
  for (const key of ['sort', 'cursor', 'limit', 'facets']) params.delete(key);
  return params.toString();
}
