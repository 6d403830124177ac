import type { DealerProfile } from '@market/contracts';
import {
  Badge,
  Button,
  ButtonAnchor,
  ButtonLink,
  MailIcon,
  MapPinIcon,
  MessageIcon,
  PhoneIcon,
  StockIcon,
} from '../../../ui';
import { telHref } from '../../listings';
import { cityState, DEALERSHIP_TYPE_LABELS, mailtoHref } from '../format';
import { EntityAvatar } from './EntityAvatar';
import { ProfileHero } from './ProfileParts';
import { RatingStars } from './RatingStars';

interface DealerHeroProps {
  dealer: DealerProfile;
  inventoryPath: string;
  onMessage: () => void;
}

/** Name, logo, rating and the four actions of SPEC §2: Send Message, Call Now, Email, View All Inventory. */
export function DealerHero({ dealer, inventoryPath, onMessage }: DealerHeroProps) {
  const place = cityState(dealer.businessCity, dealer.businessState);
  const tel = telHref(dealer.businessPhone);
  const mail = mailtoHref(dealer.businessEmail, `Inquiry about ${dealer.businessName}`);
  return (
    <ProfileHero
      titleId="dealer-name"
      name={dealer.businessName}
      avatar={<EntityAvatar name={dealer.businessName} imageUrl={dealer.logoUrl} size="lg" />}
      meta={
        <>
          {dealer.dealershipType ? (
            <Badge variant="primary">{DEALERSHIP_TYPE_LABELS[dealer.dealershipType]}</Badge>
          ) : null}
          {place ? (
            <span className="dealer-hero__place">
              <MapPinIcon />
              {place}
            </span>
          ) : null}
          <RatingStars rating={dealer.averageRating} count={dealer.reviewCount} />
        </>
      }
      actions={
        <>
          <Button icon={<MessageIcon />} onClick={onMessage}>
            Send Message
          </Button>
          <ButtonAnchor href={tel} variant="secondary" icon={<PhoneIcon />}>
            Call Now
          </ButtonAnchor>
          <ButtonAnchor href={mail} variant="secondary" icon={<MailIcon />}>
            Email
          </ButtonAnchor>
          <ButtonLink to={inventoryPath} variant="secondary" icon={<StockIcon />}>
            View All Inventory
          </ButtonLink>
        </>
      }
    />
  );
}
