import { useSearchParams } from 'react-router-dom';
import { ListingsView, parseSearchParams } from '../features/search';
import { listingsMeta } from '../features/home';
import { usePageMeta } from '../lib/usePageMeta';
import { PageContainer } from '../ui';

/** /listings (SPEC §2): the filtered grid; the whole search lives in the query string. */
export default function ListingsPage() {
  const [params] = useSearchParams();
  usePageMeta(listingsMeta(parseSearchParams(params).category));
  return (
    <PageContainer>
      <ListingsView />
    </PageContainer>
  );
}
