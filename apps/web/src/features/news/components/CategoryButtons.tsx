import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS } from '@market/contracts';
import { Button } from '../../../ui';
import type { NewsFilter } from '../hooks/useNews';

const FILTERS: { value: NewsFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...NEWS_CATEGORIES.map((value) => ({ value, label: NEWS_CATEGORY_LABELS[value] })),
];

/** SPEC §2: the category buttons all, industry, reviews, trends, technology, events. */
export function CategoryButtons({
  value,
  onChange,
}: {
  value: NewsFilter;
  onChange: (next: NewsFilter) => void;
}) {
  return (
    <div className="news-categories" role="group" aria-label="Filter news by category">
      {FILTERS.map((filter) => (
        <Button
          key={filter.value}
          size="sm"
          variant={filter.value === value ? 'primary' : 'secondary'}
          aria-pressed={filter.value === value}
          onClick={() => onChange(filter.value)}
        >
          {filter.label}
        </Button>
      ))}
    </div>
  );
}
