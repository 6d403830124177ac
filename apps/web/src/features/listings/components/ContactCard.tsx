import { useState } from 'react';
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
import { ContactDialog, DEALER_CONTACT_TEXTS, REP_CONTACT_TEXTS } from '../../messages';
import { telHref, testDriveMailto } from '../format';

const KIND_LABELS = {
  dealer: 'Dealer',
  sales_rep: 'Sales representative',
  private: 'Private seller',
} as const;

/**
 * Contact Seller: Message seller (dealers and reps receive messages in their inbox), and
 * Call, Email and a prefilled test-drive request where the seller shares a phone or an
 * e-mail. A private seller is reached only through what they chose to show: until the
 * buyer↔seller message form exists, no button stands in for it.
 */
export function ContactCard({ listing }: { listing: Listing }) {
  const { contact } = listing;
  const [messaging, setMessaging] = useState(false);
  const recipient = messageRecipient(listing);
  const tel = telHref(contact.phone);
  const email = contact.email?.trim() || null;
  const testDrive = testDriveMailto(listing, window.location.href);
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
          {recipient ? (
            <Button block icon={<MessageIcon />} onClick={() => setMessaging(true)}>
              Message seller
            </Button>
          ) : null}
          <ButtonAnchor
            href={tel}
            variant={recipient ? 'secondary' : 'primary'}
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
          {!tel && !emailHref && !recipient ? (
            <p className="text-sm text-muted">The seller has not shared contact details.</p>
          ) : null}
        </div>
      </CardBody>
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
