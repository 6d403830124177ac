import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Category } from '../../../lib/categories';
import { Button, Field, SearchIcon } from '../../../ui';
import { useCatalogue } from '../../listings';
import { homeSearchPath } from '../../search';
import { CATEGORY_COPY } from '../../../lib/categoryCopy';

const ANY = 'any';

/**
 * SPEC §4 search form: make and model start at 'any', choosing a make narrows the models to
 * that make's; submit opens /listings with the query in the URL (SPEC §5).
 */
export function SearchPanel({ category }: { category: Category }) {
  const navigate = useNavigate();
  const copy = CATEGORY_COPY[category];
  const [make, setMake] = useState(ANY);
  const [model, setModel] = useState(ANY);
  const [zip, setZip] = useState('');
  const { makes, models, loadingMakes, loadingModels, error } = useCatalogue(
    category,
    make === ANY ? '' : make,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(homeSearchPath(category, { make, model, zip }));
  };

  return (
    <section className="search-panel" aria-labelledby="search-panel-title">
      <h2 id="search-panel-title" className="search-panel__title">
        {copy.searchHeading}
      </h2>
      <form
        className="search-panel__form"
        onSubmit={onSubmit}
        role="search"
        aria-label={copy.searchHeading}
      >
        <Field
          as="select"
          label="Make"
          name="make"
          value={make}
          aria-busy={loadingMakes || undefined}
          error={error ?? undefined}
          options={[{ value: ANY, label: 'Any Make' }, ...makes]}
          onChange={(e) => {
            setMake(e.target.value);
            setModel(ANY);
          }}
        />
        <Field
          as="select"
          label="Model"
          name="model"
          value={model}
          disabled={make === ANY}
          aria-busy={loadingModels || undefined}
          options={[{ value: ANY, label: 'Any Model' }, ...models]}
          onChange={(e) => setModel(e.target.value)}
        />
        <Field
          label="ZIP code"
          name="zip"
          placeholder="Enter zip code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
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
