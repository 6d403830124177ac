import { providedBy } from '../../components/ProvidedByContext';

/**
 * Site reviews (the public /reviews page) belong to the content context: the lead replaces
 * this line with its exported admin panel at merge.
 */
export const SiteReviewsSection = providedBy('Site reviews', 'content');
