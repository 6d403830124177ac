import { adminBillingRoutes, type ListingPlan } from '@market/contracts';
import { FormDialog, FormField, useSchemaForm } from '../../../lib/form';
import { useRouteMutation } from '../../../lib/query';
import { useToast } from '../../../ui';
import {
  CURRENCY_OPTIONS,
  LISTING_FEATURES,
  listingPlanDefaults,
  listingPlanFormSchema,
} from '../planForms';

/** Create (no plan) or edit a premium listing plan. */
export function ListingPlanDialog({ plan, onClose }: { plan?: ListingPlan; onClose: () => void }) {
  const { toast } = useToast();
  const form = useSchemaForm(listingPlanFormSchema, listingPlanDefaults(plan));
  const invalidates = [adminBillingRoutes.listingPlans];
  const create = useRouteMutation(adminBillingRoutes.createListingPlan, { invalidates });
  const update = useRouteMutation(adminBillingRoutes.updateListingPlan, { invalidates });
  return (
    <FormDialog
      form={form}
      title={plan ? 'Edit listing plan' : 'New listing plan'}
      submitLabel={plan ? 'Save Changes' : 'Create Plan'}
      onClose={onClose}
      onSubmit={async ({ price, description, ...fields }) => {
        const body = { ...fields, priceCents: price, description: description || null };
        if (plan) await update.mutateAsync({ params: { id: plan.id }, body });
        else await create.mutateAsync({ body });
        toast({
          title: `Listing plan ${plan ? 'updated' : 'created'} successfully`,
          variant: 'success',
        });
        onClose();
      }}
      failure={() => ({
        title: 'Error',
        description: plan ? 'Failed to update listing plan' : 'Failed to create listing plan',
      })}
    >
      <FormField name="name" label="Name" required />
      <FormField as="textarea" name="description" label="Description" rows={3} optional />
      <div className="form-grid form-grid--2">
        <FormField
          name="price"
          label="Price"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required
        />
        <FormField as="select" name="currency" label="Currency" options={CURRENCY_OPTIONS} />
        <FormField name="durationDays" label="Duration (days)" type="number" step="1" min="1" />
        <FormField name="maxImages" label="Max images" type="number" step="1" min="1" />
      </div>
      <fieldset className="stack">
        <legend>Features</legend>
        {LISTING_FEATURES.map(([name, label]) => (
          <label key={name} className="check">
            <input type="checkbox" {...form.register(name)} />
            <span className="check__label">{label}</span>
          </label>
        ))}
        <label className="check">
          <input type="checkbox" {...form.register('isActive')} />
          <span className="check__label">Active (offered to sellers)</span>
        </label>
      </fieldset>
    </FormDialog>
  );
}
