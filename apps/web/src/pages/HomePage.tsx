import { HomeView } from '../features/home';
import { homeMeta } from '../lib/categoryMeta';
import type { Category } from '../lib/categories';
import { usePageMeta } from '../lib/usePageMeta';

export default function HomePage({ category }: { category: Category }) {
  usePageMeta(homeMeta(category));
  return <HomeView category={category} />;
}
