import type { KeyboardEvent } from 'react';
import type { Category } from '../../../lib/categories';
import { CATEGORY_LABELS } from '../../listings';
import { CATEGORY_COPY } from '../../../lib/categoryCopy';
import { useCarousel } from '../hooks/useCarousel';
import type { CarouselSlide } from '../slides';
import { CarouselControls } from './CarouselControls';
import { HeroSlide } from './HeroSlide';
import { HydrateLater } from '../../../lib/HydrateLater';

interface HeroCarouselProps {
  category: Category;
  slides: CarouselSlide[];
}

/**
 * The admin's hero slide and the featured vehicles, one at a time (SPEC §4): every 4 s with
 * wrap-around, arrows, dots, ← → keys; a manual step pauses auto-play for 5 s. Only the
 * current slide is exposed to assistive technology, and it is announced when auto-play is off.
 */
export function HeroCarousel({ category, slides }: HeroCarouselProps) {
  const carousel = useCarousel(slides.length);
  const many = slides.length > 1;

  const onKeyDown = (e: KeyboardEvent) => {
    if (!many) return;
    if (e.key === 'ArrowLeft') carousel.prev();
    else if (e.key === 'ArrowRight') carousel.next();
  };

  return (
    <section
      className="home-hero hero-carousel"
      aria-roledescription="carousel"
      aria-label={`Featured ${CATEGORY_LABELS[category].toLowerCase()}`}
      onKeyDown={onKeyDown}
    >
      <div className="home-hero__inner hero-carousel__inner">
        <h1 className="hero-carousel__heading">{CATEGORY_COPY[category].heroTitle}</h1>
        <div className="hero-carousel__slides" aria-live={carousel.playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => {
            const element = (
              <HeroSlide
                key={slide.key}
                slide={slide}
                position={i}
                count={slides.length}
                active={i === carousel.index}
              />
            );
            // The slides behind the first are adopted after the page's first pass.
            return i === 0 ? element : <HydrateLater key={slide.key}>{element}</HydrateLater>;
          })}
        </div>
        {many ? (
          <CarouselControls
            count={slides.length}
            index={carousel.index}
            playing={carousel.playing}
            onPrev={carousel.prev}
            onNext={carousel.next}
            onGoTo={carousel.goTo}
            onTogglePlaying={carousel.togglePlaying}
          />
        ) : null}
      </div>
    </section>
  );
}
