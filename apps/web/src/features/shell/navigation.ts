import type { Me } from '@market/contracts';
import { categoryForPath } from '../../lib/categories';
import { hasRole, profilePath, signInPath } from '../auth';

export interface NavItem {
  to: string;
  label: string;
  /** Match the path exactly when highlighting the current page. */
  end?: boolean;
}

export const CATEGORY_LINKS: NavItem[] = [
  { to: '/', label: 'Cars', end: true },
  { to: '/motorcycles', label: 'Motorcycles' },
  { to: '/trucks', label: 'Trucks' },
];

/** The Search link follows the category page the visitor is on (SPEC §2 Header). */
export function searchLink(pathname: string): NavItem {
  return { to: `/listings?category=${categoryForPath(pathname)}`, label: 'Search' };
}

/** Links that depend on who is signed in; the order is the header's left-to-right order. */
export function secondaryLinks(user: Me | null): NavItem[] {
  const links: NavItem[] = [
    { to: '/financing', label: 'Get Financing' },
    { to: '/dealers', label: 'Dealers' },
    { to: '/sales-reps', label: 'Sales Reps' },
  ];
  if (user) links.push({ to: '/saved-listings', label: 'Saved Listings' });
  if (hasRole(user, 'sales_rep')) links.push({ to: '/sales-rep-listings', label: 'My Listings' });
  else if (user && !hasRole(user, 'dealer'))
    links.push({ to: '/my-listings', label: 'My Listings' });
  if (user) links.push({ to: '/messages', label: 'Messages' });
  return links;
}

export interface AccountLinks {
  admin: NavItem | null;
  profile: NavItem | null;
  addListing: NavItem;
}

export function accountLinks(user: Me | null): AccountLinks {
  return {
    admin: hasRole(user, 'admin') ? { to: '/admin', label: 'Admin' } : null,
    profile: user ? { to: profilePath(user), label: 'Profile' } : null,
    addListing: {
      to: user ? '/add-listing' : signInPath('/add-listing'),
      label: 'Add New Listing',
    },
  };
}

export const FOOTER_COLUMNS: { title: string; links: NavItem[] }[] = [
  {
    title: 'Browse',
    links: [
      { to: '/', label: 'Cars' },
      { to: '/motorcycles', label: 'Motorcycles' },
      { to: '/trucks', label: 'Trucks' },
      { to: '/listings', label: 'Latest Listings' },
    ],
  },
  {
    title: 'Buy & Sell',
    links: [
      { to: '/dealers', label: 'Dealers' },
      { to: '/sales-reps', label: 'Sales Reps' },
      { to: '/financing', label: 'Get Financing' },
      { to: '/email-alerts', label: 'Email Alerts' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/news', label: 'News' },
      { to: '/reviews', label: 'Reviews' },
      { to: '/faq', label: 'FAQ' },
      { to: '/affiliate', label: 'Affiliate Program' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/contact', label: 'Contact Form' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-use', label: 'Terms of Use' },
    ],
  },
];
