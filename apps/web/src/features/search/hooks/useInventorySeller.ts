import { useLoader } from '../../../lib/useLoader';
import { dealersApi } from '../../dealers/api/dealersApi';
import { salesRepsApi } from '../../sales-reps/api/salesRepsApi';
import type { SearchState } from '../searchState';

export interface InventorySeller {
  kind: 'dealer' | 'sales_rep';
  name: string;
  profilePath: string;
}

/**
 * Whose inventory a /listings?dealer_id= or ?sales_rep= page shows: the dealer's business
 * name or the rep's name, from their public profile. Null while loading, for a plain search,
 * or when the profile is not public (the grid then names no one).
 */
export function useInventorySeller({
  dealerId,
  salesRepId,
}: Pick<SearchState, 'dealerId' | 'salesRepId'>): InventorySeller | null {
  const key = dealerId ? `dealer:${dealerId}` : salesRepId ? `rep:${salesRepId}` : null;
  const { state } = useLoader<InventorySeller>(async (signal) => {
    if (dealerId) {
      const dealer = await dealersApi.profile(dealerId, signal);
      return { kind: 'dealer', name: dealer.businessName, profilePath: `/dealers/${dealer.id}` };
    }
    const rep = await salesRepsApi.get(salesRepId, signal);
    return { kind: 'sales_rep', name: rep.name, profilePath: `/sales-reps/${rep.id}` };
  }, key);
  return key && state.status === 'ready' ? state.data : null;
}
