// Reporting listings and their moderation: the vehicle page's report action, the seller's
// held-listing notice, and the admin moderation queue (reports and fraud-flagged listings).
export { HeldListingNotice } from './components/HeldListingNotice';
export { ListingReportsAdminPanel } from './components/ListingReportsAdminPanel';
export { ReportListingButton } from './components/ReportListingButton';
