import type { ListingCard } from '@market/contracts';
import { HydrateLater } from '../../../lib/HydrateLater';
import { useDealRatings } from '../../market';
import { ResultCard } from './ResultCard';
import { ResultCardSkeleton } from './ResultCardSkeleton';

export const SKELETON_CARDS = 6;
/** A phone shows one card above the fold, a desktop a row of three: only their photos go first. */
const PRIORITY_CARDS = 2;

interface ResultsGridProps {
  items: ListingCard[];
  loading: boolean;
  isSaved: (id: string) => boolean;
  isSaving: (id: string) => boolean;
  onToggleSave: (id: string) => void;
}

/** The card grid: 3 columns on wide screens, 2 on tablets, 1 on phones; six skeletons while loading. */
export function ResultsGrid({ items, loading, isSaved, isSaving, onToggleSave }: ResultsGridProps) {
  // One request for the cards shown, answered from the search read model.
  const ratings = useDealRatings(loading ? [] : items.map((listing) => listing.id));
  if (loading) {
    return (
      <ul className="results-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <ResultCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="results-grid">
      {items.map((listing, index) => (
        // Each card adopted in a task of its own after the page's first pass. Back returns
        // to the card the reader left (features/shell/scrollPlaces.ts).
        <HydrateLater key={listing.id}>
          <li data-scroll-anchor={listing.id}>
            <ResultCard
              listing={listing}
              priority={index < PRIORITY_CARDS}
              saved={isSaved(listing.id)}
              saving={isSaving(listing.id)}
              onToggleSave={onToggleSave}
              dealRating={ratings.get(listing.id)}
            />
          </li>
        </HydrateLater>
      ))}
    </ul>
  );
}
