import { HomeView } from '../features/home/components/HomeView';
import { homeMeta } from '../features/home/homeMeta';
import type { Category } from '../lib/categories';
import { usePageMeta } from '../lib/usePageMeta';

export default function HomePage({ category }: { category: Category }) {
  usePageMeta(homeMeta(category));
  return <HomeView category={category} />;
}
