import { HomeView } from '../features/home/components/HomeView';
import { CATEGORY_COPY } from '../features/home/categoryCopy';
import type { Category } from '../lib/categories';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export default function HomePage({ category }: { category: Category }) {
  const copy = CATEGORY_COPY[category];
  useDocumentTitle(copy.pageTitle, copy.description);
  return <HomeView category={category} />;
}
