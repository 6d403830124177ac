// The category home pages (/, /motorcycles, /trucks) and the pages' meta texts.
export { HomeView } from './components/HomeView';
export { homeMeta, inventoryMeta, listingsMeta } from './homeMeta';
