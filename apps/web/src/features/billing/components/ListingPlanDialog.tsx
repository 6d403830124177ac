import { adminBillingRoutes, type ListingPlan } from '@market/contracts';
import { FormField, useSchemaForm } from '../../../lib/form';
import { LISTING_FEATURES, listingPlanDefaults, listingPlanFormSchema } from '../planForms';
import { PlanDialog } from './PlanAdmin';

/** Create (no plan) or edit a premium listing plan. */
export function ListingPlanDialog({ plan, onClose }: { plan?: ListingPlan; onClose: () => void }) {
  const form = useSchemaForm(listingPlanFormSchema, listingPlanDefaults(plan));
  return (
    <PlanDialog
      thing="Listing plan"
      plan={plan}
      form={form}
      createRoute={adminBillingRoutes.createListingPlan}
      updateRoute={adminBillingRoutes.updateListingPlan}
      invalidates={[adminBillingRoutes.listingPlans]}
      priceLabel="Price"
      onClose={onClose}
      fields={
        <>
          <FormField name="durationDays" label="Duration (days)" type="number" step="1" min="1" />
          <FormField name="maxImages" label="Max images" type="number" step="1" min="1" />
        </>
      }
    >
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
    </PlanDialog>
  );
}
