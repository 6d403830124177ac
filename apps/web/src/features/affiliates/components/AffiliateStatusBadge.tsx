import type { AffiliateStatus, ReferralStatus } from '@market/contracts';
import { Badge } from '../../../ui';
import { AFFILIATE_STATUS_BADGE, REFERRAL_STATUS_BADGE } from '../labels';

export function AffiliateStatusBadge({ status }: { status: AffiliateStatus }) {
  const badge = AFFILIATE_STATUS_BADGE[status];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}

export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  const badge = REFERRAL_STATUS_BADGE[status];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}
