import { Skeleton } from '../../../ui';

/** The page's shape while the listing loads. */
export function VehicleDetailSkeleton() {
  return (
    <div className="vehicle-page" role="status" aria-label="Loading vehicle details">
      <div className="vehicle-page__layout">
        <div className="gallery">
          <Skeleton height="auto" className="vehicle-skeleton__photo" radius="var(--radius-lg)" />
        </div>
        <div className="vehicle-summary">
          <Skeleton width="30%" height="1.5rem" />
          <Skeleton width="70%" height="2.25rem" />
          <Skeleton width="40%" height="2.25rem" />
          <Skeleton height="4rem" />
        </div>
        <div className="vehicle-page__aside">
          <Skeleton height="14rem" radius="var(--radius-lg)" />
        </div>
      </div>
    </div>
  );
}
