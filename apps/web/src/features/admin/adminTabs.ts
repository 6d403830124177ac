import { lazy, type ComponentType } from 'react';

/** One tab of the admin console: its URL segment (/admin/:id), its label and its panel. */
export interface AdminTab {
  id: string;
  label: string;
  /** A panel takes no props and loads its own data; each is its own chunk. */
  panel: ComponentType;
}

export type AdminGroup = 'Core' | 'Content' | 'Business' | 'System';

const panel = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** A panel another context's feature exports (no props, loads its own data), as its own chunk. */
const exported = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/**
 * THE TAB REGISTRY. One line per tab: id → label → panel. Panels of other contexts are
 * plugged in here as a lazy import of the context's panel exported through
 * panels/contextPanels.ts, e.g.
 *   payments: { id: 'payments', label: 'Payments', panel: lazy(() => import('./panels/contextPanels').then((m) => ({ default: m.PaymentsAdminPanel }))) },
 */
export const ADMIN_TABS = {
  overview: {
    id: 'overview',
    label: 'Overview',
    panel: panel(() => import('./panels/overview/OverviewPanel')),
  },
  users: { id: 'users', label: 'Users', panel: panel(() => import('./panels/users/UsersPanel')) },
  dealers: {
    id: 'dealers',
    label: 'Dealers',
    panel: panel(() => import('./panels/dealers/DealersPanel')),
  },
  affiliates: {
    id: 'affiliates',
    label: 'Affiliates',
    panel: exported(
      () => import('./panels/contextPanels'),
      (m) => m.AffiliatesAdminPanel,
    ),
  },
  'dealer-applications': {
    id: 'dealer-applications',
    label: 'Applications',
    panel: panel(() => import('./panels/applications/ApplicationsPanel')),
  },
  'sales-reps': {
    id: 'sales-reps',
    label: 'Sales Reps',
    panel: panel(() => import('./panels/sales-reps/SalesRepsPanel')),
  },
  vehicles: {
    id: 'vehicles',
    label: 'Vehicles',
    panel: panel(() => import('./panels/vehicles/VehiclesPanel')),
  },
  'vehicle-images': {
    id: 'vehicle-images',
    label: 'Images',
    panel: panel(() => import('./panels/images/ImagesPanel')),
  },
  reviews: {
    id: 'reviews',
    label: 'Reviews',
    panel: panel(() => import('./panels/reviews/ReviewsPanel')),
  },
  'saved-listings': {
    id: 'saved-listings',
    label: 'Saved',
    panel: panel(() => import('./panels/saved/SavedListingsPanel')),
  },
  payments: {
    id: 'payments',
    label: 'Payments',
    panel: panel(() => import('./panels/payments/PaymentsTab')),
  },
  memberships: {
    id: 'memberships',
    label: 'Memberships',
    panel: exported(
      () => import('./panels/contextPanels'),
      (m) => m.MembershipPlansAdminPanel,
    ),
  },
  'listing-plans': {
    id: 'listing-plans',
    label: 'Listing Plans',
    panel: exported(
      () => import('./panels/contextPanels'),
      (m) => m.ListingPlansAdminPanel,
    ),
  },
  inquiries: {
    id: 'inquiries',
    label: 'Inquiries',
    panel: panel(() => import('./panels/inquiries/InquiriesTab')),
  },
  analytics: {
    id: 'analytics',
    label: 'Analytics',
    panel: panel(() => import('./panels/analytics/AnalyticsPanel')),
  },
  stripe: {
    id: 'stripe',
    label: 'Stripe',
    panel: exported(
      () => import('./panels/contextPanels'),
      (m) => m.StripeAdminPanel,
    ),
  },
  banners: {
    id: 'banners',
    label: 'Banners',
    panel: exported(
      () => import('./panels/contextPanels'),
      (m) => m.BannersAdminPanel,
    ),
  },
  hero: { id: 'hero', label: 'Hero', panel: panel(() => import('./panels/hero/HeroPanel')) },
  settings: {
    id: 'settings',
    label: 'Settings',
    panel: panel(() => import('./panels/settings/SettingsPanel')),
  },
} satisfies Record<string, AdminTab>;

export type AdminTabId = keyof typeof ADMIN_TABS;

/** SPEC.md §2: the four groups and their tabs, in order (affiliates sits in Core and Business). */
export const ADMIN_GROUPS: { group: AdminGroup; tabs: AdminTabId[] }[] = [
  {
    group: 'Core',
    tabs: ['overview', 'users', 'dealers', 'affiliates', 'dealer-applications', 'sales-reps'],
  },
  { group: 'Content', tabs: ['vehicles', 'vehicle-images', 'reviews', 'saved-listings'] },
  {
    group: 'Business',
    tabs: ['affiliates', 'payments', 'memberships', 'listing-plans', 'inquiries'],
  },
  { group: 'System', tabs: ['analytics', 'stripe', 'banners', 'hero', 'settings'] },
];

export const DEFAULT_ADMIN_TAB: AdminTabId = 'overview';

export function adminTab(id: string | undefined): AdminTab | null {
  const key = (id ?? DEFAULT_ADMIN_TAB) as AdminTabId;
  return Object.hasOwn(ADMIN_TABS, key) ? ADMIN_TABS[key] : null;
}
