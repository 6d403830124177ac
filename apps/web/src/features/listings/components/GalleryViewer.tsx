import { useRef } from 'react';
import { createPortal } from 'react-dom';
import type { ListingImage } from '@market/contracts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, useModal } from '../../../ui';
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
  const total = images.length;
  useModal(panelRef, {
    open: true,
    onClose,
    initialFocusRef: closeRef,
    onKeyDown: (event) => {
      if (total < 2) return;
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        onIndexChange((index + 1) % total);
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        onIndexChange((index - 1 + total) % total);
      }
    },
  });

  const image = images[index];
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
