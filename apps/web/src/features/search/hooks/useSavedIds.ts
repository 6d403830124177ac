import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../ui';
import { useAuth } from '../../auth';
import { savedListingsApi } from '../../listings/api/listingsApi';

/**
 * Saved / not saved for every card of a grid: one GET /api/saved-listings/ids for the page
 * (useSavedListing asks per listing, which suits one vehicle page, not fifty cards).
 * Signed-out visitors are sent to /auth (SPEC §6).
 */
export function useSavedIds() {
  const { status } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const savedRef = useRef(saved);
  savedRef.current = saved;

  useEffect(() => {
    if (status !== 'signedIn') {
      setSaved(new Set());
      return;
    }
    const controller = new AbortController();
    savedListingsApi
      .ids(controller.signal)
      .then((ids) => setSaved(new Set(ids)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [status]);

  const mark = (set: ReadonlySet<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  const toggle = useCallback(
    async (listingId: string) => {
      if (status !== 'signedIn') {
        navigate('/auth', { state: { from: `${location.pathname}${location.search}` } });
        return;
      }
      const wasSaved = savedRef.current.has(listingId);
      setBusy((b) => mark(b, listingId, true));
      try {
        if (wasSaved) await savedListingsApi.remove(listingId);
        else await savedListingsApi.save(listingId);
        setSaved((s) => mark(s, listingId, !wasSaved));
        toast(
          wasSaved
            ? { title: 'Removed from saved listings', variant: 'info' }
            : {
                title: 'Vehicle saved',
                description: 'Find it again under Saved Listings.',
                variant: 'success',
              },
        );
      } catch (error) {
        toast({
          title: 'Failed to save vehicle',
          description: errorMessage(error),
          variant: 'danger',
        });
      } finally {
        setBusy((b) => mark(b, listingId, false));
      }
    },
    [status, navigate, location.pathname, location.search, toast],
  );

  return {
    isSaved: (id: string) => saved.has(id),
    isBusy: (id: string) => busy.has(id),
    toggle,
  };
}
