import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSiteSettings } from '../../site-settings';

/** Header and footer logo boxes (CSS px); the image is fitted inside, so nothing moves when it loads. */
const LOGO_BOX = { width: 160, height: 40 };

/** The admin's logo image, or the text wordmark when none is set or it fails to load (SPEC §1, §8). */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  const { siteName, logoUrl } = useSiteSettings();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = logoUrl !== null && logoUrl !== failedUrl;
  const className = ['logo', inverse && 'logo--inverse', showImage && 'logo--image']
    .filter(Boolean)
    .join(' ');

  return (
    // The image's alt names the link; the wordmark's text is replaced by the same words.
    <Link to="/" className={className} aria-label={showImage ? undefined : `${siteName} home`}>
      {showImage ? (
        <img
          className="logo__image"
          src={logoUrl}
          alt={`${siteName} home`}
          width={LOGO_BOX.width}
          height={LOGO_BOX.height}
          decoding="async"
          onError={() => {
            console.warn(`Failed to load the site logo ${logoUrl}; showing the wordmark`);
            setFailedUrl(logoUrl);
          }}
        />
      ) : (
        <>
          <span className="logo__mark" aria-hidden="true">
            <svg viewBox="0 0 32 32">
              <circle cx="10" cy="20" r="5" />
              <circle cx="22" cy="20" r="5" />
              <path d="M4 16 10 9h11l6 7" />
            </svg>
          </span>
          <span className="logo__text">{siteName}</span>
        </>
      )}
    </Link>
  );
}
