import { Skeleton } from '../../../ui';

/** The hero's shape while the featured vehicles load. */
export function HeroSkeleton() {
  return (
    <section
      className="home-hero hero-carousel hero-skeleton"
      aria-busy="true"
      aria-label="Loading featured vehicles"
    >
      <div className="home-hero__inner hero-carousel__inner">
        <Skeleton width="12rem" height="1.1rem" />
        <div className="hero-slide is-active">
          <div className="hero-slide__media">
            <Skeleton height="100%" radius="var(--radius-xl)" />
          </div>
          <div className="hero-slide__text">
            <Skeleton width="5rem" height="1.4rem" radius="var(--radius-pill)" />
            <Skeleton width="85%" height="2.6rem" />
            <Skeleton width="40%" height="2rem" />
            <Skeleton width="60%" height="1rem" />
            <Skeleton width="90%" height="1rem" />
            <Skeleton width="10rem" height="3rem" radius="var(--radius-md)" />
          </div>
        </div>
      </div>
    </section>
  );
}
