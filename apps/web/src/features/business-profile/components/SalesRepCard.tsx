import { Link } from 'react-router-dom';
import type { SalesRep } from '@market/contracts';
import { Badge, Button, ButtonLink, MessageIcon, Skeleton, StoreIcon } from '../../../ui';
import { EntityAvatar } from './EntityAvatar';
import { RatingStars } from './RatingStars';
import { repListingsPath, visibleSpecializations } from '../repFormat';

interface SalesRepCardProps {
  rep: SalesRep;
  onContact: (rep: SalesRep) => void;
}

/** One rep of the grid: the name opens the profile; View Listings and Contact sit above that link. */
export function SalesRepCard({ rep, onContact }: SalesRepCardProps) {
  const titleId = `rep-${rep.id}`;
  const { shown, more } = visibleSpecializations(rep.specializations);
  return (
    <article className="dealer-card rep-card" aria-labelledby={titleId}>
      <div className="dealer-card__top">
        <EntityAvatar name={rep.name} shape="round" />
        <div className="dealer-card__heading">
          <h2 className="dealer-card__name" id={titleId}>
            <Link to={`/sales-reps/${rep.id}`} className="dealer-card__link">
              {rep.name}
            </Link>
          </h2>
          <span className="rep-card__dealer">
            <StoreIcon aria-hidden="true" />
            {rep.dealer ? rep.dealer.businessName : 'Independent sales rep'}
          </span>
        </div>
      </div>
      <RatingStars rating={rep.averageRating} count={rep.totalReviews} />
      {shown.length ? (
        <ul className="rep-card__tags" aria-label="Specializations">
          {shown.map((s) => (
            <li key={s}>
              <Badge>{s}</Badge>
            </li>
          ))}
          {more ? (
            <li>
              <Badge>+{more} more</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      {rep.bio ? <p className="rep-card__bio">{rep.bio}</p> : null}
      <div className="rep-card__actions">
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
    </article>
  );
}

export function SalesRepCardSkeleton() {
  return (
    <div className="dealer-card dealer-card--skeleton" aria-hidden="true">
      <div className="dealer-card__top">
        <Skeleton width={64} height={64} radius="50%" />
        <div className="dealer-card__heading">
          <Skeleton width="60%" height="1.2rem" />
          <Skeleton width="45%" height="1rem" />
        </div>
      </div>
      <Skeleton width="50%" height="1rem" />
      <Skeleton width="90%" height="0.9rem" />
      <Skeleton width="40%" height="2.25rem" />
    </div>
  );
}
