import type { Condition, FuelType, Transmission, VehicleCategory } from '@market/contracts';
import type { FieldErrors } from '../../../lib/formErrors';
import { Input, Select, type SelectOption } from '../../../ui';
import {
  CATEGORY_LABELS,
  CONDITION_LABELS,
  FUEL_TYPE_LABELS,
  TRANSMISSION_LABELS,
} from '../format';
import { useCatalogue } from '../hooks/useCatalogue';
import type { KnownLabels } from '../hooks/useListingEditor';
import { maxListingYear, MIN_LISTING_YEAR, OTHER_OPTION, type ListingFormValues } from '../listingForm';

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
  if (!value || value === OTHER_OPTION || options.some((o) => o.value === value)) return options;
  return [{ value, label: known?.value === value ? known.label : value }, ...options];
}

const OTHER_HINT = 'Not in the list? Type the name: it is saved as plain text (no HTML or symbols like < >).';

/** Category, make, model, year, price, mileage and the mechanical details. */
export function VehicleInfoFields({ values, labels, errors, update }: VehicleInfoFieldsProps) {
  const catalogue = useCatalogue(values.category, values.make === OTHER_OPTION ? '' : values.make);
  const makeOptions = withCurrent(catalogue.makes, values.make, labels.make);
  const modelOptions = withCurrent(catalogue.models, values.model, labels.model);

  return (
    <div className="form-grid listing-form__grid">
      <Select
        label="Category"
        name="category"
        value={values.category}
        options={optionsOf(CATEGORY_LABELS)}
        onChange={(e) => update('category', e.target.value as VehicleCategory)}
      />
      <Select
        label="Make"
        name="make"
        required
        value={values.make}
        disabled={catalogue.loadingMakes && makeOptions.length === 0}
        options={[
          { value: '', label: catalogue.loadingMakes ? 'Loading makes…' : 'Select…' },
          ...makeOptions,
          { value: OTHER_OPTION, label: 'Other (not in the list)' },
        ]}
        error={errors.make ?? catalogue.error ?? undefined}
        onChange={(e) => update('make', e.target.value)}
      />
      {values.make === OTHER_OPTION && (
        <Input
          label="Make name"
          name="makeOther"
          required
          maxLength={60}
          hint={OTHER_HINT}
          value={values.makeOther}
          error={errors.makeOther}
          onChange={(e) => update('makeOther', e.target.value)}
        />
      )}
      <Select
        label="Model"
        name="model"
        required
        value={values.model}
        disabled={!values.make || values.make === OTHER_OPTION}
        hint={values.make ? undefined : 'Choose a make first.'}
        options={[
          { value: '', label: catalogue.loadingModels ? 'Loading models…' : 'Select…' },
          ...(values.make === OTHER_OPTION ? [] : modelOptions),
          { value: OTHER_OPTION, label: 'Other (not in the list)' },
        ]}
        error={errors.model}
        onChange={(e) => update('model', e.target.value)}
      />
      {values.model === OTHER_OPTION && (
        <Input
          label="Model name"
          name="modelOther"
          required
          maxLength={80}
          hint={values.make === OTHER_OPTION ? undefined : OTHER_HINT}
          value={values.modelOther}
          error={errors.modelOther}
          onChange={(e) => update('modelOther', e.target.value)}
        />
      )}
      <Input
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
      <Input
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
      <Input
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
      <Select
        label="Condition"
        name="condition"
        value={values.condition}
        options={optionsOf(CONDITION_LABELS)}
        onChange={(e) => update('condition', e.target.value as Condition)}
      />
      <Select
        label="Transmission"
        name="transmission"
        value={values.transmission}
        options={optionsOf(TRANSMISSION_LABELS)}
        onChange={(e) => update('transmission', e.target.value as Transmission)}
      />
      <Select
        label="Fuel type"
        name="fuelType"
        value={values.fuelType}
        options={optionsOf(FUEL_TYPE_LABELS)}
        onChange={(e) => update('fuelType', e.target.value as FuelType)}
      />
      <Input
        label="Engine"
        name="engine"
        optional
        placeholder="e.g. 2.4L I4"
        value={values.engine}
        error={errors.engine}
        onChange={(e) => update('engine', e.target.value)}
      />
      <Input
        label="Exterior color"
        name="exteriorColor"
        optional
        value={values.exteriorColor}
        error={errors.exteriorColor}
        onChange={(e) => update('exteriorColor', e.target.value)}
      />
      <Input
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
