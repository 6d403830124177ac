import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Category } from '../../../lib/categories';
import { Button, Input, SearchIcon, Select } from '../../../ui';
import { CATEGORY_COPY, listingsSearchUrl } from '../categoryCopy';

const ANY = [{ value: 'any', label: 'Any' }];

export function SearchPanel({ category }: { category: Category }) {
  const navigate = useNavigate();
  const copy = CATEGORY_COPY[category];
  const [zip, setZip] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(listingsSearchUrl(category, { make: 'any', model: 'any', location: zip }));
  };

  return (
    <section className="search-panel" aria-labelledby="search-panel-title">
      <h2 id="search-panel-title" className="search-panel__title">
        {copy.searchHeading}
      </h2>
      <form className="search-panel__form" onSubmit={onSubmit} role="search" aria-label={copy.searchHeading}>
        {/* The make/model catalogue arrives with the listings service; until then "Any" only. */}
        <Select
          label="Make"
          name="make"
          options={ANY}
          defaultValue="any"
          disabled
          hint="Make lists are coming soon"
        />
        <Select
          label="Model"
          name="model"
          options={ANY}
          defaultValue="any"
          disabled
          hint="Model lists are coming soon"
        />
        <Input
          label="ZIP code"
          name="location"
          placeholder="Enter zip code"
          inputMode="numeric"
          autoComplete="postal-code"
          value={zip}
          onChange={(e) => setZip(e.target.value)}
        />
        <Button type="submit" size="lg" icon={<SearchIcon />} className="search-panel__submit">
          {copy.searchButton}
        </Button>
      </form>
    </section>
  );
}
