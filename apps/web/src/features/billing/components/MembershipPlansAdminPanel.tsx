import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminBillingRoutes, formatMoney, type MembershipPlan } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeQuery, useRouteMutation } from '../../../lib/query';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  PlusIcon,
  Skeleton,
  useToast,
} from '../../../ui';
import { MembershipPlanDialog } from './MembershipPlanDialog';
import { SubscriptionsTable } from './SubscriptionsTable';
import './billing-admin.css';

const AUDIENCE: Record<MembershipPlan['targetAudience'], string> = {
  both: 'Dealers and reps',
  dealers: 'Dealers',
  sales_reps: 'Sales reps',
};

/** Admin › Memberships (SPEC §2): the plans (create, edit, delete) and the current subscriptions. */
export function MembershipPlansAdminPanel() {
  const { toast } = useToast();
  const plans = useQuery(routeQuery(adminBillingRoutes.membershipPlans));
  const [editing, setEditing] = useState<MembershipPlan | 'new' | null>(null);
  const remove = useRouteMutation(adminBillingRoutes.deleteMembershipPlan, {
    invalidates: [adminBillingRoutes.membershipPlans],
    onSuccess: () => toast({ title: 'Membership plan deleted successfully', variant: 'success' }),
    onError: () =>
      toast({ title: 'Error', description: 'Failed to delete membership plan', variant: 'danger' }),
  });
  return (
    <div className="stack billing-admin">
      <Card>
        <CardHeader
          title="Membership plans"
          description="What sales reps and dealers pay monthly. Inactive plans are not offered."
          actions={
            <Button size="sm" icon={<PlusIcon />} onClick={() => setEditing('new')}>
              Add plan
            </Button>
          }
        />
        <CardBody>
          {plans.isPending ? <Skeleton height="6rem" /> : null}
          {plans.isError ? <Alert variant="danger">{errorMessage(plans.error)}</Alert> : null}
          {plans.data?.items.length === 0 ? <p>No membership plans yet.</p> : null}
          {plans.data && plans.data.items.length > 0 ? (
            <div className="billing-table__wrap">
              <table className="billing-table">
                <caption className="visually-hidden">Membership plans</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Price</th>
                    <th scope="col">Tier</th>
                    <th scope="col">Audience</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {plans.data.items.map((plan) => (
                    <tr key={plan.id}>
                      <th scope="row">{plan.name}</th>
                      <td>{formatMoney(plan.priceCents, plan.currency)}/month</td>
                      <td>{plan.tier === 'dealers' ? 'Dealers' : 'Sales reps'}</td>
                      <td>{AUDIENCE[plan.targetAudience]}</td>
                      <td>
                        <Badge variant={plan.isActive ? 'success' : 'neutral'}>
                          {plan.isActive ? 'Active' : 'Inactive'}
                        </Badge>
                      </td>
                      <td className="billing-table__actions">
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setEditing(plan)}
                          aria-label={`Edit ${plan.name}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={`Delete ${plan.name}`}
                          loading={remove.isPending && remove.variables?.params.id === plan.id}
                          onClick={() => {
                            if (
                              window.confirm(
                                `Delete the plan "${plan.name}"? Current members keep their membership until it ends.`,
                              )
                            )
                              remove.mutate({ params: { id: plan.id } });
                          }}
                        >
                          Delete
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </CardBody>
      </Card>
      <SubscriptionsTable />
      {editing ? (
        <MembershipPlanDialog
          plan={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
