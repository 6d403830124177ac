import { useState } from 'react';
import { CarOutlineIcon, cx } from '../../../ui';
import './listings.css';

interface VehicleImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  /** Shown on the placeholder when there is no photo or it failed to load. */
  placeholderLabel?: string;
  /** Intrinsic size, so the browser reserves the space before the photo arrives. */
  width?: number;
  height?: number;
  srcSet?: string;
  sizes?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** A listing photo that hides itself and shows a placeholder when missing or broken (SPEC §2). */
export function VehicleImage({
  src,
  alt,
  className,
  loading = 'lazy',
  placeholderLabel = 'No photo',
  width,
  height,
  srcSet,
  sizes,
  fetchPriority,
}: VehicleImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        className={cx('vehicle-image vehicle-image--placeholder', className)}
        {...(alt
          ? { role: 'img', 'aria-label': `${alt} (photo unavailable)` }
          : { 'aria-hidden': true })}
      >
        <CarOutlineIcon aria-hidden="true" />
        {placeholderLabel ? <span aria-hidden="true">{placeholderLabel}</span> : null}
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={cx('vehicle-image', className)}
      onError={() => setFailedSrc(src)}
    />
  );
}
