import type { Category } from '../../../lib/categories';
import { useHomeHero } from '../hooks/useHomeHero';
import { carouselSlides } from '../slides';
import { HeroCarousel } from './HeroCarousel';
import { HeroSkeleton } from './HeroSkeleton';
import { HomeHero } from './HomeHero';
import './carousel.css';

/**
 * A skeleton while loading, then the carousel; without slides, the default hero with the
 * admin's title and subtitle when set, else SPEC §9's default title.
 */
export function HomeHeroArea({ category }: { category: Category }) {
  const state = useHomeHero(category);
  if (state.status === 'loading') return <HeroSkeleton />;
  const slides = carouselSlides(state.hero, state.featured);
  if (slides.length === 0) {
    return (
      <HomeHero
        category={category}
        title={state.hero?.title ?? undefined}
        subtitle={state.hero?.subtitle ?? undefined}
      />
    );
  }
  // The h1 stays SPEC §9's default title; the admin's title is the first slide's.
  return <HeroCarousel key={category} category={category} slides={slides} />;
}
