import type { Me } from '@market/contracts';

/** Where a seller manages their listings: the dealer or rep table, else the private seller's own. */
export function myListingsPath(user: Pick<Me, 'roles'> | null | undefined): string {
  const roles = user?.roles ?? [];
  if (roles.includes('dealer') || roles.includes('admin')) return '/dealer-listings';
  if (roles.includes('sales_rep')) return '/sales-rep-listings';
  return '/my-listings';
}
