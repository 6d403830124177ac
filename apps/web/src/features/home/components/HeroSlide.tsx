import { cx } from '../../../ui';
import { slideTitle, type CarouselSlide } from '../slides';
import { FeaturedVehicleSlide } from './FeaturedVehicleSlide';
import { HeroBannerSlide } from './HeroBannerSlide';

interface HeroSlideProps {
  slide: CarouselSlide;
  position: number;
  count: number;
  active: boolean;
}

/** One slide; those not showing are hidden from assistive technology and the tab order. */
export function HeroSlide({ slide, position, count, active }: HeroSlideProps) {
  const eager = position === 0;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}: ${slideTitle(slide)}`}
      aria-hidden={!active}
      inert={!active}
      className={cx('hero-slide', active && 'is-active')}
    >
      {slide.kind === 'banner' ? (
        <HeroBannerSlide hero={slide.hero} eager={eager} />
      ) : (
        <FeaturedVehicleSlide listing={slide.listing} eager={eager} />
      )}
    </div>
  );
}
