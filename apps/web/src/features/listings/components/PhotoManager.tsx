import { useId, useState, type DragEvent } from 'react';
import type { ListingImage } from '@market/contracts';
import { Card, CardBody, CardHeader, cx, UploadIcon } from '../../../ui';
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTOS } from '../hooks/useListingPhotos';
import { PhotoTile } from './PhotoTile';

interface PhotoManagerProps {
  images: ListingImage[];
  progress: number | null;
  busyIds: ReadonlySet<string>;
  error?: string;
  onUpload: (files: File[]) => void;
  onRotate: (id: string) => void;
  onDelete: (id: string) => void;
  onStep: (id: string, by: -1 | 1) => void;
  onMove: (from: number, to: number) => void;
}

/** Photos card: choose or drop files, watch the upload, then arrange, rotate and delete. */
export function PhotoManager(props: PhotoManagerProps) {
  const { images, progress } = props;
  const inputId = useId();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const [fileOver, setFileOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const full = images.length >= MAX_PHOTOS;
  const uploading = progress !== null;

  const step = (id: string, index: number, by: -1 | 1) => {
    props.onStep(id, by);
    setAnnouncement(`Photo ${index + 1} moved to position ${index + 1 + by}.`);
  };

  const dropFiles = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setFileOver(false);
    if (event.dataTransfer.files.length && !full && !uploading)
      props.onUpload(Array.from(event.dataTransfer.files));
  };

  return (
    <Card as="section" aria-labelledby="photos-title">
      <CardHeader
        title="Photos"
        titleId="photos-title"
        description={`Up to ${MAX_PHOTOS} JPEG, PNG or WebP photos. The first is the primary photo; drag or use the arrows to reorder.`}
      />
      <CardBody className="stack">
        <div
          className={cx(
            'photo-drop',
            fileOver && 'photo-drop--over',
            (full || uploading) && 'photo-drop--disabled',
          )}
          onDragOver={(e) => {
            if (e.dataTransfer.types.includes('Files')) {
              e.preventDefault();
              setFileOver(true);
            }
          }}
          onDragLeave={() => setFileOver(false)}
          onDrop={dropFiles}
        >
          <UploadIcon className="photo-drop__icon" />
          <label htmlFor={inputId} className="photo-drop__label">
            <span className="photo-drop__cta">
              {full ? 'Photo limit reached' : 'Choose photos'}
            </span>
            <span className="text-sm text-muted">
              {full
                ? `Delete a photo to add another (${images.length} / ${MAX_PHOTOS}).`
                : `or drop them here · ${images.length} / ${MAX_PHOTOS}`}
            </span>
          </label>
          <input
            id={inputId}
            className="photo-drop__input"
            type="file"
            name="files"
            multiple
            accept={ACCEPTED_PHOTO_TYPES.join(',')}
            disabled={full || uploading}
            aria-describedby={props.error ? `${inputId}-error` : undefined}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (files.length) props.onUpload(files);
            }}
          />
        </div>

        <div aria-live="polite" className="photo-progress-region">
          {uploading ? (
            <div className="photo-progress">
              <label htmlFor={`${inputId}-progress`} className="text-sm">
                Uploading photos… {progress}%
              </label>
              <progress id={`${inputId}-progress`} max={100} value={progress ?? 0} />
            </div>
          ) : null}
        </div>
        {props.error ? (
          <p className="field__error" id={`${inputId}-error`} role="alert">
            {props.error}
          </p>
        ) : null}

        {images.length ? (
          <ul className="photo-grid" aria-label="Uploaded photos">
            {images.map((image, index) => (
              <PhotoTile
                key={image.id}
                image={image}
                index={index}
                total={images.length}
                busy={props.busyIds.has(image.id)}
                dragging={dragFrom === index}
                dropTarget={dragOver === index && dragFrom !== null && dragFrom !== index}
                onRotate={() => props.onRotate(image.id)}
                onDelete={() => props.onDelete(image.id)}
                onStep={(by) => step(image.id, index, by)}
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', image.id);
                  setDragFrom(index);
                }}
                onDragEnter={() => setDragOver(index)}
                onDrop={() => {
                  if (dragFrom !== null && dragFrom !== index) {
                    props.onMove(dragFrom, index);
                    setAnnouncement(`Photo ${dragFrom + 1} moved to position ${index + 1}.`);
                  }
                  setDragFrom(null);
                  setDragOver(null);
                }}
                onDragEnd={() => {
                  setDragFrom(null);
                  setDragOver(null);
                }}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">
            No photos yet. Listings with photos get far more views.
          </p>
        )}
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </CardBody>
    </Card>
  );
}
