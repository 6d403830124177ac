import {
  DEFAULT_REP_MESSAGE_SUBJECT,
  defaultDealerMessageSubject,
  dealerRoutes,
  salesRepRoutes,
} from '@market/contracts';
import { apiCall } from '../../../lib/apiCall';
import { ContactDialog, DEALER_CONTACT_TEXTS, REP_CONTACT_TEXTS } from '../../messages';

interface MessageDialogProps<T> {
  to: T;
  onClose: () => void;
}

/** Send Message on a dealer's profile (sent with the session when there is one). */
export function MessageDealerDialog({
  to,
  onClose,
}: MessageDialogProps<{ id: string; businessName: string }>) {
  return (
    <ContactDialog
      onClose={onClose}
      recipientName={to.businessName}
      defaultSubject={defaultDealerMessageSubject(to.businessName)}
      texts={DEALER_CONTACT_TEXTS}
      send={(body) => apiCall(dealerRoutes.message, { params: { id: to.id }, body })}
    />
  );
}

/** Contact on a sales rep's card or profile. */
export function MessageSalesRepDialog({
  to,
  onClose,
}: MessageDialogProps<{ id: string; name: string }>) {
  return (
    <ContactDialog
      onClose={onClose}
      recipientName={to.name}
      defaultSubject={DEFAULT_REP_MESSAGE_SUBJECT}
      texts={REP_CONTACT_TEXTS}
      send={(body) => apiCall(salesRepRoutes.message, { params: { id: to.id }, body })}
    />
  );
}
