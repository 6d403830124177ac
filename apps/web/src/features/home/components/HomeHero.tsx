import type { Category } from '../../../lib/categories';
import { BikeIcon, CarIcon, CheckCircleIcon, TruckIcon } from '../../../ui';
import { CATEGORY_COPY } from '../../../lib/categoryCopy';

const ART = { cars: CarIcon, motorcycles: BikeIcon, trucks: TruckIcon } as const;

interface HomeHeroProps {
  category: Category;
  /** The admin's hero title and subtitle; SPEC §9's default title otherwise. */
  title?: string;
  subtitle?: string;
}

/** The hero without slides: no featured vehicle and no hero image (SPEC §8 fallback). */
export function HomeHero({ category, title, subtitle }: HomeHeroProps) {
  const copy = CATEGORY_COPY[category];
  const Art = ART[category];
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__inner">
        <div className="home-hero__text">
          <p className="home-hero__eyebrow">Wheelbase marketplace</p>
          <h1 id="home-hero-title" className="home-hero__title">
            {title ?? copy.heroTitle}
          </h1>
          <p className="home-hero__subtitle">{subtitle ?? copy.heroSubtitle}</p>
          <ul className="home-hero__points">
            <li>
              <CheckCircleIcon aria-hidden="true" /> Verified dealers
            </li>
            <li>
              <CheckCircleIcon aria-hidden="true" /> Free basic listings
            </li>
            <li>
              <CheckCircleIcon aria-hidden="true" /> Financing pre-approval
            </li>
          </ul>
        </div>
        <div className="home-hero__art" aria-hidden="true">
          <Art />
        </div>
      </div>
    </section>
  );
}
