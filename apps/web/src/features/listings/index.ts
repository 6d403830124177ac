// The listings feature's public face: vehicles, their editor, saved and own listings.
export { ConditionBadge } from './components/ConditionBadge';
export { ListingEditor } from './components/ListingEditor';
export { MyListingsView } from './components/MyListingsView';
export { SavedListingsView } from './components/SavedListingsView';
export { VehicleDetailSkeleton } from './components/VehicleDetailSkeleton';
export { VehicleDetailView } from './components/VehicleDetailView';
export { VehicleImage } from './components/VehicleImage';
export { RecentlyViewed } from './components/RecentlyViewed';
export { useCatalogue } from './hooks/useCatalogue';
export { useListing } from './hooks/useListing';
export { useRoleGate } from './hooks/useRoleGate';
export { useSavedIds } from './hooks/useSavedListings';
export * from './format';
export { myListingsPath } from './myListingsPath';
