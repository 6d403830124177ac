import { adminBillingRoutes, type MembershipPlan } from '@market/contracts';
import { FormField, useSchemaForm } from '../../../lib/form';
import {
  AUDIENCE_OPTIONS,
  membershipPlanDefaults,
  membershipPlanFormSchema,
  TIER_OPTIONS,
} from '../planForms';
import { PlanDialog } from './PlanAdmin';

/** Create (no plan) or edit a membership plan. */
export function MembershipPlanDialog({
  plan,
  onClose,
}: {
  plan?: MembershipPlan;
  onClose: () => void;
}) {
  const form = useSchemaForm(membershipPlanFormSchema, membershipPlanDefaults(plan));
  return (
    <PlanDialog
      thing="Membership plan"
      plan={plan}
      form={form}
      createRoute={adminBillingRoutes.createMembershipPlan}
      updateRoute={adminBillingRoutes.updateMembershipPlan}
      invalidates={[adminBillingRoutes.membershipPlans]}
      priceLabel="Price per month"
      onClose={onClose}
      fields={
        <>
          <FormField as="select" name="tier" label="Tier" options={TIER_OPTIONS} />
          <FormField
            as="select"
            name="targetAudience"
            label="Target audience"
            options={AUDIENCE_OPTIONS}
          />
        </>
      }
    >
      <label className="check">
        <input type="checkbox" {...form.register('isActive')} />
        <span className="check__label">Active (offered on sign-up)</span>
      </label>
    </PlanDialog>
  );
}
