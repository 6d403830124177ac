import type { DragEvent } from 'react';
import type { ListingImage } from '@market/contracts';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  cx,
  GripIcon,
  RotateIcon,
  Spinner,
  TrashIcon,
} from '../../../ui';
import { positionLabel } from '../reorder';
import { VehicleImage } from './VehicleImage';

interface PhotoTileProps {
  image: ListingImage;
  index: number;
  total: number;
  busy: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onRotate: () => void;
  onDelete: () => void;
  onStep: (by: -1 | 1) => void;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnter: () => void;
  onDrop: () => void;
  onDragEnd: () => void;
}

/** One uploaded photo: position badge, rotate, delete, and move left / right (or drag). */
export function PhotoTile(props: PhotoTileProps) {
  const { image, index, total, busy } = props;
  const n = index + 1;
  return (
    <li
      className={cx(
        'photo-tile',
        props.dragging && 'photo-tile--dragging',
        props.dropTarget && 'photo-tile--drop',
      )}
      data-image-id={image.id}
      draggable={!busy}
      onDragStart={props.onDragStart}
      onDragEnter={props.onDragEnter}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        props.onDrop();
      }}
      onDragEnd={props.onDragEnd}
      aria-label={`Photo ${n} of ${total}${index === 0 ? ', primary' : ''}`}
    >
      <div className="photo-tile__frame">
        <VehicleImage
          src={image.cardUrl}
          alt={`Uploaded photo ${n}`}
          className="photo-tile__image"
        />
        <span className={cx('photo-tile__badge', index === 0 && 'photo-tile__badge--primary')}>
          {positionLabel(index)}
        </span>
        <span className="photo-tile__grip" aria-hidden="true">
          <GripIcon />
        </span>
        {busy ? (
          <span className="photo-tile__busy">
            <Spinner label={`Working on photo ${n}`} />
          </span>
        ) : null}
      </div>
      <div className="photo-tile__actions">
        <button
          type="button"
          className="photo-tile__button"
          aria-label={`Move photo ${n} left`}
          disabled={busy || index === 0}
          onClick={() => props.onStep(-1)}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          className="photo-tile__button"
          aria-label={`Move photo ${n} right`}
          disabled={busy || index === total - 1}
          onClick={() => props.onStep(1)}
        >
          <ChevronRightIcon />
        </button>
        <span className="photo-tile__spacer" />
        <button
          type="button"
          className="photo-tile__button"
          aria-label={`Rotate photo ${n} by 90 degrees`}
          disabled={busy}
          onClick={props.onRotate}
        >
          <RotateIcon />
        </button>
        <button
          type="button"
          className="photo-tile__button photo-tile__button--danger"
          aria-label={`Delete photo ${n}`}
          disabled={busy}
          onClick={props.onDelete}
        >
          <TrashIcon />
        </button>
      </div>
    </li>
  );
}
