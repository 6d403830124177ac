import type { Category } from '../../../lib/categories';
import { PageContainer } from '../../../ui';
import { RecentlyViewed } from '../../listings';
import { CategoryShowcase } from './CategoryShowcase';
import { HomeHeroArea } from './HomeHeroArea';
import { SearchPanel } from './SearchPanel';
import { SellCta } from './SellCta';
import { BannerSlot } from '../../banners';
import './home.css';

export function HomeView({ category }: { category: Category }) {
  return (
    <>
      <HomeHeroArea category={category} />
      <PageContainer flush className="home-search">
        <SearchPanel category={category} />
        <BannerSlot position="home-below-search" />
        <RecentlyViewed />
        <CategoryShowcase current={category} />
        <SellCta />
      </PageContainer>
    </>
  );
}
