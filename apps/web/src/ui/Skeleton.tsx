import type { CSSProperties } from 'react';
import { cx } from './cx';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A shimmering placeholder block; purely decorative, so hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1rem', radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx('skeleton', className)}
      style={{ width, height, borderRadius: radius }}
    />
  );
}
