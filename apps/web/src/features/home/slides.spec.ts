import { describe, expect, it } from '@jest/globals';
import type { HeroSection, ListingCard } from '@market/contracts';
import { carouselSlides, slideTitle } from './slides';

const hero = (backgroundImageUrl: string | null, title: string | null = null): HeroSection => ({
  category: 'cars',
  title,
  subtitle: null,
  backgroundImageUrl,
  backgroundImageSmallUrl: null,
  isActive: true,
  defaultTitle: 'Find Cars for Sale',
});
const card = (id: string) => ({ id, title: `Car ${id}` }) as ListingCard;

describe('carouselSlides (SPEC §4)', () => {
  it('puts the admin hero slide first when it has a background image', () => {
    const slides = carouselSlides(hero('/bg.webp'), [card('a'), card('b')]);
    expect(slides.map((s) => s.kind)).toEqual(['banner', 'listing', 'listing']);
    expect(slides.map(slideTitle)).toEqual(['Find Cars for Sale', 'Car a', 'Car b']);
  });

  it('leaves out a hero without an image, and shows nothing without featured vehicles', () => {
    expect(carouselSlides(hero(null, 'Spring sale'), [card('a')]).map((s) => s.key)).toEqual(['a']);
    expect(carouselSlides(null, [])).toEqual([]);
  });

  it("titles the hero slide with the admin's title when set", () => {
    expect(slideTitle(carouselSlides(hero('/bg.webp', 'Spring sale'), [])[0])).toBe('Spring sale');
  });
});
