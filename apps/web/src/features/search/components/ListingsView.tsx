import { useState } from 'react';
import { usePageMeta } from '../../../lib/usePageMeta';
import { Button, Dialog } from '../../../ui';
import { inventoryMeta, listingsMeta } from '../../home';
import { CATEGORY_LABELS, useSavedIds } from '../../listings';
import { CompareTray } from '../../market';
import { formatResultCount } from '../cardFormat';
import { useListingSearch } from '../hooks/useListingSearch';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useInventorySeller } from '../hooks/useInventorySeller';
import { useSearchState } from '../hooks/useSearchState';
import { activeFilterCount, applySuggestion, clearFilters, isInventory } from '../searchState';
import { InventoryHeading } from './InventoryHeading';
import { FilterPanel } from './FilterPanel';
import { KeywordSearch } from './KeywordSearch';
import { ResultsBody } from './ResultsBody';
import { ResultsToolbar } from './ResultsToolbar';
import './search.css';

/** Below this width the filters live in a drawer (SPEC §2: slide-in on small screens). */
const SIDEBAR_QUERY = '(min-width: 900px)';

/** /listings: filters, keyword search, sort, result count and the card grid, all from the URL. */
export function ListingsView() {
  const { state, setSearch, update } = useSearchState();
  const result = useListingSearch(state);
  const saved = useSavedIds();
  const wide = useMediaQuery(SIDEBAR_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const active = activeFilterCount(state);
  const inventory = isInventory(state);
  const seller = useInventorySeller(state);
  const sellerPath = state.dealerId
    ? `/listings?dealer_id=${state.dealerId}`
    : `/listings?sales_rep=${state.salesRepId}`;
  usePageMeta(
    inventory
      ? inventoryMeta(seller?.name ?? null, sellerPath)
      : listingsMeta(state.category === 'all' ? 'cars' : state.category),
  );
  const panel = (
    <FilterPanel search={state} facets={result.facets} update={update} setSearch={setSearch} />
  );

  return (
    <div className="listings-page">
      <header className="listings-page__header">
        {inventory ? (
          <InventoryHeading seller={seller} category={state.category} />
        ) : (
          <h1 className="page-title">
            {state.category === 'all' ? 'Vehicles' : CATEGORY_LABELS[state.category]} for Sale
          </h1>
        )}
        <KeywordSearch
          category={state.category === 'all' ? 'cars' : state.category}
          value={state.q}
          onSearch={(q) => update({ q })}
          onSuggestion={(s) => setSearch((current) => applySuggestion(current, s.query))}
        />
      </header>
      <div className="listings-layout">
        {wide ? (
          <aside className="filters-sidebar" aria-label="Search filters">
            <h2 className="filters-sidebar__title">Filters</h2>
            {panel}
          </aside>
        ) : null}
        <section className="listings-results" aria-label="Results">
          <ResultsToolbar
            status={result.status}
            total={result.total}
            sort={state.sort}
            onSort={(sort) => update({ sort })}
            onOpenFilters={wide ? undefined : () => setDrawerOpen(true)}
            activeFilters={active}
          />
          <ResultsBody
            result={result}
            saved={saved}
            canClear={active > 0}
            onClear={() => setSearch(clearFilters)}
          />
        </section>
      </div>
      {!wide ? (
        <Dialog
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title="Filters"
          variant="drawer"
          className="filters-drawer"
        >
          {panel}
          <div className="filters-drawer__footer">
            <Button block size="lg" onClick={() => setDrawerOpen(false)}>
              {result.status === 'ready'
                ? `Show ${formatResultCount(result.total)}`
                : 'Show results'}
            </Button>
          </div>
        </Dialog>
      ) : null}
      <CompareTray />
    </div>
  );
}
