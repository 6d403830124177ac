import { FaqView } from '../features/site-pages';
import { usePageMeta } from '../lib/usePageMeta';
import { PageContainer } from '../ui';

/** /faq (SPEC §2): eight questions as an accordion and the support card. */
export default function FaqPage() {
  usePageMeta({
    title: 'FAQ',
    description:
      'How to list a vehicle, fees, contacting sellers, becoming a dealer, payments and reporting a listing.',
  });
  return (
    <PageContainer width="narrow">
      <FaqView />
    </PageContainer>
  );
}
