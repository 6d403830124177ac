import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dealerRoutes, updateSalesRepRequestSchema, type MySalesRep } from '@market/contracts';
import { blankAs, FormField, useSchemaForm } from '../../../lib/form';
import { routeQuery } from '../../../lib/query';
import { parseSpecializations } from '../repFormat';
import { EditProfileDialog } from './EditProfileDialog';

const { shape } = updateSalesRepRequestSchema;
/** The contract's schema read from the dialog's text: comma-separated specializations, "None" is no dealer. */
const editSalesRepSchema = updateSalesRepRequestSchema.extend({
  specializations: z.preprocess(
    (v) => (typeof v === 'string' ? parseSpecializations(v) : v),
    shape.specializations,
  ),
  dealerId: blankAs(null, shape.dealerId),
});

/** Edit Profile: the rep's public details and the dealer they work for (PATCH /api/my/sales-rep). */
export function EditSalesRepDialog({ rep, onClose }: { rep: MySalesRep; onClose: () => void }) {
  const form = useSchemaForm(editSalesRepSchema, {
    phone: rep.phone ?? '',
    bio: rep.bio ?? '',
    specializations: rep.specializations.join(', '),
    employeeId: rep.employeeId ?? '',
    dealerId: rep.dealer?.id ?? '',
  });
  // The approved, active dealers a rep may choose (the directory's largest page).
  const dealers = useQuery(routeQuery(dealerRoutes.directory, { query: { limit: 100 } }));
  const dealerOptions = [
    { value: '', label: 'None (independent)' },
    ...(rep.dealer ? [{ value: rep.dealer.id, label: rep.dealer.businessName }] : []),
    ...(dealers.data?.items ?? [])
      .filter((d) => d.id !== rep.dealer?.id)
      .map((d) => ({ value: d.id, label: d.businessName })),
  ];

  return (
    <EditProfileDialog owner="salesRep" form={form} onClose={onClose}>
      <div className="form-grid form-grid--2">
        <FormField name="phone" label="Phone" type="tel" autoComplete="tel" optional />
        <FormField name="employeeId" label="Employee ID" optional />
      </div>
      <FormField
        as="select"
        name="dealerId"
        label="Dealer"
        options={dealerOptions}
        hint={dealers.isError ? 'The dealer list could not be loaded.' : undefined}
      />
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
