import { useSearchParams } from 'react-router-dom';
import { ListingsView } from '../features/search/components/ListingsView';
import { CATEGORY_COPY } from '../features/home/categoryCopy';
import { parseSearchParams } from '../features/search/searchState';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /listings (SPEC §2): the filtered grid; the whole search lives in the query string. */
export default function ListingsPage() {
  const [params] = useSearchParams();
  const copy = CATEGORY_COPY[parseSearchParams(params).category];
  useDocumentTitle(copy.pageTitle, copy.description);
  return (
    <PageContainer>
      <ListingsView />
    </PageContainer>
  );
}
