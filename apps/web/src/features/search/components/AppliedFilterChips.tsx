import { CloseIcon } from '../../../ui';
import type { AppliedFilter } from '../appliedFilters';
import type { SearchState } from '../searchState';

interface AppliedFilterChipsProps {
  filters: AppliedFilter[];
  setSearch: (change: (current: SearchState) => SearchState) => void;
  onClearAll: () => void;
}

/** The applied filters above the results, each removable with one tap (phones hide the sidebar). */
export function AppliedFilterChips({ filters, setSearch, onClearAll }: AppliedFilterChipsProps) {
  if (filters.length === 0) return null;
  return (
    <ul className="applied-filters" aria-label="Applied filters">
      {filters.map((filter) => (
        <li key={filter.key}>
          <button
            type="button"
            className="applied-filters__chip"
            aria-label={`Remove filter ${filter.label}`}
            onClick={() => setSearch(filter.remove)}
          >
            <span>{filter.label}</span>
            <CloseIcon aria-hidden="true" />
          </button>
        </li>
      ))}
      {filters.length > 1 ? (
        <li>
          <button type="button" className="applied-filters__clear" onClick={onClearAll}>
            Clear all
          </button>
        </li>
      ) : null}
    </ul>
  );
}
