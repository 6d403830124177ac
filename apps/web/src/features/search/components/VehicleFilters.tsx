import { Field } from '../../../ui';
import type { Category } from '../../../lib/categories';
import { CATEGORY_LABELS, useCatalogue } from '../../listings';
import { countOf, withCount, type FilterSectionProps } from './filterTypes';

const CATEGORY_OPTIONS = (Object.keys(CATEGORY_LABELS) as Category[]).map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

/** Vehicle type, then make, then the chosen make's models ('any' = no filter, SPEC §4). */
export function VehicleFilters({ search, facets, update }: FilterSectionProps) {
  const { makes, models, loadingMakes, loadingModels } = useCatalogue(search.category, search.make);
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
        options={CATEGORY_OPTIONS}
        onChange={(e) => update({ category: e.target.value as Category })}
      />
      <Field
        as="select"
        label="Make"
        value={search.make || 'any'}
        aria-busy={loadingMakes || undefined}
        options={[{ value: 'any', label: 'Any Make' }, ...makeOptions]}
        onChange={(e) => update({ make: e.target.value })}
      />
      <Field
        as="select"
        label="Model"
        value={search.model || 'any'}
        disabled={!search.make}
        aria-busy={loadingModels || undefined}
        hint={search.make ? undefined : 'Choose a make first'}
        options={[{ value: 'any', label: 'Any Model' }, ...modelOptions]}
        onChange={(e) => update({ model: e.target.value })}
      />
    </div>
  );
}
