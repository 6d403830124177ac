/** Site reviews (the public /reviews page), moderated with the content context's panel. */
export { SiteReviewsAdminPanel as SiteReviewsSection } from '../../../site-reviews';
