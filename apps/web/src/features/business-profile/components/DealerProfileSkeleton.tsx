import { Card, CardBody, Skeleton } from '../../../ui';
import './dealers.css';
import './dealer-profile.css';

/** A profile's shape (dealer or rep) while it loads. */
export function DealerProfileSkeleton({ label = 'Loading dealer' }: { label?: string }) {
  return (
    <div className="dealer-profile" role="status" aria-label={label}>
      <div className="dealer-hero" aria-hidden="true">
        <Skeleton width={96} height={96} radius="var(--radius-lg)" />
        <div className="dealer-hero__text stack stack--sm">
          <Skeleton width="min(360px, 70%)" height="2rem" />
          <Skeleton width="min(260px, 50%)" height="1rem" />
        </div>
      </div>
      <div className="dealer-profile__layout" aria-hidden="true">
        <div className="dealer-profile__main">
          {[0, 1].map((i) => (
            <Card key={i}>
              <CardBody className="stack stack--sm">
                <Skeleton width="30%" height="1.4rem" />
                <Skeleton height="0.9rem" />
                <Skeleton width="85%" height="0.9rem" />
              </CardBody>
            </Card>
          ))}
        </div>
        <div className="dealer-profile__aside">
          <Card>
            <CardBody className="stack stack--sm">
              <Skeleton width="50%" height="1.2rem" />
              <Skeleton height="0.9rem" />
              <Skeleton width="70%" height="0.9rem" />
            </CardBody>
          </Card>
        </div>
      </div>
    </div>
  );
}
