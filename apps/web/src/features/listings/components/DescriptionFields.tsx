import type { FieldErrors } from '../../../lib/formErrors';
import { Field } from '../../../ui';
import type { ListingFormValues } from '../listingForm';
import { FeaturesInput } from './FeaturesInput';

type Update = <K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) => void;

/** Features, description and where the vehicle is. */
export function DescriptionFields({
  values,
  errors,
  update,
}: {
  values: ListingFormValues;
  errors: FieldErrors;
  update: Update;
}) {
  return (
    <div className="stack">
      <FeaturesInput
        value={values.features}
        error={errors.features}
        onChange={(f) => update('features', f)}
      />
      <Field as="textarea"
        label="Description"
        name="description"
        optional
        rows={6}
        value={values.description}
        error={errors.description}
        hint="History, service records, anything a buyer should know."
        onChange={(e) => update('description', e.target.value)}
      />
      <div className="form-grid listing-form__location">
        <Field
          label="City"
          name="locationCity"
          autoComplete="address-level2"
          optional
          value={values.locationCity}
          error={errors.locationCity}
          onChange={(e) => update('locationCity', e.target.value)}
        />
        <Field
          label="State"
          name="locationState"
          autoComplete="address-level1"
          optional
          value={values.locationState}
          error={errors.locationState}
          onChange={(e) => update('locationState', e.target.value)}
        />
        <Field
          label="ZIP code"
          name="locationZip"
          autoComplete="postal-code"
          inputMode="numeric"
          optional
          value={values.locationZip}
          error={errors.locationZip}
          onChange={(e) => update('locationZip', e.target.value)}
        />
      </div>
    </div>
  );
}
