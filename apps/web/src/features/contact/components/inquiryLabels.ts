import type { BadgeVariant } from '../../../ui';
import type { InquiryStatus, InquiryType } from '@market/contracts';

export const STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  open: 'Open',
  replied: 'Replied',
  closed: 'Closed',
};
export const STATUS_BADGES: Record<InquiryStatus, BadgeVariant> = {
  new: 'primary',
  open: 'warning',
  replied: 'success',
  closed: 'neutral',
};
export const TYPE_LABELS: Record<InquiryType, string> = {
  contact: 'Contact',
  'pre-approval': 'Pre-approval',
};
