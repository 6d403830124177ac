import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  BANNER_POSITIONS,
  BANNER_SIZES,
  type BannerPosition,
  type PublicBanner,
  siteContentRoutes,
} from '@market/contracts';
import { routeQuery } from '../../../lib/query';
import { cx } from '../../../ui';
import { bannerTracker } from '../bannerTracker';
import '../banners.css';

/**
 * The banner an admin placed here (the newest active one), or nothing. Loaded after the
 * page's own content, never in its way; counted once it is half on screen.
 */
export function BannerSlot({
  position,
  className,
}: {
  position: BannerPosition;
  className?: string;
}) {
  const banners = useQuery({ ...routeQuery(siteContentRoutes.banners), staleTime: 60_000 });
  const banner = banners.data?.items.find((item) => item.position === position);
  if (!banner) return null;
  return <Banner banner={banner} className={className} />;
}

function Banner({ banner, className }: { banner: PublicBanner; className?: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          bannerTracker.impression(banner.id);
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [banner.id]);

  const { width, height } = BANNER_SIZES[banner.size];
  const external = /^https?:/i.test(banner.linkUrl);
  return (
    <aside
      className={cx('banner-slot', `banner-slot--${banner.size}`, className)}
      aria-label="Advertisement"
    >
      <a
        ref={ref}
        href={banner.linkUrl}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener sponsored' : undefined}
        onClick={() => bannerTracker.click(banner.id)}
        data-banner-position={banner.position}
        title={BANNER_POSITIONS[banner.position].label}
      >
        <img
          src={banner.imageUrl}
          alt={banner.name}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
      </a>
      <span className="banner-slot__label">Sponsored</span>
    </aside>
  );
}
