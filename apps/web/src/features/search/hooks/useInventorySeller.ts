import { useQuery } from '@tanstack/react-query';
import { dealerRoutes, salesRepRoutes } from '@market/contracts';
import { routeQuery } from '../../../lib/query';
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
  const dealer = useQuery({
    ...routeQuery(dealerRoutes.profile, { params: { id: dealerId } }),
    enabled: !!dealerId,
  });
  const rep = useQuery({
    ...routeQuery(salesRepRoutes.get, { params: { id: salesRepId } }),
    enabled: !dealerId && !!salesRepId,
  });
  if (dealerId && dealer.data) {
    return {
      kind: 'dealer',
      name: dealer.data.businessName,
      profilePath: `/dealers/${dealer.data.id}`,
    };
  }
  if (!dealerId && salesRepId && rep.data) {
    return { kind: 'sales_rep', name: rep.data.name, profilePath: `/sales-reps/${rep.data.id}` };
  }
  return null;
}
