import { Link } from 'react-router-dom';
import type { MySalesRep } from '@market/contracts';
import { Badge, Card, CardBody } from '../../../ui';
import { EntityAvatar } from '../../dealers/components/EntityAvatar';
import { RatingStars } from '../../dealers/components/RatingStars';

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
        <dl className="facts-list facts-list--stacked">
          <div>
            <dt>Email</dt>
            <dd className="facts-list__wrap">{rep.email ?? 'Not provided'}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{rep.phone ?? 'Not provided'}</dd>
          </div>
          <div>
            <dt>Dealer</dt>
            <dd>{rep.dealer ? rep.dealer.businessName : 'Independent'}</dd>
          </div>
          <div>
            <dt>Employee ID</dt>
            <dd>{rep.employeeId ?? 'Not provided'}</dd>
          </div>
          <div>
            <dt>Specializations</dt>
            <dd>{rep.specializations.length ? rep.specializations.join(', ') : 'None listed'}</dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>
              <RatingStars rating={rep.averageRating} count={rep.totalReviews} />
            </dd>
          </div>
        </dl>
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
