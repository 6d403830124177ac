import { DEALERSHIP_TYPES } from '@market/contracts';
import { FormField } from '../../../lib/form';
import { DEALERSHIP_TYPE_LABELS } from '../format';

const TYPE_OPTIONS = [
  { value: '', label: 'Select a dealership type' },
  ...DEALERSHIP_TYPES.map((t) => ({ value: t, label: DEALERSHIP_TYPE_LABELS[t] })),
];

export function BusinessFields() {
  return (
    <div className="form-grid form-grid--2">
      <FormField label="Business name" autoComplete="organization" name="businessName" />
      <FormField as="select" label="Dealership type" options={TYPE_OPTIONS} name="dealershipType" />
      <FormField
        label="Years in business"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        optional
        name="yearsInBusiness"
      />
      <FormField
        label="Vehicles in inventory"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        optional
        hint="Roughly how many vehicles you stock."
        name="inventorySize"
      />
      <FormField
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://yourdealership.com"
        optional
        name="websiteUrl"
      />
      <FormField label="Business license number" optional name="businessLicense" />
      <FormField label="Tax ID" optional name="taxId" />
    </div>
  );
}

export function ContactFields() {
  return (
    <div className="form-grid form-grid--2">
      <FormField label="Contact person" autoComplete="name" name="contactPerson" />
      <FormField label="Phone" type="tel" autoComplete="tel" name="phone" />
      <FormField
        label="Street address"
        autoComplete="street-address"
        fieldClassName="form-grid__wide"
        name="businessAddress"
      />
      <FormField label="City" autoComplete="address-level2" name="city" />
      <div className="form-grid form-grid--2 form-grid--tight">
        <FormField label="State" autoComplete="address-level1" name="state" />
        <FormField label="ZIP code" autoComplete="postal-code" inputMode="numeric" name="zipCode" />
      </div>
    </div>
  );
}

export function AccountFields() {
  return (
    <div className="form-grid form-grid--2">
      <FormField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        fieldClassName="form-grid__wide"
        name="email"
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        name="password"
      />
      <FormField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        name="confirmPassword"
      />
    </div>
  );
}

export function MessageField() {
  return (
    <FormField
      as="textarea"
      label="Tell us about your dealership"
      rows={4}
      optional
      hint="Brands you carry, what makes you different, anything we should know."
      name="message"
    />
  );
}
