import { z } from 'zod';
import { updateSalesRepRequestSchema, type MySalesRep } from '@market/contracts';
import { FormField, useSchemaForm } from '../../../lib/form';
import { parseSpecializations } from '../repFormat';
import { EditProfileDialog } from './EditProfileDialog';

const { shape } = updateSalesRepRequestSchema;
/** The contract's schema read from the dialog's text: comma-separated specializations. */
const editSalesRepSchema = updateSalesRepRequestSchema.extend({
  specializations: z.preprocess(
    (v) => (typeof v === 'string' ? parseSpecializations(v) : v),
    shape.specializations,
  ),
});

/**
 * Edit Profile: the rep's public details (PATCH /api/my/sales-rep). The dealership changes
 * only with the dealer's consent, in the Dealership panel.
 */
export function EditSalesRepDialog({ rep, onClose }: { rep: MySalesRep; onClose: () => void }) {
  const form = useSchemaForm(editSalesRepSchema, {
    phone: rep.phone ?? '',
    bio: rep.bio ?? '',
    specializations: rep.specializations.join(', '),
    employeeId: rep.employeeId ?? '',
  });

  return (
    <EditProfileDialog owner="salesRep" form={form} onClose={onClose}>
      <div className="form-grid form-grid--2">
        <FormField name="phone" label="Phone" type="tel" autoComplete="tel" optional />
        <FormField name="employeeId" label="Employee ID" optional />
      </div>
      <FormField
        name="specializations"
        label="Specializations"
        optional
        hint="Separate with commas, e.g. Trucks, EVs, Financing."
      />
      <FormField as="textarea" name="bio" label="Bio" rows={5} optional />
    </EditProfileDialog>
  );
}
