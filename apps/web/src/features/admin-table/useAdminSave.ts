import type { RouteSpec } from '@market/contracts';
import { useRouteMutation } from '../../lib/query';
import { useToast } from '../../ui';

/**
 * The create-or-edit dialog's submit of an admin form (FormDialog's `onSubmit` and
 * `failure`): POST the create route without an `id`, PUT/PATCH the update route with it, then
 * SPEC §8's '{Thing} created|updated successfully', or 'Error' — 'Failed to create|update
 * {thing}' with the fields' own errors shown by the form.
 */
export function useAdminSave<Values, Body = Values>({
  thing,
  id,
  createRoute,
  updateRoute,
  invalidates,
  toBody = (values) => values as unknown as Body,
  onSaved,
}: {
  /** 'Banner', 'Listing plan': the toasts' subject. */
  thing: string;
  /** The edited row's id; none when creating. */
  id: string | undefined;
  createRoute: RouteSpec;
  updateRoute: RouteSpec;
  invalidates: readonly RouteSpec[];
  toBody?: (values: Values) => Body;
  onSaved: () => void;
}) {
  const { toast } = useToast();
  const create = useRouteMutation(createRoute, { invalidates });
  const update = useRouteMutation(updateRoute, { invalidates });
  const verb = id ? 'update' : 'create';
  return {
    onSubmit: async (values: Values) => {
      const body = toBody(values);
      if (id) await update.mutateAsync({ params: { id }, body } as never);
      else await create.mutateAsync({ body } as never);
      toast({ title: `${thing} ${verb}d successfully`, variant: 'success' });
      onSaved();
    },
    failure: () => ({ title: 'Error', description: `Failed to ${verb} ${thing.toLowerCase()}` }),
  };
}
