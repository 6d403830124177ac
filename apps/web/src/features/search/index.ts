// Search: the /listings page and the search state other features link with.
export { ListingsView } from './components/ListingsView';
export { cardSrcSet, slideDescription } from './cardFormat';
export { DEFAULT_SEARCH, homeSearchPath, parseSearchParams, searchPath } from './searchState';
