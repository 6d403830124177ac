import type { SalesRep } from '@market/contracts';
import { Badge, Button, ButtonLink, MessageIcon, StoreIcon } from '../../../ui';
import { repListingsPath, visibleSpecializations } from '../repFormat';
import { BusinessCard, businessCardStyles as styles } from './BusinessCard';
import { EntityAvatar } from './EntityAvatar';
import { RatingStars } from './RatingStars';

interface SalesRepCardProps {
  rep: SalesRep;
  onContact: (rep: SalesRep) => void;
}

/** One rep of the grid: specializations, bio, and View Listings and Contact above the card's link. */
export function SalesRepCard({ rep, onContact }: SalesRepCardProps) {
  const { shown, more } = visibleSpecializations(rep.specializations);
  const tags = more ? [...shown, `+${more} more`] : shown;
  return (
    <BusinessCard
      id={rep.id}
      name={rep.name}
      href={`/sales-reps/${rep.id}`}
      avatar={<EntityAvatar name={rep.name} shape="round" />}
      tagline={
        <span className={styles.subtitle}>
          <StoreIcon aria-hidden="true" />
          {rep.dealer ? rep.dealer.businessName : 'Independent sales rep'}
        </span>
      }
      rating={<RatingStars rating={rep.averageRating} count={rep.totalReviews} />}
    >
      {tags.length ? (
        <ul className="inline-list" aria-label="Specializations">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {rep.bio ? <p className={styles.bio}>{rep.bio}</p> : null}
      <div className={styles.actions}>
        <ButtonLink to={repListingsPath(rep.id)} variant="secondary" size="sm">
          View Listings
        </ButtonLink>
        <Button
          size="sm"
          icon={<MessageIcon />}
          onClick={() => onContact(rep)}
          aria-label={`Contact ${rep.name}`}
        >
          Contact
        </Button>
      </div>
    </BusinessCard>
  );
}
