import { Field } from '../../../ui';
import { DEFAULT_RADIUS, RADIUS_OPTIONS } from '../filterOptions';
import { useDebouncedField } from '../../../lib/useDebouncedField';
import type { FilterSectionProps } from './filterTypes';

const RADIUS = RADIUS_OPTIONS.map((miles) => ({ value: String(miles), label: `${miles} miles` }));
const digits = (s: string) => s.replace(/\D/g, '').slice(0, 5);

/** City/state text (contains-match) and a ZIP with a radius; both typed fields are debounced. */
export function LocationFilters({ search, update }: FilterSectionProps) {
  const location = useDebouncedField(search.location, (value) => update({ location: value }));
  const zip = useDebouncedField(
    search.zip,
    (value) => {
      if (value === '' || value.length === 5) update({ zip: value });
    },
    { normalize: digits },
  );
  const zipIncomplete = zip.draft !== '' && digits(zip.draft).length !== 5;

  return (
    <div className="filter-section">
      <Field
        label="Location"
        placeholder="City, state or ZIP"
        autoComplete="address-level2"
        value={location.draft}
        onChange={(e) => location.setDraft(e.target.value)}
        onBlur={location.flush}
        onKeyDown={(e) => {
          if (e.key === 'Enter') location.flush();
        }}
      />
      <div className="filter-pair">
        <Field
          label="ZIP code"
          placeholder="e.g. 78701"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={zip.draft}
          hint={zipIncomplete ? '5 digits' : undefined}
          onChange={(e) => zip.setDraft(digits(e.target.value))}
          onBlur={zip.flush}
        />
        <Field
          as="select"
          label="Radius"
          value={String(search.radius ?? DEFAULT_RADIUS)}
          disabled={!search.zip}
          options={RADIUS}
          onChange={(e) => update({ radius: Number(e.target.value) })}
        />
      </div>
    </div>
  );
}
