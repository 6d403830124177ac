import type { Category } from '../../../lib/categories';
import { HydrateLater } from '../../../lib/HydrateLater';
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
        {/* Each part adopted in a task of its own after the hero (hydration in slices). */}
        <HydrateLater>
          <SearchPanel category={category} />
        </HydrateLater>
        <BannerSlot position="home-below-search" />
        <RecentlyViewed />
        <HydrateLater>
          <CategoryShowcase current={category} />
        </HydrateLater>
        <HydrateLater>
          <SellCta />
        </HydrateLater>
      </PageContainer>
    </>
  );
}
