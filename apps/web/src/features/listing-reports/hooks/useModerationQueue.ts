import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  adminUserRoutes,
  listingReportRoutes,
  type ListingReport,
  type ResolveReportRequest,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { apiCall } from '../../../lib/apiCall';
import { routeQuery, useRouteMutation } from '../../../lib/query';
import { useToast } from '../../../ui';
import { LISTING_READS } from '../../../lib/listingReads';

export type QueueFilter = 'open' | 'all';

const DONE: Record<ResolveReportRequest['action'], string> = {
  dismiss: 'Report dismissed successfully',
  deactivate_listing: 'Listing deactivated successfully',
  suspend_seller: 'Seller suspended successfully',
};

/**
 * The moderation queue and its actions. Suspending a seller is identity's: the account is
 * deactivated through the admin users route first, then the report records it.
 */
export function useModerationQueue() {
  const { toast } = useToast();
  const [filter, setFilter] = useState<QueueFilter>('open');
  const queue = useQuery(routeQuery(listingReportRoutes.queue, { query: { status: filter } }));
  const invalidates = [listingReportRoutes.queue, adminUserRoutes.list, ...LISTING_READS];

  const resolve = useRouteMutation(listingReportRoutes.resolve, { invalidates });
  const decide = useRouteMutation(listingReportRoutes.decideFlagged, { invalidates });

  const act = async (
    report: ListingReport,
    action: ResolveReportRequest['action'],
  ): Promise<boolean> => {
    try {
      if (action === 'suspend_seller')
        await apiCall(adminUserRoutes.setActive, {
          params: { id: report.sellerId },
          body: { isActive: false },
        });
      await resolve.mutateAsync({ params: { id: report.id }, body: { action } });
      toast({ title: DONE[action], variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'danger' });
      return false;
    }
  };

  const decideHeld = async (
    listingId: string,
    decision: 'approve' | 'reject',
  ): Promise<boolean> => {
    try {
      await decide.mutateAsync({ params: { id: listingId }, body: { decision } });
      toast({
        title:
          decision === 'approve'
            ? 'Listing approved successfully'
            : 'Listing rejected successfully',
        variant: 'success',
      });
      return true;
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'danger' });
      return false;
    }
  };

  return {
    filter,
    setFilter,
    data: queue.data,
    loading: queue.isPending,
    error: queue.error ? errorMessage(queue.error) : null,
    retry: () => void queue.refetch(),
    act,
    decideHeld,
  };
}
