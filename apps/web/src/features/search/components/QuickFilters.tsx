import { cx } from '../../../ui';
import { QUICK_FILTER_GROUPS, applyQuickFilter, isQuickFilterActive } from '../quickFilters';
import type { FilterSectionProps } from './filterTypes';

/** SPEC §9 quick filters as toggle chips; a second press clears the bound. */
export function QuickFilters({ search, setSearch }: FilterSectionProps) {
  return (
    <fieldset className="filter-fieldset filter-section">
      <legend className="filter-fieldset__legend">Quick filters</legend>
      {QUICK_FILTER_GROUPS.map((group) => (
        <div key={group.field} className="quick-filters" role="group" aria-label={group.legend}>
          <span className="quick-filters__label" aria-hidden="true">
            {group.legend}
          </span>
          <div className="quick-filters__chips">
            {group.filters.map((filter) => {
              const active = isQuickFilterActive(search, filter);
              return (
                <button
                  key={filter.value}
                  type="button"
                  className={cx('chip', active && 'is-active')}
                  aria-pressed={active}
                  onClick={() => setSearch((state) => applyQuickFilter(state, filter))}
                >
                  {filter.label}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
