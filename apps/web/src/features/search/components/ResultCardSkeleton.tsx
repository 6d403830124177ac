import { Skeleton } from '../../../ui';

/** The shape of a ResultCard while the first page loads. */
export function ResultCardSkeleton() {
  return (
    <div className="result-card result-card--skeleton" aria-hidden="true">
      <Skeleton className="result-card__media" height="auto" radius="0" />
      <div className="result-card__body">
        <Skeleton height="1.25rem" width="80%" />
        <Skeleton height="1.5rem" width="40%" />
        <Skeleton height="0.9rem" width="90%" />
        <Skeleton height="0.9rem" width="60%" />
      </div>
    </div>
  );
}
