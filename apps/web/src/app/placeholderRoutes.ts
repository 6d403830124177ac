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
  { path: 'news', name: 'News' },
  { path: 'news/:id', name: 'News Article' },
  { path: 'reviews', name: 'Reviews' },
  { path: 'faq', name: 'FAQ' },
  { path: 'contact', name: 'Contact Us' },
  { path: 'email-alerts', name: 'Email Alerts' },
  { path: 'financing', name: 'Financing', summary: 'Payment calculator and pre-approval.' },
  { path: 'terms-of-use', name: 'Terms of Use' },
  { path: 'privacy-policy', name: 'Privacy Policy' },
  { path: 'affiliate', name: 'Affiliate Program' },
  { path: 'affiliate-application', name: 'Affiliate Application' },
  { path: 'affiliate-terms', name: 'Affiliate Terms' },
  { path: 'marketing-materials', name: 'Marketing Materials' },
  { path: 'payment-success', name: 'Payment Result' },
  { path: 'import-listings', name: 'Import Listings', requiresAuth: true },
  { path: 'affiliate-dashboard', name: 'Affiliate Dashboard', requiresAuth: true },
];
