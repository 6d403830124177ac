import { useState, type FormEvent } from 'react';
import { Button, Field, SearchIcon } from '../../../ui';
import type { StatusFilter } from '../hooks/useMyListings';

const STATUS_OPTIONS: Array<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'sold', label: 'Sold' },
  { value: 'inactive', label: 'Inactive' },
];

interface MyListingsToolbarProps {
  q: string;
  status: StatusFilter;
  onSearch: (q: string) => void;
  onStatus: (status: StatusFilter) => void;
}

/** Search box (submitted with Enter or the button) and the status filter. */
export function MyListingsToolbar({ q, status, onSearch, onStatus }: MyListingsToolbarProps) {
  // Keyed by the URL's q in the parent, so Back restores the box too.
  const [draft, setDraft] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <div className="my-listings__toolbar">
      <form
        role="search"
        className="my-listings__search"
        onSubmit={submit}
        aria-label="Search your listings"
      >
        <Field
          label="Search"
          type="search"
          name="q"
          placeholder="Make, model or title"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          fieldClassName="my-listings__search-field"
        />
        <Button type="submit" variant="secondary" icon={<SearchIcon />}>
          Search
        </Button>
      </form>
      <Field
        as="select"
        label="Status"
        name="status"
        value={status}
        options={STATUS_OPTIONS}
        fieldClassName="my-listings__status-field"
        onChange={(e) => onStatus(e.target.value as StatusFilter)}
      />
    </div>
  );
}
