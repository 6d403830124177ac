import type { Condition, FuelType, Transmission, VehicleCategory } from '@market/contracts';
import type { FieldErrors } from '../../../lib/formErrors';
import { Field, type SelectOption } from '../../../ui';
import {
  CATEGORY_LABELS,
  CONDITION_LABELS,
  FUEL_TYPE_LABELS,
  TRANSMISSION_LABELS,
} from '../format';
import { useCatalogue } from '../hooks/useCatalogue';
import type { KnownLabels } from '../hooks/useListingEditor';
import { maxListingYear, MIN_LISTING_YEAR, type ListingFormValues } from '../listingForm';

type Update = <K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) => void;

interface VehicleInfoFieldsProps {
  values: ListingFormValues;
  labels: KnownLabels;
  errors: FieldErrors;
  update: Update;
}

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
export function VehicleInfoFields({ values, labels, errors, update }: VehicleInfoFieldsProps) {
  const catalogue = useCatalogue(values.category, values.make);
  const makeOptions = withCurrent(catalogue.makes, values.make, labels.make);
  const modelOptions = withCurrent(catalogue.models, values.model, labels.model);

  return (
    <div className="form-grid listing-form__grid">
      <Field as="select"
        label="Category"
        name="category"
        value={values.category}
        options={optionsOf(CATEGORY_LABELS)}
        onChange={(e) => update('category', e.target.value as VehicleCategory)}
      />
      <Field as="select"
        label="Make"
        name="make"
        required
        value={values.make}
        disabled={catalogue.loadingMakes && makeOptions.length === 0}
        options={[
          { value: '', label: catalogue.loadingMakes ? 'Loading makes…' : 'Select…' },
          ...makeOptions,
        ]}
        error={errors.make ?? catalogue.error ?? undefined}
        onChange={(e) => update('make', e.target.value)}
      />
      <Field as="select"
        label="Model"
        name="model"
        required
        value={values.model}
        disabled={!values.make}
        hint={values.make ? undefined : 'Choose a make first.'}
        options={[
          { value: '', label: catalogue.loadingModels ? 'Loading models…' : 'Select…' },
          ...modelOptions,
        ]}
        error={errors.model}
        onChange={(e) => update('model', e.target.value)}
      />
      <Field
        label="Year"
        name="year"
        type="number"
        inputMode="numeric"
        required
        min={MIN_LISTING_YEAR}
        max={maxListingYear()}
        step={1}
        value={values.year}
        error={errors.year}
        onChange={(e) => update('year', e.target.value)}
      />
      <Field
        label="Price (USD)"
        name="price"
        type="number"
        inputMode="decimal"
        required
        min={0}
        step={0.01}
        value={values.price}
        error={errors.price}
        onChange={(e) => update('price', e.target.value)}
      />
      <Field
        label="Mileage"
        name="mileage"
        type="number"
        inputMode="numeric"
        optional
        min={0}
        step={1}
        value={values.mileage}
        error={errors.mileage}
        onChange={(e) => update('mileage', e.target.value)}
      />
      <Field as="select"
        label="Condition"
        name="condition"
        value={values.condition}
        options={optionsOf(CONDITION_LABELS)}
        onChange={(e) => update('condition', e.target.value as Condition)}
      />
      <Field as="select"
        label="Transmission"
        name="transmission"
        value={values.transmission}
        options={optionsOf(TRANSMISSION_LABELS)}
        onChange={(e) => update('transmission', e.target.value as Transmission)}
      />
      <Field as="select"
        label="Fuel type"
        name="fuelType"
        value={values.fuelType}
        options={optionsOf(FUEL_TYPE_LABELS)}
        onChange={(e) => update('fuelType', e.target.value as FuelType)}
      />
      <Field
        label="Engine"
        name="engine"
        optional
        placeholder="e.g. 2.4L I4"
        value={values.engine}
        error={errors.engine}
        onChange={(e) => update('engine', e.target.value)}
      />
      <Field
        label="Exterior color"
        name="exteriorColor"
        optional
        value={values.exteriorColor}
        error={errors.exteriorColor}
        onChange={(e) => update('exteriorColor', e.target.value)}
      />
      <Field
        label="Interior color"
        name="interiorColor"
        optional
        value={values.interiorColor}
        error={errors.interiorColor}
        onChange={(e) => update('interiorColor', e.target.value)}
      />
    </div>
  );
}
