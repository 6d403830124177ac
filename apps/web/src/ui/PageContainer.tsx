import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';

interface PageContainerProps extends ComponentPropsWithoutRef<'div'> {
  width?: 'default' | 'narrow';
  flush?: boolean;
}

/** Centres page content with the standard gutters and maximum width. */
export function PageContainer({
  width = 'default',
  flush,
  className,
  ...rest
}: PageContainerProps) {
  return (
    <div
      {...rest}
      className={cx(
        'page-container',
        width === 'narrow' && 'page-container--narrow',
        flush && 'page-container--flush',
        className,
      )}
    />
  );
}
