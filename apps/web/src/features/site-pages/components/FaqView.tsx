import { useQuery } from '@tanstack/react-query';
import { siteContentRoutes } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeQuery } from '../../../lib/query';
import { Alert, ButtonLink, Card, ClockIcon, MessageIcon, PageHeader, Skeleton } from '../../../ui';
import { FaqAccordion } from './FaqAccordion';
import '../site-pages.css';

/** /faq: the questions as an accordion and the 'Still have questions?' card (SPEC §2). */
export function FaqView() {
  const faq = useQuery(routeQuery(siteContentRoutes.faq));
  return (
    <div className="stack stack--lg">
      <PageHeader
        title="Frequently Asked Questions"
        lead="Answers to what buyers and sellers ask us most. Can't find yours? We're happy to help."
      />
      {faq.isPending ? (
        <Skeleton height={400} />
      ) : faq.isError ? (
        <Alert variant="danger" title="Failed to load the FAQ">
          {errorMessage(faq.error)}
        </Alert>
      ) : (
        <FaqAccordion items={faq.data.items} />
      )}
      <Card padded as="section" className="faq-contact" aria-labelledby="faq-contact-title">
        <span className="icon-tile" aria-hidden="true">
          <MessageIcon width={24} height={24} />
        </span>
        <h2 id="faq-contact-title" className="faq-contact__title">
          Still have questions?
        </h2>
        <p className="text-muted">
          Our support team is here to help with anything about buying, selling or your account.
        </p>
        <ButtonLink to="/contact">Contact Support</ButtonLink>
        <p className="text-sm text-muted faq-contact__note">
          <ClockIcon width={14} height={14} /> We typically respond within 24 hours
        </p>
      </Card>
    </div>
  );
}
