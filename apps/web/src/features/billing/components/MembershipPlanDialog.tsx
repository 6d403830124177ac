import { adminBillingRoutes, type MembershipPlan } from '@market/contracts';
import { FormDialog, FormField, useSchemaForm } from '../../../lib/form';
import { useRouteMutation } from '../../../lib/query';
import { useToast } from '../../../ui';
import {
  AUDIENCE_OPTIONS,
  CURRENCY_OPTIONS,
  membershipPlanDefaults,
  membershipPlanFormSchema,
  TIER_OPTIONS,
} from '../planForms';

/** Create (no plan) or edit a membership plan. */
export function MembershipPlanDialog({
  plan,
  onClose,
}: {
  plan?: MembershipPlan;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const form = useSchemaForm(membershipPlanFormSchema, membershipPlanDefaults(plan));
  const invalidates = [adminBillingRoutes.membershipPlans];
  const create = useRouteMutation(adminBillingRoutes.createMembershipPlan, { invalidates });
  const update = useRouteMutation(adminBillingRoutes.updateMembershipPlan, { invalidates });
  return (
    <FormDialog
      form={form}
      title={plan ? 'Edit membership plan' : 'New membership plan'}
      submitLabel={plan ? 'Save Changes' : 'Create Plan'}
      onClose={onClose}
      onSubmit={async ({ price, description, ...fields }) => {
        const body = { ...fields, priceCents: price, description: description || null };
        if (plan) await update.mutateAsync({ params: { id: plan.id }, body });
        else await create.mutateAsync({ body });
        toast({
          title: `Membership plan ${plan ? 'updated' : 'created'} successfully`,
          variant: 'success',
        });
        onClose();
      }}
      failure={() => ({
        title: 'Error',
        description: plan ? 'Failed to update membership plan' : 'Failed to create membership plan',
      })}
    >
      <FormField name="name" label="Name" required />
      <FormField as="textarea" name="description" label="Description" rows={3} optional />
      <div className="form-grid form-grid--2">
        <FormField
          name="price"
          label="Price per month"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required
        />
        <FormField as="select" name="currency" label="Currency" options={CURRENCY_OPTIONS} />
        <FormField as="select" name="tier" label="Tier" options={TIER_OPTIONS} />
        <FormField
          as="select"
          name="targetAudience"
          label="Target audience"
          options={AUDIENCE_OPTIONS}
        />
      </div>
      <label className="check">
        <input type="checkbox" {...form.register('isActive')} />
        <span className="check__label">Active (offered on sign-up)</span>
      </label>
    </FormDialog>
  );
}
