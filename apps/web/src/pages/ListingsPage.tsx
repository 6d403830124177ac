import { BannerSlot } from '../features/banners';
import { ListingsView } from '../features/search';
import { PageContainer } from '../ui';

/** /listings (SPEC §2): the filtered grid, or a seller's inventory; the whole search lives in the query string. */
export default function ListingsPage() {
  return (
    <PageContainer>
      <BannerSlot position="listings-top" />
      <ListingsView />
    </PageContainer>
  );
}
