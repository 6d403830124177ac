import { type ReactNode, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type Currency, formatMoney, type RouteSpec } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { FormDialog, FormField } from '../../../lib/form';
import { useRouteMutation } from '../../../lib/query';
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
import { useAdminSave } from '../../admin-table';
import { CURRENCY_OPTIONS } from '../planForms';
import './billing-admin.css';

/** What every plan (membership or listing) has. */
interface Plan {
  id: string;
  name: string;
  priceCents: number;
  currency: Currency;
  isActive: boolean;
}

/** A column between the price and the status. */
export interface PlanColumn<P> {
  header: string;
  cell: (plan: P) => ReactNode;
}

/**
 * The admin table of one kind of plan (membership or listing): name, price, the kind's own
 * columns, status, and Edit / Delete (confirmed first), with SPEC §8's toasts; the kind's
 * dialog creates and edits.
 */
export function PlansAdminCard<P extends Plan>({
  thing,
  title,
  description,
  plans,
  priceSuffix = '',
  columns,
  deleteRoute,
  invalidates,
  deleteQuestion,
  dialog,
}: {
  /** 'Listing plan', 'Membership plan': the toasts' subject. */
  thing: string;
  title: string;
  description: string;
  plans: UseQueryResult<{ items: P[] }>;
  priceSuffix?: string;
  columns: PlanColumn<P>[];
  deleteRoute: RouteSpec;
  invalidates: readonly RouteSpec[];
  deleteQuestion: (plan: P) => string;
  dialog: (plan: P | undefined, onClose: () => void) => ReactNode;
}) {
  const { toast } = useToast();
  const [editing, setEditing] = useState<P | 'new' | null>(null);
  const remove = useRouteMutation(deleteRoute, {
    invalidates,
    onSuccess: () => toast({ title: `${thing} deleted successfully`, variant: 'success' }),
    onError: () =>
      toast({
        title: 'Error',
        description: `Failed to delete ${thing.toLowerCase()}`,
        variant: 'danger',
      }),
  });
  const deletingId = (remove.variables as { params?: { id?: string } } | undefined)?.params?.id;
  return (
    <Card className="billing-admin">
      <CardHeader
        title={title}
        description={description}
        actions={
          <Button size="sm" icon={<PlusIcon />} onClick={() => setEditing('new')}>
            Add plan
          </Button>
        }
      />
      <CardBody>
        {plans.isPending ? <Skeleton height="6rem" /> : null}
        {plans.isError ? <Alert variant="danger">{errorMessage(plans.error)}</Alert> : null}
        {plans.data?.items.length === 0 ? <p>No {title.toLowerCase()} yet.</p> : null}
        {plans.data && plans.data.items.length > 0 ? (
          <div className="billing-table__wrap">
            <table className="billing-table">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Price</th>
                  {columns.map((column) => (
                    <th key={column.header} scope="col">
                      {column.header}
                    </th>
                  ))}
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
                    <td>
                      {formatMoney(plan.priceCents, plan.currency)}
                      {priceSuffix}
                    </td>
                    {columns.map((column) => (
                      <td key={column.header}>{column.cell(plan)}</td>
                    ))}
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
                        loading={remove.isPending && deletingId === plan.id}
                        onClick={() => {
                          if (window.confirm(deleteQuestion(plan)))
                            remove.mutate({ params: { id: plan.id } } as never);
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
      {editing ? dialog(editing === 'new' ? undefined : editing, () => setEditing(null)) : null}
    </Card>
  );
}

/** The plan form's own fields: price in the currency's units, description optional. */
interface PlanFormValues extends FieldValues {
  name: string;
  description?: string | null;
  price: number;
}

/**
 * Create (no plan) or edit a plan: name, description, price, currency and the kind's own
 * fields; the price is sent as integer cents; SPEC §8's toasts.
 */
export function PlanDialog<In extends FieldValues, Out extends PlanFormValues>({
  thing,
  plan,
  form,
  createRoute,
  updateRoute,
  invalidates,
  priceLabel,
  fields,
  children,
  onClose,
}: {
  thing: string;
  plan?: { id: string };
  form: UseFormReturn<In, unknown, Out>;
  createRoute: RouteSpec;
  updateRoute: RouteSpec;
  invalidates: readonly RouteSpec[];
  priceLabel: string;
  /** The kind's own fields beside price and currency. */
  fields: ReactNode;
  /** Below them: the kind's check boxes. */
  children: ReactNode;
  onClose: () => void;
}) {
  const save = useAdminSave({
    thing,
    id: plan?.id,
    createRoute,
    updateRoute,
    invalidates,
    toBody: ({ price, description, ...fields }: Out) => ({
      ...fields,
      priceCents: price,
      description: description || null,
    }),
    onSaved: onClose,
  });
  const lower = thing.toLowerCase();
  return (
    <FormDialog
      form={form}
      title={plan ? `Edit ${lower}` : `New ${lower}`}
      submitLabel={plan ? 'Save Changes' : 'Create Plan'}
      onClose={onClose}
      onSubmit={save.onSubmit}
      failure={save.failure}
    >
      <FormField name="name" label="Name" required />
      <FormField as="textarea" name="description" label="Description" rows={3} optional />
      <div className="form-grid form-grid--2">
        <FormField
          name="price"
          label={priceLabel}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required
        />
        <FormField as="select" name="currency" label="Currency" options={CURRENCY_OPTIONS} />
        {fields}
      </div>
      {children}
    </FormDialog>
  );
}
