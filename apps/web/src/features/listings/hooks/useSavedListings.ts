import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { savedListingRoutes } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { apiCall } from '../../../lib/apiCall';
import { routeKey, routeQuery, useRouteMutation } from '../../../lib/query';
import { useToast } from '../../../ui';
import { signInPath, useAuth, useReturnIntent } from '../../auth';

const changed = [savedListingRoutes.ids, savedListingRoutes.list];

/**
 * Saved / not saved for any number of vehicles (a grid's cards, one vehicle page): one
 * GET /api/saved-listings/ids shared by all of them. Signed-out visitors are sent to /auth
 * (SPEC §6) and, once signed in, come back and the vehicle is saved.
 */
export function useSavedIds() {
  const { status } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const { data } = useQuery({
    ...routeQuery(savedListingRoutes.ids),
    enabled: status === 'signedIn',
    select: (answer) => new Set(answer.ids),
  });
  const saved = status === 'signedIn' ? data : undefined;

  const mutation = useMutation({
    mutationFn: ({ listingId, save }: { listingId: string; save: boolean }) =>
      save
        ? apiCall(savedListingRoutes.save, { params: { listingId }, body: {} }).then(
            () => undefined,
          )
        : apiCall(savedListingRoutes.unsave, { params: { listingId } }),
    onMutate: ({ listingId }) => setBusy((b) => new Set(b).add(listingId)),
    onSuccess: (_, { save }) =>
      toast(
        save
          ? {
              title: 'Vehicle saved',
              description: 'Find it again under Saved Listings.',
              variant: 'success',
            }
          : { title: 'Removed from saved listings', variant: 'info' },
      ),
    onError: (error) =>
      toast({
        title: 'Failed to save vehicle',
        description: errorMessage(error),
        variant: 'danger',
      }),
    onSettled: async (_, __, { listingId }) => {
      await Promise.all(
        changed.map((route) => client.invalidateQueries({ queryKey: routeKey(route) })),
      );
      setBusy((b) => {
        const next = new Set(b);
        next.delete(listingId);
        return next;
      });
    },
  });

  const toggle = useCallback(
    (listingId: string) => {
      if (status !== 'signedIn') {
        navigate(signInPath(`${location.pathname}${location.search}`, 'save', listingId));
        return;
      }
      mutation.mutate({ listingId, save: !saved?.has(listingId) });
    },
    [status, saved, navigate, location.pathname, location.search, mutation],
  );

  // Back from signing in to save: save it (unless it already is).
  useReturnIntent(
    'save',
    saved !== undefined,
    useCallback(
      (listingId: string | null) => {
        if (listingId && !saved?.has(listingId)) mutation.mutate({ listingId, save: true });
      },
      [saved, mutation],
    ),
  );

  return {
    isSaved: (id: string) => !!saved?.has(id),
    isBusy: (id: string) => busy.has(id),
    toggle,
  };
}

/** The signed-in user's saved listings with note editing and removal. */
export function useSavedListings() {
  const { toast } = useToast();
  const list = useQuery(routeQuery(savedListingRoutes.list));
  const saveNotes = useRouteMutation(savedListingRoutes.save, {
    invalidates: [savedListingRoutes.list],
    onSuccess: () => toast({ title: 'Notes saved', variant: 'success' }),
    onError: (error) =>
      toast({ title: 'Failed to save notes', description: errorMessage(error), variant: 'danger' }),
  });
  const remove = useRouteMutation(savedListingRoutes.unsave, {
    invalidates: changed,
    onSuccess: () => toast({ title: 'Removed from saved listings', variant: 'success' }),
    onError: (error) =>
      toast({
        title: 'Failed to remove saved listing',
        description: errorMessage(error),
        variant: 'danger',
      }),
  });

  return {
    items: list.data?.items ?? [],
    state: list.isPending
      ? ({ status: 'loading' } as const)
      : list.isError
        ? ({
            status: 'error',
            message: errorMessage(list.error, 'Failed to load saved listings'),
          } as const)
        : ({ status: 'ready' } as const),
    retry: () => void list.refetch(),
    saveNotes: (listingId: string, notes: string) =>
      saveNotes
        .mutateAsync({ params: { listingId }, body: { notes: notes.trim() || null } })
        .then(() => true)
        .catch(() => false),
    remove: (listingId: string) =>
      remove.mutateAsync({ params: { listingId } }).catch(() => undefined),
  };
}
