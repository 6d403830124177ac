import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { ListingImage } from '@market/contracts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../ui';
import { VehicleImage } from './VehicleImage';

interface GalleryViewerProps {
  images: ListingImage[];
  index: number;
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Full-screen photo viewer: ← and → step through the photos (wrapping), Escape closes it,
 * Tab stays inside, and focus returns to the opener on close.
 */
export function GalleryViewer({
  images,
  index,
  title,
  onIndexChange,
  onClose,
}: GalleryViewerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const latest = useRef({ index, total: images.length, onIndexChange, onClose });
  latest.current = { index, total: images.length, onIndexChange, onClose };

  // Before the first paint: a key pressed as soon as it shows already reaches it, and focus
  // is inside from the start.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const { index: i, total, onIndexChange: go, onClose: close } = latest.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else if (event.key === 'ArrowRight' && total > 1) {
        event.preventDefault();
        go((i + 1) % total);
      } else if (event.key === 'ArrowLeft' && total > 1) {
        event.preventDefault();
        go((i - 1 + total) % total);
      } else if (event.key === 'Tab' && panelRef.current) {
        const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>('button'));
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);

  const image = images[index];
  const total = images.length;
  return createPortal(
    <div
      ref={panelRef}
      className="gallery-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={`Photos of ${title}`}
    >
      <div className="gallery-viewer__bar">
        <p className="gallery-viewer__counter" aria-live="polite">
          {index + 1} / {total}
        </p>
        <button
          ref={closeRef}
          type="button"
          className="gallery-viewer__button"
          aria-label="Close photo viewer"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <div
        className="gallery-viewer__stage"
        onMouseDown={(e) => e.target === e.currentTarget && onClose()}
      >
        {image ? (
          <VehicleImage
            key={image.id}
            src={image.url}
            alt={`${title}, photo ${index + 1} of ${total}`}
            loading="eager"
            className="gallery-viewer__image"
          />
        ) : null}
      </div>
      {total > 1 ? (
        <>
          <button
            type="button"
            className="gallery-viewer__button gallery-viewer__nav gallery-viewer__nav--prev"
            aria-label="Previous photo"
            onClick={() => onIndexChange((index - 1 + total) % total)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="gallery-viewer__button gallery-viewer__nav gallery-viewer__nav--next"
            aria-label="Next photo"
            onClick={() => onIndexChange((index + 1) % total)}
          >
            <ChevronRightIcon />
          </button>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
