import { useParams } from 'react-router-dom';
import { MessageCenter } from '../features/messages';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer, PageHeader } from '../ui';

/** /messages and /messages/:id: every conversation of the signed-in user. */
export default function MessagesPage() {
  const { id } = useParams();
  useDocumentTitle('Messages');
  return (
    <PageContainer>
      <PageHeader
        title="Messages"
        lead="Your conversations with dealers, sales reps, private sellers and buyers."
        className="page-header--spaced"
      />
      <MessageCenter conversationId={id} />
    </PageContainer>
  );
}
