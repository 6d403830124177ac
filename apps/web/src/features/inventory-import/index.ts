// Dealer inventory import (/import-listings): CSV snapshot, preview, background job with progress.
export { InventoryImportView } from './components/InventoryImportView';
