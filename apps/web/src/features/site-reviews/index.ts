// Site reviews: the /reviews page and the admin console's moderation panel.
export { SiteReviewsAdminPanel } from './components/SiteReviewsAdminPanel';
export { SiteReviewsView } from './components/SiteReviewsView';
