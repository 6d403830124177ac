import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { Button } from './Button';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** What is paged, for screen readers ("News pages"). */
  label: string;
}

/** Previous / "Page 2 of 5" / Next under a page-numbered list; nothing when one page holds all. */
export function Pagination({ page, pageSize, total, onChange, label }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeftIcon />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </Button>
      <span className="pagination__status" aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        Next <ChevronRightIcon width={16} height={16} className="inline-icon" />
      </Button>
    </nav>
  );
}
