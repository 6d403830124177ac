import { MIN_YEAR, maxListingYear } from '@market/contracts';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../lib/form';
import type { SelectOption } from '../../../ui';
import {
  CATEGORY_LABELS,
  CONDITION_LABELS,
  FUEL_TYPE_LABELS,
  TRANSMISSION_LABELS,
} from '../format';
import { useCatalogue } from '../hooks/useCatalogue';
import type { KnownLabels } from '../hooks/useListingEditor';
import { OTHER_OPTION, type ListingFormValues } from '../listingForm';

const OTHER_CHOICE = { value: OTHER_OPTION, label: 'Other (not in the list)' };
const OTHER_HINT =
  'Not in the list? Type the name: it is saved as plain text (no HTML or symbols like < >).';

const optionsOf = <T extends string>(labels: Record<T, string>): SelectOption[] =>
  (Object.entries(labels) as Array<[T, string]>).map(([value, label]) => ({ value, label }));

/** The current value stays selectable even when the catalogue does not list it. */
function withCurrent(
  options: SelectOption[],
  value: string,
  known?: { value: string; label: string },
) {
  if (!value || options.some((o) => o.value === value)) return options;
  return [{ value, label: known?.value === value ? known.label : value }, ...options];
}

/** Category, make, model, year, price, mileage and the mechanical details. */
export function VehicleInfoFields({ labels }: { labels: KnownLabels }) {
  const { watch, setValue } = useFormContext<ListingFormValues>();
  const [category, make, model] = watch(['category', 'make', 'model']);
  const typedMake = make === OTHER_OPTION;
  const catalogue = useCatalogue(category, typedMake ? '' : make);
  const makeOptions = withCurrent(catalogue.makes, make, labels.make);
  const modelOptions = withCurrent(catalogue.models, model, labels.model);

  return (
    <div className="form-grid listing-form__grid">
      <FormField
        as="select"
        name="category"
        label="Category"
        options={optionsOf(CATEGORY_LABELS)}
        // SPEC §4: a new category clears make and model.
        onChange={() => {
          for (const field of ['make', 'model'] as const) setValue(field, '');
          for (const field of ['makeOther', 'modelOther'] as const) setValue(field, null);
        }}
      />
      <FormField
        as="select"
        name="make"
        label="Make"
        required
        disabled={catalogue.loadingMakes && makeOptions.length === 0}
        options={[
          { value: '', label: catalogue.loadingMakes ? 'Loading makes…' : 'Select…' },
          ...makeOptions,
          OTHER_CHOICE,
        ]}
        hint={catalogue.error ?? undefined}
        // A new make clears the model; a typed make needs a typed model.
        onChange={(event: { target: { value: string } }) => {
          const typed = event.target.value === OTHER_OPTION;
          setValue('model', typed ? OTHER_OPTION : '');
          if (!typed)
            for (const field of ['makeOther', 'modelOther'] as const) setValue(field, null);
        }}
      />
      {typedMake ? (
        <FormField name="makeOther" label="Make name" required maxLength={60} hint={OTHER_HINT} />
      ) : null}
      <FormField
        as="select"
        name="model"
        label="Model"
        required
        disabled={!make}
        hint={make ? undefined : 'Choose a make first.'}
        options={[
          { value: '', label: catalogue.loadingModels ? 'Loading models…' : 'Select…' },
          ...(typedMake ? [] : modelOptions),
          OTHER_CHOICE,
        ]}
        onChange={(event: { target: { value: string } }) => {
          if (event.target.value !== OTHER_OPTION) setValue('modelOther', null);
        }}
      />
      {model === OTHER_OPTION ? (
        <FormField
          name="modelOther"
          label="Model name"
          required
          maxLength={80}
          hint={typedMake ? undefined : OTHER_HINT}
        />
      ) : null}
      <FormField
        name="year"
        label="Year"
        type="number"
        inputMode="numeric"
        required
        min={MIN_YEAR}
        max={maxListingYear()}
        step={1}
      />
      <FormField
        name="price"
        label="Price (USD)"
        type="number"
        inputMode="decimal"
        required
        min={0}
        step={0.01}
      />
      <FormField
        name="mileage"
        label="Mileage"
        type="number"
        inputMode="numeric"
        optional
        min={0}
        step={1}
      />
      <FormField
        as="select"
        name="condition"
        label="Condition"
        options={optionsOf(CONDITION_LABELS)}
      />
      <FormField
        as="select"
        name="transmission"
        label="Transmission"
        options={optionsOf(TRANSMISSION_LABELS)}
      />
      <FormField
        as="select"
        name="fuelType"
        label="Fuel type"
        options={optionsOf(FUEL_TYPE_LABELS)}
      />
      <FormField name="engine" label="Engine" optional placeholder="e.g. 2.4L I4" />
      <FormField name="exteriorColor" label="Exterior color" optional />
      <FormField name="interiorColor" label="Interior color" optional />
    </div>
  );
}
