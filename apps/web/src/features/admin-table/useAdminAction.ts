import type { RouteSpec } from '@market/contracts';
import { errorMessage } from '../../lib/api';
import { useRouteMutation } from '../../lib/query';
import type { CallArgs } from '../../lib/apiCall';
import { useToast } from '../../ui';

/**
 * An admin write with SPEC §8's toasts: on success '{thing} {action} successfully', on
 * failure a destructive toast titled 'Error' with the catalogue's text (and the server's
 * reason under it). The routes it changes are refetched wherever they are shown.
 */
export function useAdminAction<R extends RouteSpec>(
  route: R,
  {
    success,
    failure,
    invalidates = [],
  }: {
    success: string | ((input: CallArgs<R>[0]) => string);
    failure: string;
    invalidates?: readonly RouteSpec[];
  },
) {
  const { toast } = useToast();
  const mutation = useRouteMutation(route, { invalidates });
  const run = async (input: CallArgs<R>[0]): Promise<boolean> => {
    try {
      await mutation.mutateAsync(input as never);
      toast({
        title: typeof success === 'function' ? success(input) : success,
        variant: 'success',
      });
      return true;
    } catch (error) {
      toast({
        title: 'Error',
        description: `${failure}: ${errorMessage(error)}`,
        variant: 'danger',
      });
      return false;
    }
  };
  return { run, pending: mutation.isPending };
}
