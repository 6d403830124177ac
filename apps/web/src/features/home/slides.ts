import type { HeroSection, ListingCard } from '@market/contracts';

export type CarouselSlide =
  | { kind: 'banner'; key: string; hero: HeroSection }
  | { kind: 'listing'; key: string; listing: ListingCard };

/**
 * SPEC §4: the admin's hero slide first, only when it has a background image, then the
 * featured vehicles.
 */
export function carouselSlides(hero: HeroSection | null, featured: ListingCard[]): CarouselSlide[] {
  const slides: CarouselSlide[] = [];
  if (hero?.backgroundImageUrl) slides.push({ kind: 'banner', key: `hero-${hero.category}`, hero });
  for (const listing of featured) slides.push({ kind: 'listing', key: listing.id, listing });
  return slides;
}

export function slideTitle(slide: CarouselSlide): string {
  return slide.kind === 'banner'
    ? (slide.hero.title ?? slide.hero.defaultTitle)
    : slide.listing.title;
}
