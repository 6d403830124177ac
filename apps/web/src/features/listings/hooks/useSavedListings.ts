import { useCallback, useEffect, useState } from 'react';
import type { SavedListing } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../ui';
import { savedListingsApi } from '../api/listingsApi';

type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/** The signed-in user's saved listings with note editing and removal. */
export function useSavedListings() {
  const { toast } = useToast();
  const [items, setItems] = useState<SavedListing[]>([]);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    savedListingsApi
      .list(controller.signal)
      .then((list) => {
        setItems(list);
        setState({ status: 'ready' });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({
            status: 'error',
            message: errorMessage(error, 'Failed to load saved listings'),
          });
      });
    return () => controller.abort();
  }, [attempt]);

  const saveNotes = useCallback(
    async (listingId: string, notes: string) => {
      try {
        const updated = await savedListingsApi.save(listingId, notes.trim() || null);
        setItems((list) =>
          list.map((item) =>
            item.listingId === listingId ? { ...item, notes: updated.notes } : item,
          ),
        );
        toast({ title: 'Notes saved', variant: 'success' });
        return true;
      } catch (error) {
        toast({
          title: 'Failed to save notes',
          description: errorMessage(error),
          variant: 'danger',
        });
        return false;
      }
    },
    [toast],
  );

  const remove = useCallback(
    async (listingId: string) => {
      try {
        await savedListingsApi.remove(listingId);
        setItems((list) => list.filter((item) => item.listingId !== listingId));
        toast({ title: 'Removed from saved listings', variant: 'success' });
      } catch (error) {
        toast({
          title: 'Failed to remove saved listing',
          description: errorMessage(error),
          variant: 'danger',
        });
      }
    },
    [toast],
  );

  return { items, state, retry: () => setAttempt((n) => n + 1), saveNotes, remove };
}
