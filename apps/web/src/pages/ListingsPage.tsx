import { useSearchParams } from 'react-router-dom';
import { ListingsView } from '../features/search/components/ListingsView';
import { listingsMeta } from '../features/home/homeMeta';
import { parseSearchParams } from '../features/search/searchState';
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
