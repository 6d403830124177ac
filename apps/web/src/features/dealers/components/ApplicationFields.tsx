import { DEALERSHIP_TYPES } from '@market/contracts';
import type { FieldErrors } from '../../../lib/formErrors';
import { Field } from '../../../ui';
import type { ApplicationFormValues } from '../applicationForm';
import { DEALERSHIP_TYPE_LABELS } from '../format';

export interface SectionProps {
  values: ApplicationFormValues;
  errors: FieldErrors;
  update: (field: keyof ApplicationFormValues, value: string) => void;
}

const TYPE_OPTIONS = [
  { value: '', label: 'Select a dealership type' },
  ...DEALERSHIP_TYPES.map((t) => ({ value: t, label: DEALERSHIP_TYPE_LABELS[t] })),
];

/** Binds a text control to one field of the form. */
function bind({ values, errors, update }: SectionProps, field: keyof ApplicationFormValues) {
  return {
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
  };
}

export function BusinessFields(props: SectionProps) {
  return (
    <div className="form-grid form-grid--2">
      <Field label="Business name" autoComplete="organization" {...bind(props, 'businessName')} />
      <Field as="select" label="Dealership type" options={TYPE_OPTIONS} {...bind(props, 'dealershipType')} />
      <Field
        label="Years in business"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        optional
        {...bind(props, 'yearsInBusiness')}
      />
      <Field
        label="Vehicles in inventory"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        optional
        hint="Roughly how many vehicles you stock."
        {...bind(props, 'inventorySize')}
      />
      <Field
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://yourdealership.com"
        optional
        {...bind(props, 'websiteUrl')}
      />
      <Field label="Business license number" optional {...bind(props, 'businessLicense')} />
      <Field label="Tax ID" optional {...bind(props, 'taxId')} />
    </div>
  );
}

export function ContactFields(props: SectionProps) {
  return (
    <div className="form-grid form-grid--2">
      <Field label="Contact person" autoComplete="name" {...bind(props, 'contactPerson')} />
      <Field label="Phone" type="tel" autoComplete="tel" {...bind(props, 'phone')} />
      <Field
        label="Street address"
        autoComplete="street-address"
        fieldClassName="form-grid__wide"
        {...bind(props, 'businessAddress')}
      />
      <Field label="City" autoComplete="address-level2" {...bind(props, 'city')} />
      <div className="form-grid form-grid--2 form-grid--tight">
        <Field label="State" autoComplete="address-level1" {...bind(props, 'state')} />
        <Field
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          {...bind(props, 'zipCode')}
        />
      </div>
    </div>
  );
}

export function AccountFields(props: SectionProps) {
  return (
    <div className="form-grid form-grid--2">
      <Field
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        fieldClassName="form-grid__wide"

        {...bind(props, 'email')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        {...bind(props, 'password')}
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...bind(props, 'confirmPassword')}
      />
    </div>
  );
}

export function MessageField(props: SectionProps) {
  return (
    <Field as="textarea"
      label="Tell us about your dealership"
      rows={4}
      optional
      hint="Brands you carry, what makes you different, anything we should know."
      {...bind(props, 'message')}
    />
  );
}
