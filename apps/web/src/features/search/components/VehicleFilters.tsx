import { Field } from '../../../ui';
import type { Category } from '../../../lib/categories';
import { isInventory, type SearchCategory } from '../searchState';
import { CATEGORY_LABELS, useCatalogue } from '../../listings';
import { countOf, withCount, type FilterSectionProps } from './filterTypes';

const CATEGORY_OPTIONS = (Object.keys(CATEGORY_LABELS) as Category[]).map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

const ALL_OPTION = { value: 'all', label: 'All vehicle types' };

/**
 * Vehicle type, then make, then the chosen make's models ('any' = no filter, SPEC §4). A
 * seller's inventory may show every type; makes belong to one type's catalogue.
 */
export function VehicleFilters({ search, facets, update }: FilterSectionProps) {
  const everyType = search.category === 'all';
  const { makes, models, loadingMakes, loadingModels } = useCatalogue(
    search.category === 'all' ? 'cars' : search.category,
    search.make,
  );
  const makeOptions = makes.map((m) => ({
    value: m.value,
    label: withCount(m.label, countOf(facets?.make, m.value)),
  }));
  if (search.make && !makes.some((m) => m.value === search.make)) {
    makeOptions.unshift({ value: search.make, label: search.make });
  }
  const modelOptions = models.map((m) => ({
    value: m.value,
    label: withCount(m.label, facets?.model.length ? countOf(facets.model, m.value) : undefined),
  }));
  if (search.model && !models.some((m) => m.value === search.model)) {
    modelOptions.unshift({ value: search.model, label: search.model });
  }

  return (
    <div className="filter-section">
      <Field
        as="select"
        label="Vehicle type"
        value={search.category}
        options={isInventory(search) ? [ALL_OPTION, ...CATEGORY_OPTIONS] : CATEGORY_OPTIONS}
        onChange={(e) => update({ category: e.target.value as SearchCategory })}
      />
      <Field
        as="select"
        label="Make"
        value={search.make || 'any'}
        disabled={everyType}
        hint={everyType ? 'Choose a vehicle type first' : undefined}
        aria-busy={loadingMakes || undefined}
        options={[{ value: 'any', label: 'Any Make' }, ...makeOptions]}
        onChange={(e) => update({ make: e.target.value })}
      />
      <Field
        as="select"
        label="Model"
        value={search.model || 'any'}
        disabled={!search.make || everyType}
        aria-busy={loadingModels || undefined}
        hint={search.make ? undefined : 'Choose a make first'}
        options={[{ value: 'any', label: 'Any Model' }, ...modelOptions]}
        onChange={(e) => update({ model: e.target.value })}
      />
    </div>
  );
}
