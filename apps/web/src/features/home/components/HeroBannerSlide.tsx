import type { HeroSection } from '@market/contracts';
import { ButtonLink } from '../../../ui';
import { CATEGORY_LABELS } from '../../listings';
import { searchPath, DEFAULT_SEARCH } from '../../search';

/** The admin's hero slide (content service): background photo, title, subtitle, Browse. */
export function HeroBannerSlide({ hero, eager }: { hero: HeroSection; eager: boolean }) {
  const small = hero.backgroundImageSmallUrl;
  return (
    <>
      <div className="hero-slide__media">
        <img
          className="vehicle-image"
          src={small ?? hero.backgroundImageUrl ?? undefined}
          srcSet={small ? `${small} 1200w, ${hero.backgroundImageUrl} 2400w` : undefined}
          sizes="(min-width: 900px) 560px, 100vw"
          width={1200}
          height={750}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          // The first slide is a phone's largest paint (the server's head preloads it too).
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
      </div>
      <div className="hero-slide__text">
        <h2 className="hero-slide__title">{hero.title ?? hero.defaultTitle}</h2>
        {hero.subtitle ? <p className="hero-slide__subtitle">{hero.subtitle}</p> : null}
        <ButtonLink
          to={searchPath({ ...DEFAULT_SEARCH, category: hero.category })}
          size="lg"
          className="hero-slide__cta"
        >
          Browse {CATEGORY_LABELS[hero.category].toLowerCase()}
        </ButtonLink>
      </div>
    </>
  );
}
