import {
  DEFAULT_REP_MESSAGE_SUBJECT,
  defaultDealerMessageSubject,
  dealerRoutes,
  salesRepRoutes,
} from '@market/contracts';
import { apiCall } from '../../../lib/apiCall';
import { ContactDialog, DEALER_CONTACT_TEXTS, REP_CONTACT_TEXTS } from '../../messages';

/** Who a message goes to, and how (the two routes take the same body). */
const RECIPIENTS = {
  dealer: {
    route: dealerRoutes.message,
    texts: DEALER_CONTACT_TEXTS,
    subject: defaultDealerMessageSubject,
  },
  salesRep: {
    route: salesRepRoutes.message,
    texts: REP_CONTACT_TEXTS,
    subject: () => DEFAULT_REP_MESSAGE_SUBJECT,
  },
};

interface SendMessageDialogProps {
  kind: keyof typeof RECIPIENTS;
  to: { id: string; name: string };
  onClose: () => void;
}

/** Send Message on a dealer's profile, Contact on a rep's card or profile (with the session when there is one). */
export function SendMessageDialog({ kind, to, onClose }: SendMessageDialogProps) {
  const { route, texts, subject } = RECIPIENTS[kind];
  return (
    <ContactDialog
      onClose={onClose}
      recipientName={to.name}
      defaultSubject={subject(to.name)}
      texts={texts}
      send={(body) => apiCall(route, { params: { id: to.id }, body })}
    />
  );
}
