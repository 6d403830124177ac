import { useState } from 'react';
import type { Listing } from '@market/contracts';
import { Button, buttonClass, Card, CardBody, CardHeader, MailIcon } from '../../../ui';
import { dealersApi } from '../../dealers/api/dealersApi';
import { MessageIcon } from '../../dealers/components/dealerIcons';
import {
  ContactDialog,
  DEALER_CONTACT_TEXTS,
  REP_CONTACT_TEXTS,
} from '../../messages/components/ContactDialog';
import { salesRepsApi } from '../../sales-reps/api/salesRepsApi';
import { telHref, testDriveMailto } from '../format';
import { CalendarIcon, PhoneIcon } from './listingIcons';

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
          {tel ? (
            <a
              className={buttonClass({ variant: recipient ? 'secondary' : 'primary', block: true })}
              href={tel}
            >
              <span className="btn__icon">
                <PhoneIcon />
              </span>
              <span className="btn__label">Call</span>
            </a>
          ) : null}
          {emailHref ? (
            <a className={buttonClass({ variant: 'secondary', block: true })} href={emailHref}>
              <span className="btn__icon">
                <MailIcon />
              </span>
              <span className="btn__label">Email</span>
            </a>
          ) : null}
          {testDrive ? (
            <a className={buttonClass({ variant: 'secondary', block: true })} href={testDrive}>
              <span className="btn__icon">
                <CalendarIcon />
              </span>
              <span className="btn__label">Request a test drive</span>
            </a>
          ) : null}
          {!tel && !emailHref && !recipient ? (
            <p className="text-sm text-muted">The seller has not shared contact details.</p>
          ) : null}
        </div>
      </CardBody>
      {recipient ? (
        <ContactDialog
          open={messaging}
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
      send: (input: Parameters<typeof dealersApi.sendMessage>[1]) =>
        dealersApi.sendMessage(dealerId, input),
    };
  if (listing.contact.kind === 'sales_rep' && salesRepId)
    return {
      texts: REP_CONTACT_TEXTS,
      send: (input: Parameters<typeof salesRepsApi.sendMessage>[1]) =>
        salesRepsApi.sendMessage(salesRepId, input),
    };
  return null;
}
