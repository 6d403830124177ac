import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  dealerRoutes,
  salesRepRoutes,
  type DealerMessageRequest,
  type Listing,
} from '@market/contracts';
import { apiCall } from '../../../lib/apiCall';
import {
  Button,
  ButtonAnchor,
  CalendarIcon,
  Card,
  CardBody,
  CardHeader,
  MailIcon,
  MessageIcon,
  PhoneIcon,
} from '../../../ui';
import { signInPath, useAuth, useReturnIntent } from '../../auth';
import {
  ContactDialog,
  DEALER_CONTACT_TEXTS,
  MessageSellerDialog,
  REP_CONTACT_TEXTS,
} from '../../messages';
import { telHref, testDriveMailto } from '../format';
import { currentOrigin } from '../../../lib/location';

const KIND_LABELS = {
  dealer: 'Dealer',
  sales_rep: 'Sales representative',
  private: 'Private seller',
} as const;

/**
 * Contact Seller: Message seller (dealers and reps receive messages in their inbox; a private
 * seller in Messages, from signed-in buyers only), and Call, Email and a prefilled test-drive
 * request where the seller shares a phone or an e-mail (the server sends a private seller's
 * only when they opted in).
 */
export function ContactCard({ listing }: { listing: Listing }) {
  const { contact } = listing;
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [messaging, setMessaging] = useState(false);
  const recipient = messageRecipient(listing);
  const isPrivate = contact.kind === 'private' && !listing.dealerId && !listing.salesRepId;
  const ownListing = !!user && user.id === listing.userId;
  const canMessagePrivately = isPrivate && !ownListing;
  const openMessage = () => {
    if (isPrivate && status !== 'signedIn') {
      navigate(signInPath(`${location.pathname}${location.search}`, 'message'));
      return;
    }
    setMessaging(true);
  };
  // Back from signing in to write to the seller: the form opens.
  useReturnIntent(
    'message',
    true,
    useCallback(() => setMessaging(true), []),
  );
  const tel = telHref(contact.phone);
  const email = contact.email?.trim() || null;
  const testDrive = testDriveMailto(
    listing,
    currentOrigin() + location.pathname + location.search + location.hash,
  );
  const emailHref = email
    ? `mailto:${email}?subject=${encodeURIComponent(`Inquiry about ${listing.title}`)}`
    : null;

  return (
    <Card as="section" aria-labelledby="contact-title">
      <CardHeader
        title="Contact Seller"
        titleId="contact-title"
        level={2}
        description={KIND_LABELS[contact.kind]}
      />
      <CardBody className="stack stack--sm">
        {contact.name ? <p className="contact-card__name">{contact.name}</p> : null}
        {contact.phone ? <p className="text-sm text-muted">{contact.phone}</p> : null}
        {email ? <p className="text-sm text-muted contact-card__email">{email}</p> : null}
        <div className="contact-card__actions">
          {recipient || canMessagePrivately ? (
            <Button block icon={<MessageIcon />} onClick={openMessage}>
              Message seller
            </Button>
          ) : null}
          <ButtonAnchor
            href={tel}
            variant={recipient || canMessagePrivately ? 'secondary' : 'primary'}
            block
            icon={<PhoneIcon />}
          >
            Call
          </ButtonAnchor>
          <ButtonAnchor href={emailHref} variant="secondary" block icon={<MailIcon />}>
            Email
          </ButtonAnchor>
          <ButtonAnchor href={testDrive} variant="secondary" block icon={<CalendarIcon />}>
            Request a test drive
          </ButtonAnchor>
          {!tel && !emailHref && !recipient && !canMessagePrivately ? (
            <p className="text-sm text-muted">The seller has not shared contact details.</p>
          ) : null}
        </div>
      </CardBody>
      {canMessagePrivately && messaging && status === 'signedIn' ? (
        <MessageSellerDialog
          listing={listing}
          sellerName={contact.name ?? KIND_LABELS.private}
          onClose={() => setMessaging(false)}
        />
      ) : null}
      {recipient && messaging ? (
        <ContactDialog
          onClose={() => setMessaging(false)}
          recipientName={contact.name ?? KIND_LABELS[contact.kind]}
          defaultSubject={`Inquiry about ${listing.title}`}
          texts={recipient.texts}
          send={recipient.send}
        />
      ) : null}
    </Card>
  );
}

/** Who a message from the vehicle page reaches: the listing's dealer, else its rep. */
function messageRecipient(listing: Listing) {
  const { dealerId, salesRepId } = listing;
  if (listing.contact.kind === 'dealer' && dealerId)
    return {
      texts: DEALER_CONTACT_TEXTS,
      send: (body: DealerMessageRequest) =>
        apiCall(dealerRoutes.message, { params: { id: dealerId }, body }),
    };
  if (listing.contact.kind === 'sales_rep' && salesRepId)
    return {
      texts: REP_CONTACT_TEXTS,
      send: (body: DealerMessageRequest) =>
        apiCall(salesRepRoutes.message, { params: { id: salesRepId }, body }),
    };
  return null;
}
