import { CHECKBOX_GROUPS } from '../filterOptions';
import { toggleListValue, type ListKey } from '../searchState';
import { countOf, type FilterSectionProps } from './filterTypes';
import { formatWholeNumber } from '../../../lib/numbers';

const FACET_OF: Record<ListKey, 'condition' | 'transmission' | 'fuelType'> = {
  conditions: 'condition',
  transmissions: 'transmission',
  fuelTypes: 'fuelType',
};

/** Condition, transmission and fuel type checkboxes with the counts of the current search. */
export function CheckboxFilters({ search, facets, setSearch }: FilterSectionProps) {
  return (
    <>
      {(Object.keys(CHECKBOX_GROUPS) as ListKey[]).map((key) => {
        const group = CHECKBOX_GROUPS[key];
        const chosen: readonly string[] = search[key];
        return (
          <fieldset key={key} className="filter-fieldset filter-section">
            <legend className="filter-fieldset__legend">{group.legend}</legend>
            <ul className="check-list">
              {group.values.map((value) => {
                const count = countOf(facets?.[FACET_OF[key]], value);
                const label = (group.labels as Record<string, string>)[value];
                return (
                  <li key={value}>
                    <label className="check">
                      <input
                        type="checkbox"
                        checked={chosen.includes(value)}
                        onChange={() =>
                          setSearch((state) => toggleListValue(state, key, value, group.values))
                        }
                      />
                      <span className="check__label">{label}</span>
                      {count !== undefined ? (
                        <span className="check__count">{formatWholeNumber(count)}</span>
                      ) : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </>
  );
}
