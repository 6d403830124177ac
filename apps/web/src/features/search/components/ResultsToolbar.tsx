import type { ReactNode } from 'react';
import type { SearchSort } from '@market/contracts';
import { Button, Field, FilterIcon } from '../../../ui';
import { formatResultCount } from '../cardFormat';
import { SORT_OPTIONS } from '../filterOptions';

interface ResultsToolbarProps {
  status: 'loading' | 'ready' | 'error';
  total: number;
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
  /** Phones and tablets: the button that opens the filter drawer. */
  onOpenFilters?: () => void;
  activeFilters: number;
  /** "Save this search" (the e-mail alerts feature's button). */
  saveSearch?: ReactNode;
}

const SORTS = SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

/** The result count (announced politely), the sort order and, on small screens, Filters. */
export function ResultsToolbar({
  status,
  total,
  sort,
  onSort,
  onOpenFilters,
  activeFilters,
  saveSearch,
}: ResultsToolbarProps) {
  return (
    <div className="results-toolbar">
      <p className="results-toolbar__count" role="status" aria-live="polite" aria-atomic="true">
        {status === 'loading' ? 'Searching…' : status === 'ready' ? formatResultCount(total) : ''}
      </p>
      <div className="results-toolbar__actions">
        {saveSearch}
        {onOpenFilters ? (
          <Button
            variant="secondary"
            icon={<FilterIcon />}
            onClick={onOpenFilters}
            aria-haspopup="dialog"
            className="results-toolbar__filters"
          >
            Filters{activeFilters ? ` (${activeFilters})` : ''}
          </Button>
        ) : null}
        <Field
          as="select"
          label="Sort by"
          fieldClassName="results-toolbar__sort"
          value={sort}
          options={SORTS}
          onChange={(e) => onSort(e.target.value as SearchSort)}
        />
      </div>
    </div>
  );
}
