import type { Listing } from '@market/contracts';
import {
  ButtonAnchor,
  CalendarIcon,
  Card,
  CardBody,
  CardHeader,
  MailIcon,
  PhoneIcon,
} from '../../../ui';
import { telHref, testDriveMailto } from '../format';

const KIND_LABELS = {
  dealer: 'Dealer',
  sales_rep: 'Sales representative',
  private: 'Private seller',
} as const;

/** Contact Seller: Call, Email and a prefilled test-drive request (plain tel: and mailto: links). */
export function ContactCard({ listing }: { listing: Listing }) {
  const { contact } = listing;
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
          <ButtonAnchor href={tel} variant="primary" block icon={<PhoneIcon />}>
            Call
          </ButtonAnchor>
          <ButtonAnchor href={emailHref} variant="secondary" block icon={<MailIcon />}>
            Email
          </ButtonAnchor>
          <ButtonAnchor href={testDrive} variant="secondary" block icon={<CalendarIcon />}>
            Request a test drive
          </ButtonAnchor>
          {!tel && !emailHref ? (
            <p className="text-sm text-muted">The seller has not shared contact details.</p>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
