import { AffiliateLanding } from '../features/affiliates';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /affiliate: the affiliate program's landing page (SPEC §2, §9). */
export default function AffiliatePage() {
  useDocumentTitle(
    'Affiliate Program',
    'Earn up to 10% commission by referring buyers, sellers and dealers to our vehicle marketplace.',
  );
  return (
    <PageContainer>
      <AffiliateLanding />
    </PageContainer>
  );
}
