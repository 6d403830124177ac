import { useState } from 'react';
import { HydrateLater } from '../../../lib/HydrateLater';
import { usePageMeta } from '../../../lib/usePageMeta';
import { Button, Dialog } from '../../../ui';
import { inventoryMeta, listingsMeta } from '../../../lib/categoryMeta';
import { SaveSearchButton } from '../../email-alerts';
import { CATEGORY_LABELS, useSavedIds } from '../../listings';
import { CompareTray } from '../../market';
import { formatResultCount } from '../cardFormat';
import { useListingSearch } from '../hooks/useListingSearch';
import { useMediaMatch } from '../../../lib/useMediaQuery';
import { useInventorySeller } from '../hooks/useInventorySeller';
import { useSearchState } from '../hooks/useSearchState';
import { appliedFilters } from '../appliedFilters';
import { AppliedFilterChips } from './AppliedFilterChips';
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
  // null while the server's markup is adopted: the sidebar and the Filters button are both
  // there, and CSS shows the one for the screen (.listings-layout--by-css).
  const wide = useMediaMatch(SIDEBAR_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const active = activeFilterCount(state);
  const inventory = isInventory(state);
  const seller = useInventorySeller(state);
  const sellerPath = state.dealerId
    ? `/listings?dealer_id=${state.dealerId}`
    : `/listings?sales_rep_id=${state.salesRepId}`;
  usePageMeta(
    inventory
      ? inventoryMeta(seller?.name ?? null, sellerPath)
      : listingsMeta(state.category === 'all' ? 'cars' : state.category, state.make, state.model),
  );
  const panel = (
    <FilterPanel search={state} facets={result.facets} update={update} setSearch={setSearch} />
  );

  const applied = appliedFilters(
    state,
    result.facets?.make.find((m) => m.value === state.make)?.label,
    result.facets?.model.find((m) => m.value === state.model)?.label,
  );

  return (
    <div className="listings-page">
      {/* Past the search box and the sidebar's ~40 controls, straight to the cards. */}
      <a className="skip-link" href="#results">
        Skip to results
      </a>
      <header className="listings-page__header">
        {inventory ? (
          <InventoryHeading seller={seller} category={state.category} />
        ) : (
          <h1 className="page-title">
            {state.category === 'all' ? 'Vehicles' : CATEGORY_LABELS[state.category]} for Sale
          </h1>
        )}
        {/* The search box and the toolbar are adopted after the first pass, before any
            press or key reaches them (lib/HydrateLater.tsx). */}
        <HydrateLater>
          <KeywordSearch
            category={state.category === 'all' ? 'cars' : state.category}
            value={state.q}
            onSearch={(q) => update({ q })}
            onSuggestion={(s) => setSearch((current) => applySuggestion(current, s.query))}
          />
        </HydrateLater>
      </header>
      <div
        className={wide === null ? 'listings-layout listings-layout--by-css' : 'listings-layout'}
      >
        {wide !== false ? (
          // ~40 controls, hidden on a phone (and then removed): adopted after the results' top.
          <HydrateLater>
            <aside className="filters-sidebar" aria-label="Search filters">
              <h2 className="filters-sidebar__title">Filters</h2>
              {panel}
            </aside>
          </HydrateLater>
        ) : null}
        <section id="results" tabIndex={-1} className="listings-results" aria-label="Results">
          <HydrateLater>
            <ResultsToolbar
              status={result.status}
              total={result.total}
              sort={state.sort}
              onSort={(sort) => update({ sort })}
              onOpenFilters={wide === true ? undefined : () => setDrawerOpen(true)}
              activeFilters={active}
              saveSearch={<SaveSearchButton />}
            />
          </HydrateLater>
          <AppliedFilterChips
            filters={applied}
            setSearch={setSearch}
            onClearAll={() => setSearch(clearFilters)}
          />
          <ResultsBody
            result={result}
            saved={saved}
            canClear={active > 0}
            onClear={() => setSearch(clearFilters)}
          />
        </section>
      </div>
      {wide === false ? (
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
