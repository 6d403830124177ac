import { ContactView } from '../features/contact';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /contact (SPEC §2 Contact, §5 rules, §8 texts). */
export default function ContactPage() {
  useDocumentTitle('Contact Us', 'Send us a message: we respond within 24 hours.');
  return (
    <PageContainer>
      <ContactView />
    </PageContainer>
  );
}
