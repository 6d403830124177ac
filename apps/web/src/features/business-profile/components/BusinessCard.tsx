import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../ui';
import styles from './BusinessCard.module.css';

export { styles as businessCardStyles };

interface BusinessCardProps {
  /** For the heading's id (the card is labelled by it). */
  id: string;
  name: string;
  /** The public profile; the name's link covers the whole card. */
  href: string;
  avatar: ReactNode;
  /** Under the name: a type badge, the rep's dealer. */
  tagline?: ReactNode;
  rating: ReactNode;
  children: ReactNode;
}

/** One dealer or sales rep of a directory grid; links and buttons inside sit above the card's link. */
export function BusinessCard({
  id,
  name,
  href,
  avatar,
  tagline,
  rating,
  children,
}: BusinessCardProps) {
  const titleId = `card-${id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.top}>
        {avatar}
        <div className={styles.heading}>
          <h2 className={styles.name} id={titleId}>
            <Link to={href} className={styles.link}>
              {name}
            </Link>
          </h2>
          {tagline}
        </div>
      </div>
      {rating}
      {children}
    </article>
  );
}

/** The card's shape while the directory loads. */
export function BusinessCardSkeleton({ round = false }: { round?: boolean }) {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.top}>
        <Skeleton width={64} height={64} radius={round ? '50%' : 'var(--radius-md)'} />
        <div className={styles.heading}>
          <Skeleton width="65%" height="1.2rem" />
          <Skeleton width="40%" height="1rem" />
        </div>
      </div>
      <Skeleton width="50%" height="1rem" />
      <Skeleton width="85%" height="0.9rem" />
      <Skeleton width="50%" height="0.9rem" />
    </div>
  );
}
