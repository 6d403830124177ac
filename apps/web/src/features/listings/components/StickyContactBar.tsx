import type { Listing } from '@market/contracts';
import { Button, ButtonAnchor, MessageIcon, PhoneIcon } from '../../../ui';
import { formatPrice, telHref } from '../format';

/**
 * Phones only (CSS): the price and the way to reach the seller stay at the bottom of the
 * screen, since the contact card sits more than a screen below the photos.
 */
export function StickyContactBar({ listing, contactId }: { listing: Listing; contactId: string }) {
  const tel = telHref(listing.contact.phone);
  const showContact = () => {
    const target = document.getElementById(contactId);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };
  return (
    <div className="sticky-contact" role="region" aria-label="Contact the seller">
      <p className="sticky-contact__price">{formatPrice(listing.price)}</p>
      <div className="sticky-contact__actions">
        {tel ? (
          <ButtonAnchor href={tel} variant="secondary" size="sm" icon={<PhoneIcon />}>
            Call
          </ButtonAnchor>
        ) : null}
        <Button size="sm" icon={<MessageIcon />} onClick={showContact}>
          Contact
        </Button>
      </div>
    </div>
  );
}
