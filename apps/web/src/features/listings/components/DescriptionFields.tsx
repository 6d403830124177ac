import { useController } from 'react-hook-form';
import { FormField } from '../../../lib/form';
import { FeaturesInput } from './FeaturesInput';

/** Features, description and where the vehicle is. */
export function DescriptionFields() {
  const features = useController({ name: 'features' });
  return (
    <div className="stack">
      <FeaturesInput
        value={features.field.value as string[]}
        error={features.fieldState.error?.message}
        onChange={features.field.onChange}
      />
      <FormField
        as="textarea"
        name="description"
        label="Description"
        optional
        rows={6}
        hint="History, service records, anything a buyer should know."
      />
      <div className="form-grid listing-form__location">
        <FormField name="locationCity" label="City" autoComplete="address-level2" optional />
        <FormField name="locationState" label="State" autoComplete="address-level1" optional />
        <FormField
          name="locationZip"
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          optional
        />
      </div>
    </div>
  );
}
