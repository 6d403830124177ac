import { Field } from '../../../ui';
import { yearOptions } from '../filterOptions';
import { useDebouncedField } from '../../../lib/useDebouncedField';
import type { FilterSectionProps } from './filterTypes';

const digits = (s: string) =>
  s
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 9);
const toNumber = (s: string) => (s === '' ? null : Number(s));
const YEARS = yearOptions().map((y) => ({ value: String(y), label: String(y) }));

/** Price min/max (typed, debounced) and year min/max (30 years counting down). */
export function RangeFilters({ search, update }: FilterSectionProps) {
  const priceMin = useDebouncedField(
    search.priceMin === null ? '' : String(search.priceMin),
    (v) => update({ priceMin: toNumber(v) }),
    { delayMs: 500, normalize: digits },
  );
  const priceMax = useDebouncedField(
    search.priceMax === null ? '' : String(search.priceMax),
    (v) => update({ priceMax: toNumber(v) }),
    { delayMs: 500, normalize: digits },
  );

  return (
    <div className="filter-section">
      <fieldset className="filter-fieldset">
        <legend className="filter-fieldset__legend">Price (USD)</legend>
        <div className="filter-pair">
          <Field
            label="Min price"
            inputMode="numeric"
            placeholder="No min"
            value={priceMin.draft}
            onChange={(e) => priceMin.setDraft(digits(e.target.value))}
            onBlur={priceMin.flush}
          />
          <Field
            label="Max price"
            inputMode="numeric"
            placeholder="No max"
            value={priceMax.draft}
            onChange={(e) => priceMax.setDraft(digits(e.target.value))}
            onBlur={priceMax.flush}
          />
        </div>
      </fieldset>
      <fieldset className="filter-fieldset">
        <legend className="filter-fieldset__legend">Year</legend>
        <div className="filter-pair">
          <Field
            as="select"
            label="Min year"
            value={search.yearMin === null ? '' : String(search.yearMin)}
            options={[{ value: '', label: 'Any' }, ...YEARS]}
            onChange={(e) => update({ yearMin: toNumber(e.target.value) })}
          />
          <Field
            as="select"
            label="Max year"
            value={search.yearMax === null ? '' : String(search.yearMax)}
            options={[{ value: '', label: 'Any' }, ...YEARS]}
            onChange={(e) => update({ yearMax: toNumber(e.target.value) })}
          />
        </div>
      </fieldset>
    </div>
  );
}
