import { useState } from 'react';
import type { ListingImage } from '@market/contracts';
import { ChevronLeftIcon, ChevronRightIcon, cx, ExpandIcon } from '../../../ui';
import { GalleryViewer } from './GalleryViewer';
import { VehicleImage } from './VehicleImage';

/** The main photo's width on screen; the server's preload of it says the same (public-pages.ts). */
const GALLERY_SIZES = '(min-width: 1024px) 800px, 100vw';
const FULL_FILE = /\/full\.webp$/;

/**
 * The main photo's sources: the 960 px medium variant beside the full one, where the full
 * is wider (a phone at DPR 1.75–2 then takes the medium). Else the full alone.
 */
export function gallerySrcSet(image: Pick<ListingImage, 'url' | 'width'>): string | undefined {
  if (!FULL_FILE.test(image.url) || image.width <= 960) return undefined;
  return `${image.url.replace(FULL_FILE, '/medium.webp')} 960w, ${image.url} ${image.width}w`;
}

/** Main photo with previous/next, a thumbnail strip, and the full-screen viewer. */
export function VehicleGallery({ images, title }: { images: ListingImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const total = images.length;
  const current = images[Math.min(index, Math.max(0, total - 1))];

  if (total === 0) {
    return (
      <div className="gallery">
        <VehicleImage
          src={null}
          alt={title}
          className="gallery__main-image"
          placeholderLabel="No photos yet"
        />
      </div>
    );
  }

  return (
    <div className="gallery">
      <div className="gallery__main">
        <button
          type="button"
          className="gallery__open"
          onClick={() => setViewerOpen(true)}
          aria-label={`Open photo ${index + 1} of ${total} full screen`}
        >
          <VehicleImage
            src={current.url}
            srcSet={gallerySrcSet(current)}
            sizes={GALLERY_SIZES}
            alt={`${title}, photo ${index + 1} of ${total}`}
            loading="eager"
            fetchPriority={index === 0 ? 'high' : undefined}
            width={current.width}
            height={current.height}
            className="gallery__main-image"
          />
          <span className="gallery__expand" aria-hidden="true">
            <ExpandIcon />
          </span>
        </button>
        {total > 1 ? (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--prev"
              aria-label="Previous photo"
              onClick={() => setIndex((index - 1 + total) % total)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              aria-label="Next photo"
              onClick={() => setIndex((index + 1) % total)}
            >
              <ChevronRightIcon />
            </button>
          </>
        ) : null}
        <span className="gallery__counter" aria-hidden="true">
          {index + 1} / {total}
        </span>
      </div>
      {total > 1 ? (
        <ul className="gallery__thumbs" aria-label="Photos">
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className={cx('gallery__thumb', i === index && 'gallery__thumb--active')}
                aria-label={`Show photo ${i + 1} of ${total}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <VehicleImage src={image.thumbnailUrl} alt="" placeholderLabel="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {viewerOpen ? (
        <GalleryViewer
          images={images}
          index={index}
          title={title}
          onIndexChange={setIndex}
          onClose={() => setViewerOpen(false)}
        />
      ) : null}
    </div>
  );
}
