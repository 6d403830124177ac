import type { ReactNode } from 'react';
import type { ListingStats } from '@market/contracts';
import { BadgeCheckIcon, CarOutlineIcon, ChartIcon, EyeIcon, Skeleton } from '../../../ui';
import { formatCount } from '../../listings';
import './dashboard.css';

const CARDS: { key: keyof ListingStats; label: string; icon: ReactNode }[] = [
  { key: 'totalListings', label: 'Total Listings', icon: <CarOutlineIcon /> },
  { key: 'activeListings', label: 'Active Listings', icon: <ChartIcon /> },
  { key: 'soldListings', label: 'Sold Vehicles', icon: <BadgeCheckIcon /> },
  { key: 'totalViews', label: 'Total Views', icon: <EyeIcon /> },
];

/** SPEC §2 dashboards: the four listing figures. */
export function StatCards({ stats }: { stats: ListingStats | null }) {
  return (
    <ul className="stat-cards" aria-label="Listing figures">
      {CARDS.map((card) => (
        <li key={card.key} className={`stat-card stat-card--${card.key}`}>
          <span className="icon-tile stat-card__icon" aria-hidden="true">
            {card.icon}
          </span>
          <span className="stat-card__label">{card.label}</span>
          {stats ? (
            <span className="stat-card__value">{formatCount(stats[card.key])}</span>
          ) : (
            <Skeleton width="3ch" height="2rem" />
          )}
        </li>
      ))}
    </ul>
  );
}
