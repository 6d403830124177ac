import type { AffiliateStatus, ConversionType, ReferralStatus } from '@market/contracts';
import type { BadgeVariant } from '../../ui';

/** SPEC.md §4: active, pending and suspended have their own badge; the others are neutral. */
export const AFFILIATE_STATUS_BADGE: Record<
  AffiliateStatus,
  { label: string; variant: BadgeVariant }
> = {
  active: { label: 'Active', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  suspended: { label: 'Suspended', variant: 'danger' },
  approved: { label: 'Approved', variant: 'neutral' },
};

export const REFERRAL_STATUS_BADGE: Record<
  ReferralStatus,
  { label: string; variant: BadgeVariant }
> = {
  approved: { label: 'Approved', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  paid: { label: 'Paid', variant: 'primary' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
};

export const CONVERSION_LABELS: Record<ConversionType, string> = {
  signup: 'Sign-up',
  premium_listing: 'Premium listing',
  membership: 'Membership',
  dealer: 'Dealer referral',
};

export const EXPERIENCE_LABELS = {
  beginner: 'Beginner — new to affiliate marketing',
  intermediate: 'Intermediate — some affiliate experience',
  advanced: 'Advanced — I run affiliate campaigns regularly',
  expert: 'Expert — affiliate marketing is my business',
} as const;

/** The ways an applicant can tick; stored as their labels. */
export const PROMOTION_METHODS = [
  'Website or blog',
  'Social media',
  'Email newsletter',
  'YouTube or video',
  'Podcast',
  'Paid advertising',
  'Forums and communities',
  'Automotive club or events',
] as const;

/** "January 1, 2024" from "2024-01-01" (a calendar date, the same in every time zone). */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** SPEC.md §9: `{origin}?ref={affiliate_code}`. */
export function referralLink(origin: string, code: string): string {
  return `${origin}?ref=${encodeURIComponent(code)}`;
}
