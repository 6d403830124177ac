import type { Me, Role } from '@market/contracts';

export function hasRole(user: Me | null | undefined, role: Role): boolean {
  return !!user?.roles.includes(role);
}

/** Where the header's Profile button leads: the role's dashboard, else the profile page. */
export function profilePath(user: Me | null | undefined): string {
  if (hasRole(user, 'dealer')) return '/dealer-dashboard';
  if (hasRole(user, 'sales_rep')) return '/sales-rep-dashboard';
  if (user?.isAffiliate) return '/affiliate-dashboard';
  return '/profile';
}

/**
 * Where a user lands after signing in, and where an already signed-in user opening /auth
 * is sent.
 *
 * SPEC §4 gives two readings: the header flow (admin → /admin, sales_rep →
 * /sales-rep-dashboard, dealer → /dealer-dashboard, active affiliate → /affiliate-dashboard,
 * otherwise stay) and the auth-page flow (admin → /admin, dealer → /dealer-dashboard,
 * otherwise /profile). We chose ONE rule for both situations: the header flow's full
 * priority order, with the auth-page flow's /profile as the fallback (staying on /auth
 * after signing in would leave the user on a sign-in form).
 */
export function postLoginPath(user: Me): string {
  if (hasRole(user, 'admin')) return '/admin';
  if (hasRole(user, 'sales_rep')) return '/sales-rep-dashboard';
  if (hasRole(user, 'dealer')) return '/dealer-dashboard';
  if (user.isAffiliate) return '/affiliate-dashboard';
  return '/profile';
}

/** SPEC §9: the post-login redirect waits about a second so the welcome toast can be read. */
export const POST_LOGIN_REDIRECT_DELAY_MS = 1000;

export function displayName(user: Me): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  dealer: 'Dealer',
  sales_rep: 'Sales Rep',
  admin: 'Admin',
};
