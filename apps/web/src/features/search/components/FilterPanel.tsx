import { Button } from '../../../ui';
import { activeFilterCount, clearFilters } from '../searchState';
import { CheckboxFilters } from './CheckboxFilters';
import type { FilterSectionProps } from './filterTypes';
import { LocationFilters } from './LocationFilters';
import { QuickFilters } from './QuickFilters';
import { RangeFilters } from './RangeFilters';
import { VehicleFilters } from './VehicleFilters';

/** Every filter of /listings; each change updates the URL and so the results. */
export function FilterPanel(props: FilterSectionProps) {
  const { search, update, setSearch } = props;
  const active = activeFilterCount(search);
  return (
    <form className="filter-panel" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
      <VehicleFilters {...props} />
      <QuickFilters {...props} />
      <RangeFilters {...props} />
      <LocationFilters {...props} />
      <CheckboxFilters {...props} />
      <div className="filter-section">
        <label className="check">
          <input
            type="checkbox"
            checked={search.featured}
            onChange={(e) => update({ featured: e.target.checked })}
          />
          <span className="check__label">Featured only</span>
        </label>
      </div>
      <Button
        variant="secondary"
        block
        disabled={active === 0}
        onClick={() => setSearch(clearFilters)}
      >
        Clear all filters{active ? ` (${active})` : ''}
      </Button>
    </form>
  );
}
