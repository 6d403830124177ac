import { useQuery } from '@tanstack/react-query';
import { myEmailAlertRoutes, type SavedSearch } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { loadStateOf, routeQuery, useRouteMutation } from '../../../lib/query';
import { useToast } from '../../../ui';

const changes = { invalidates: [myEmailAlertRoutes.list, myEmailAlertRoutes.subscription] };

/** The signed-in user's saved searches with pause, resume and delete. */
export function useSavedSearches(enabled = true) {
  const { toast } = useToast();
  const list = useQuery({ ...routeQuery(myEmailAlertRoutes.list), enabled });
  const update = useRouteMutation(myEmailAlertRoutes.update, {
    ...changes,
    onSuccess: (alert) =>
      toast({
        title: alert.isActive ? 'Alert resumed' : 'Alert paused',
        description: alert.isActive
          ? `You'll get emails for “${alert.name}” again.`
          : `No emails for “${alert.name}” until you resume it.`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Failed to update alert',
        description: errorMessage(error),
        variant: 'danger',
      }),
  });
  const remove = useRouteMutation(myEmailAlertRoutes.remove, {
    ...changes,
    onSuccess: () => toast({ title: 'Alert deleted successfully', variant: 'success' }),
    onError: (error) =>
      toast({
        title: 'Failed to delete alert',
        description: errorMessage(error),
        variant: 'danger',
      }),
  });
  return {
    state: loadStateOf(list),
    items: list.data?.items ?? [],
    retry: () => void list.refetch(),
    setActive: (alert: SavedSearch, isActive: boolean) =>
      update.mutateAsync({ params: { id: alert.id }, body: { isActive } }).catch(() => undefined),
    busyId: update.isPending ? update.variables?.params.id : undefined,
    remove: (alert: SavedSearch) =>
      remove
        .mutateAsync({ params: { id: alert.id } })
        .then(() => true)
        .catch(() => false),
  };
}

/** Saves a search as an alert; the toast says where to find it. */
export function useCreateSavedSearch() {
  const { toast } = useToast();
  return useRouteMutation(myEmailAlertRoutes.create, {
    ...changes,
    onSuccess: (alert) =>
      toast({
        title: 'Subscription Successful!',
        description: `You'll start receiving email alerts based on your preferences. “${alert.name}” is in your active alerts.`,
        variant: 'success',
      }),
  });
}
