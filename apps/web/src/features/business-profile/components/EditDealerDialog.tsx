import { DEALERSHIP_TYPES, updateDealerRequestSchema, type MyDealer } from '@market/contracts';
import { blankAs, FormField, useSchemaForm } from '../../../lib/form';
import { DEALERSHIP_TYPE_LABELS } from '../format';
import { EditProfileDialog } from './EditProfileDialog';
import './dealers.css';

const TYPE_OPTIONS = [
  { value: '', label: 'Not specified' },
  ...DEALERSHIP_TYPES.map((t) => ({ value: t, label: DEALERSHIP_TYPE_LABELS[t] })),
];

/** The contract's schema read from the dialog's text: "Not specified" is no type. */
const editDealerSchema = updateDealerRequestSchema.extend({
  dealershipType: blankAs(null, updateDealerRequestSchema.shape.dealershipType),
});

const text = (value: string | null | undefined) => value ?? '';

/** Edit Profile: the dealership's public details (PATCH /api/my/dealer). */
export function EditDealerDialog({ dealer, onClose }: { dealer: MyDealer; onClose: () => void }) {
  const form = useSchemaForm(editDealerSchema, {
    businessName: dealer.businessName,
    dealershipType: text(dealer.dealershipType),
    businessPhone: text(dealer.businessPhone),
    businessEmail: text(dealer.businessEmail),
    websiteUrl: text(dealer.websiteUrl),
    businessAddress: text(dealer.businessAddress),
    businessCity: text(dealer.businessCity),
    businessState: text(dealer.businessState),
    businessZip: text(dealer.businessZip),
    licenseNumber: text(dealer.licenseNumber),
    description: text(dealer.description),
  });

  return (
    <EditProfileDialog owner="dealer" form={form} onClose={onClose}>
      <div className="form-grid form-grid--2">
        <FormField name="businessName" label="Business name" autoComplete="organization" />
        <FormField
          as="select"
          name="dealershipType"
          label="Dealership type"
          options={TYPE_OPTIONS}
        />
        <FormField name="businessPhone" label="Phone" type="tel" autoComplete="tel" optional />
        <FormField name="businessEmail" label="Email" type="email" autoComplete="email" optional />
        <FormField
          name="websiteUrl"
          label="Website"
          type="url"
          autoComplete="url"
          optional
          fieldClassName="form-grid__wide"
        />
        <FormField
          name="businessAddress"
          label="Street address"
          autoComplete="street-address"
          optional
          fieldClassName="form-grid__wide"
        />
        <FormField name="businessCity" label="City" autoComplete="address-level2" optional />
        <div className="form-grid form-grid--2 form-grid--tight">
          <FormField name="businessState" label="State" autoComplete="address-level1" optional />
          <FormField name="businessZip" label="ZIP code" autoComplete="postal-code" optional />
        </div>
        <FormField
          name="licenseNumber"
          label="License number"
          optional
          fieldClassName="form-grid__wide"
        />
      </div>
      <FormField as="textarea" name="description" label="About your dealership" rows={5} optional />
    </EditProfileDialog>
  );
}
