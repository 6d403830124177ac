import { useState } from 'react';
import { cx } from '../../../ui';
import { initials } from '../format';
import './dealers.css';

interface EntityAvatarProps {
  name: string;
  /** A logo or photo; initials are shown without one or when it fails to load. */
  imageUrl?: string | null;
  size?: 'sm' | 'md' | 'lg';
  shape?: 'square' | 'round';
  className?: string;
}

/** A dealer's logo or a person's initials, in a fixed box so cards line up. */
export function EntityAvatar({
  name,
  imageUrl,
  size = 'md',
  shape = 'square',
  className,
}: EntityAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = !!imageUrl && failed !== imageUrl;
  return (
    <span
      className={cx(
        'avatar',
        `avatar--${size}`,
        `avatar--${shape}`,
        showImage && 'avatar--image',
        className,
      )}
    >
      {showImage ? (
        <img
          src={imageUrl}
          alt={`${name} logo`}
          loading="lazy"
          onError={() => setFailed(imageUrl)}
        />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
