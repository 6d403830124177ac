import type { EventData } from '@market/contracts';
import type { DealerRow } from '../repositories/dealer.repository.js';

/**
 * The data of `dealers.dealer.updated` (a superset of `dealers.dealer.created`'s).
 * `accountActive`: the dealer's account is not suspended (the users projection's flag).
 */
export function dealerEventData(
  row: DealerRow,
  accountActive: boolean,
): EventData<'dealers.dealer.updated'> {
  return {
    dealerId: row.id,
    userId: row.user_id,
    businessName: row.business_name,
    businessPhone: row.business_phone,
    businessEmail: row.business_email,
    status: row.status,
    isActive: row.is_active,
    isPublic: row.status === 'approved' && row.is_active && accountActive,
  };
}

export function dealerCreatedData(
  row: DealerRow,
  accountActive: boolean,
): EventData<'dealers.dealer.created'> {
  const { status: _status, isActive: _active, ...created } = dealerEventData(row, accountActive);
  return created;
}
