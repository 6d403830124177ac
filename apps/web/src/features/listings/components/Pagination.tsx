import { Button, ChevronLeftIcon, ChevronRightIcon } from '../../../ui';

interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next with "Page n of m"; hidden when everything fits on one page. */
export function Pagination({ page, totalPages, total, onPage }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeftIcon />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <p className="pagination__status" aria-live="polite">
        Page {page} of {totalPages} <span className="text-muted">· {total} listings</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
        <ChevronRightIcon className="pagination__next-icon" />
      </Button>
    </nav>
  );
}
