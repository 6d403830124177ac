import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../ui';
import { useAuth } from '../../auth';
import { savedListingsApi } from '../api/listingsApi';

/**
 * Saved / not saved for one listing. The first state comes from GET /api/saved-listings/ids
 * when signed in; signed-out visitors are sent to /auth (SPEC §6).
 */
export function useSavedListing(listingId: string) {
  const { status } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (status !== 'signedIn') {
      setSaved(false);
      return;
    }
    const controller = new AbortController();
    savedListingsApi
      .ids(controller.signal)
      .then((ids) => setSaved(ids.includes(listingId)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [status, listingId]);

  const toggle = useCallback(async () => {
    if (status !== 'signedIn') {
      navigate('/auth', { state: { from: location.pathname } });
      return;
    }
    setBusy(true);
    try {
      if (saved) {
        await savedListingsApi.remove(listingId);
        setSaved(false);
        toast({ title: 'Removed from saved listings', variant: 'info' });
      } else {
        await savedListingsApi.save(listingId);
        setSaved(true);
        toast({
          title: 'Vehicle saved',
          description: 'Find it again under Saved Listings.',
          variant: 'success',
        });
      }
    } catch (error) {
      toast({
        title: 'Failed to save vehicle',
        description: errorMessage(error),
        variant: 'danger',
      });
    } finally {
      setBusy(false);
    }
  }, [status, saved, listingId, navigate, location.pathname, toast]);

  return { saved, busy, toggle };
}
