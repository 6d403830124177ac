import { NewsAdminPanel } from '../../../news';
import { FaqAdminPanel, LegalPagesAdminPanel } from '../../../site-pages';

/** The site's editorial content, edited under Settings: news articles, the FAQ, the legal pages. */
export function SiteContentSections() {
  return (
    <>
      <NewsAdminPanel />
      <FaqAdminPanel />
      <LegalPagesAdminPanel />
    </>
  );
}
