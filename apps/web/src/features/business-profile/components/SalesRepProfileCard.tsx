import { Link } from 'react-router-dom';
import type { MySalesRep } from '@market/contracts';
import { Badge, Card, CardBody } from '../../../ui';
import { EntityAvatar } from './EntityAvatar';
import { FactsList } from './ProfileParts';
import { RatingStars } from './RatingStars';

/** The rep's own card on the dashboard (read-only; Edit Profile changes it). */
export function SalesRepProfileCard({ rep }: { rep: MySalesRep }) {
  return (
    <Card as="section" aria-labelledby="rep-card-title" className="dealer-profile-card">
      <CardBody className="stack">
        <div className="dealer-profile-card__top">
          <EntityAvatar name={rep.name} size="lg" shape="round" />
          <div className="stack stack--sm">
            <h2 id="rep-card-title" className="dealer-profile-card__name">
              {rep.name}
            </h2>
            <span className="cluster">
              {rep.isActive ? (
                <Badge variant="success">Active</Badge>
              ) : (
                <Badge variant="danger">Inactive</Badge>
              )}
            </span>
          </div>
        </div>
        <FactsList
          stacked
          facts={[
            ['Email', rep.email ?? 'Not provided', { wrap: true }],
            ['Phone', rep.phone ?? 'Not provided'],
            ['Dealer', rep.dealer ? rep.dealer.businessName : 'Independent'],
            ['Employee ID', rep.employeeId ?? 'Not provided'],
            [
              'Specializations',
              rep.specializations.length ? rep.specializations.join(', ') : 'None listed',
            ],
            ['Rating', <RatingStars rating={rep.averageRating} count={rep.totalReviews} />],
          ]}
        />
        {rep.bio ? <p className="text-sm text-muted dealer-about__text">{rep.bio}</p> : null}
        {rep.isActive ? (
          <Link to={`/sales-reps/${rep.id}`} className="text-sm">
            View your public profile
          </Link>
        ) : null}
      </CardBody>
    </Card>
  );
}
