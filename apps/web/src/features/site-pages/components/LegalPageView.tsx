import { useQuery } from '@tanstack/react-query';
import { type LegalPageSlug, siteContentRoutes } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeQuery } from '../../../lib/query';
import { usePageMeta } from '../../../lib/usePageMeta';
import { Alert, BackLink, PageSpinner } from '../../../ui';
import '../site-pages.css';

const TITLES: Record<LegalPageSlug, string> = {
  'terms-of-use': 'Terms of Use',
  'privacy-policy': 'Privacy Policy',
};

/** "January 15, 2025" from "2025-01-15" (a calendar date, shown the same in every time zone). */
export function formatLegalDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** /terms-of-use and /privacy-policy: the admin-edited text with its date and a way home. */
export function LegalPageView({ slug }: { slug: LegalPageSlug }) {
  const page = useQuery(routeQuery(siteContentRoutes.page, { params: { slug } }));
  usePageMeta({
    title: page.data?.title ?? TITLES[slug],
    description:
      slug === 'terms-of-use'
        ? 'The terms for buying, selling and listing vehicles on our marketplace.'
        : 'What personal data we keep, why, for how long, and how to delete your account.',
  });
  if (page.isError)
    return (
      <Alert variant="danger" title={`Failed to load the ${TITLES[slug]}`}>
        {errorMessage(page.error)}
      </Alert>
    );
  if (!page.data) return <PageSpinner label={`Loading the ${TITLES[slug]}`} />;
  return (
    <article className="legal-page">
      <BackLink to="/">Back to Home</BackLink>
      <header className="stack stack--sm">
        <h1 className="page-title">{page.data.title}</h1>
        <p className="text-muted">
          Last updated:{' '}
          <time dateTime={page.data.lastUpdated}>{formatLegalDate(page.data.lastUpdated)}</time>
        </p>
      </header>
      {/* Rendered from Markdown on the server with raw HTML escaped. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.data.bodyHtml }} />
      <BackLink to="/">Back to Home</BackLink>
    </article>
  );
}
