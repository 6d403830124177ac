import { useState, type ReactNode } from 'react';
import { useDebouncedField } from '../../lib/useDebouncedField';
import { Alert, Button, EmptyState, Field, Skeleton, cx, type SelectOption } from '../../ui';
import { ConfirmDialog, type Confirmation } from './ConfirmDialog';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's sort value for this column, ascending; descending is `-value`. */
  sort?: string;
  className?: string;
}

export interface RowAction<Row> {
  label: string;
  /** Runs at once, or after the confirmation when there is one. */
  run: (row: Row) => unknown;
  confirm?: (row: Row) => Confirmation;
  variant?: 'secondary' | 'ghost' | 'danger';
  hidden?: (row: Row) => boolean;
}

export type TablePaging =
  | { kind: 'pages'; page: number; pageSize: number; total: number; onPage: (page: number) => void }
  | {
      kind: 'cursor';
      loaded: number;
      hasMore: boolean;
      loadingMore: boolean;
      onLoadMore: () => void;
    };

export interface TableFilter {
  name: string;
  label: string;
  options: readonly SelectOption[];
}

interface DataTableProps<Row> {
  /** The table's accessible name (and its heading). */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  status: 'loading' | 'ready' | 'error';
  error?: string | null;
  onRetry?: () => void;
  refreshing?: boolean;
  paging: TablePaging;
  actions?: RowAction<Row>[];
  emptyTitle: string;
  emptyText?: ReactNode;
  search?: { value: string; onChange: (q: string) => void; placeholder: string };
  filters?: {
    fields: TableFilter[];
    values: Record<string, string>;
    onChange: (name: string, value: string) => void;
  };
  sort?: { value: string | undefined; onChange: (sort: string) => void };
  /** Buttons above the table (Create User). */
  toolbar?: ReactNode;
}

/**
 * The admin console's table: server-side paging (pages with a total, or a cursor), search,
 * sort and filters, the row count, loading and empty states, and row actions that ask for
 * SPEC §5's confirmation first. Narrow screens show each row as a card.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowKey, status, paging, actions = [], sort } = props;
  const [pending, setPending] = useState<{ action: RowAction<Row>; row: Row } | null>(null);

  const trigger = (action: RowAction<Row>, row: Row) => {
    if (action.confirm) setPending({ action, row });
    else void action.run(row);
  };

  return (
    <div className="data-table stack">
      <div className="data-table__head">
        <h2 className="admin-panel__title">{caption}</h2>
        {props.toolbar ? <div className="cluster">{props.toolbar}</div> : null}
      </div>
      <TableControls {...props} />
      {status === 'error' ? (
        <Alert variant="danger" title={`Failed to load ${caption.toLowerCase()}`}>
          <p>{props.error}</p>
          {props.onRetry ? (
            <Button size="sm" variant="secondary" onClick={props.onRetry}>
              Try again
            </Button>
          ) : null}
        </Alert>
      ) : status === 'loading' ? (
        <div className="stack stack--sm" aria-busy="true" aria-label={`Loading ${caption}`}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height="2.5rem" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState title={props.emptyTitle}>{props.emptyText}</EmptyState>
      ) : (
        <div
          className={cx('data-table__scroll', props.refreshing && 'data-table__scroll--refreshing')}
        >
          <table className="data-table__table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" aria-sort={ariaSort(column, sort?.value)}>
                    {column.sort && sort ? (
                      <button
                        type="button"
                        className="data-table__sort"
                        onClick={() =>
                          sort.onChange(
                            sort.value === column.sort ? `-${column.sort}` : column.sort!,
                          )
                        }
                      >
                        {column.header}
                        <span aria-hidden="true">{sortArrow(column, sort.value)}</span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                ))}
                {actions.length ? (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.header} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions.length ? (
                    <td className="data-table__actions-cell">
                      <div className="data-table__actions">
                        {actions
                          .filter((action) => !action.hidden?.(row))
                          .map((action) => (
                            <Button
                              key={action.label}
                              size="sm"
                              variant={action.variant ?? 'secondary'}
                              onClick={() => trigger(action, row)}
                            >
                              {action.label}
                            </Button>
                          ))}
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {status === 'ready' ? <PagingBar paging={paging} shown={rows.length} /> : null}
      {pending ? (
        <ConfirmDialog
          confirmation={pending.action.confirm!(pending.row)}
          onConfirm={async () => pending.action.run(pending.row)}
          onClose={() => setPending(null)}
        />
      ) : null}
    </div>
  );
}

function TableControls<Row>({ search, filters, caption }: DataTableProps<Row>) {
  if (!search && !filters) return null;
  return (
    <div className="data-table__controls">
      {search ? <SearchBox {...search} label={`Search ${caption.toLowerCase()}`} /> : null}
      {filters?.fields.map((filter) => (
        <Field
          key={filter.name}
          as="select"
          label={filter.label}
          options={filter.options}
          value={filters.values[filter.name] ?? ''}
          onChange={(event) => filters.onChange(filter.name, event.target.value)}
        />
      ))}
    </div>
  );
}

function SearchBox({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string;
  onChange: (q: string) => void;
  placeholder: string;
  label: string;
}) {
  const { draft, setDraft, flush } = useDebouncedField(value, onChange);
  return (
    <Field
      label={label}
      type="search"
      placeholder={placeholder}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={flush}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
    />
  );
}

export function PagingBar({ paging, shown }: { paging: TablePaging; shown: number }) {
  if (paging.kind === 'cursor') {
    return (
      <div className="data-table__paging">
        <p className="text-sm text-muted" role="status">
          {paging.loaded} {paging.loaded === 1 ? 'row' : 'rows'} loaded
        </p>
        {paging.hasMore ? (
          <Button
            size="sm"
            variant="secondary"
            loading={paging.loadingMore}
            onClick={paging.onLoadMore}
          >
            Load more
          </Button>
        ) : null}
      </div>
    );
  }
  const { page, pageSize, total, onPage } = paging;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <div className="data-table__paging">
      <p className="text-sm text-muted" role="status">
        {first}–{first + shown - 1 < first ? first : first + shown - 1} of {total}
      </p>
      <div className="cluster">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span className="text-sm">
          Page {page} of {pages}
        </span>
        <Button
          size="sm"
          variant="secondary"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </div>
  );
}

function ariaSort<Row>(column: Column<Row>, value: string | undefined) {
  if (!column.sort || !value) return undefined;
  if (value === column.sort) return 'ascending' as const;
  if (value === `-${column.sort}`) return 'descending' as const;
  return undefined;
}

function sortArrow<Row>(column: Column<Row>, value: string | undefined) {
  if (value === column.sort) return ' ▲';
  if (value === `-${column.sort}`) return ' ▼';
  return ' ↕';
}
