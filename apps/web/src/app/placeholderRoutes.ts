/**
 * Every SPEC §2 route that is not built yet. `requiresAuth` marks the routes SPEC §2 lists
 * as requiring sign-in; they redirect signed-out visitors to /auth.
 */
export interface PlaceholderRoute {
  path: string;
  name: string;
  summary?: string;
  requiresAuth?: boolean;
}

export const PLACEHOLDER_ROUTES: PlaceholderRoute[] = [
  { path: 'affiliate', name: 'Affiliate Program' },
  { path: 'affiliate-application', name: 'Affiliate Application' },
  { path: 'affiliate-terms', name: 'Affiliate Terms' },
  { path: 'marketing-materials', name: 'Marketing Materials' },
  { path: 'affiliate-dashboard', name: 'Affiliate Dashboard', requiresAuth: true },
];
