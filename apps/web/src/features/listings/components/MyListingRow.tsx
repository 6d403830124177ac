import { Link } from 'react-router-dom';
import type { ListingStatus, ListingSummary } from '@market/contracts';
import { Button, ButtonLink, CheckCircleIcon, cx, EditIcon, EyeIcon, TrashIcon } from '../../../ui';
import {
  displayStatus,
  formatCount,
  formatDate,
  formatLocation,
  formatMileage,
  formatPrice,
  STATUS_LABELS,
  vehiclePath,
} from '../format';
import { VehicleImage } from './VehicleImage';

const STATUSES = Object.keys(STATUS_LABELS) as ListingStatus[];

interface MyListingRowProps {
  row: ListingSummary;
  showFeatured: boolean;
  busy: boolean;
  onStatus: (row: ListingSummary, status: ListingStatus) => void;
  onSold: (row: ListingSummary) => void;
  onFeatured: (row: ListingSummary) => void;
  onDelete: (row: ListingSummary) => void;
}

/** One row of the inventory table; the cells carry labels for the stacked phone layout. */
export function MyListingRow({
  row,
  showFeatured,
  busy,
  onStatus,
  onSold,
  onFeatured,
  onDelete,
}: MyListingRowProps) {
  const status = displayStatus(row);
  const location = formatLocation(row);
  return (
    <tr className={cx('my-row', busy && 'my-row--busy')} aria-busy={busy || undefined}>
      <td className="my-row__photo">
        <Link to={vehiclePath(row)} tabIndex={-1} aria-hidden="true">
          <VehicleImage src={row.primaryImage?.thumbnailUrl} alt="" placeholderLabel="" />
        </Link>
      </td>
      <th scope="row" className="my-row__vehicle">
        <Link to={vehiclePath(row)}>{row.title}</Link>
        {location ? <span className="my-row__sub">{location}</span> : null}
      </th>
      <td data-label="Price" className="my-row__num">
        {formatPrice(row.price)}
      </td>
      <td data-label="Mileage" className="my-row__num">
        {formatMileage(row.mileage)}
      </td>
      <td data-label="Status">
        <select
          className={cx('select', 'select--sm', 'my-row__status', `my-row__status--${status}`)}
          aria-label={`Status of ${row.title}`}
          value={status}
          disabled={busy}
          onChange={(e) => onStatus(row, e.target.value as ListingStatus)}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </td>
      {showFeatured ? (
        <td data-label="Featured">
          <button
            type="button"
            role="switch"
            aria-checked={row.isFeatured}
            aria-label={`Featured: ${row.title}`}
            className="switch"
            disabled={busy}
            onClick={() => onFeatured(row)}
          >
            <span className="switch__thumb" />
          </button>
        </td>
      ) : null}
      <td data-label="Views" className="my-row__num">
        {formatCount(row.viewsCount)}
      </td>
      <td data-label="Saves" className="my-row__num">
        {formatCount(row.favoritesCount)}
      </td>
      <td data-label="Created" className="my-row__date">
        <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
      </td>
      <td className="my-row__actions">
        <ButtonLink
          to={vehiclePath(row)}
          variant="ghost"
          size="sm"
          icon={<EyeIcon />}
          aria-label={`View ${row.title}`}
          className="my-row__icon-btn"
        >
          <span className="my-row__action-text">View</span>
        </ButtonLink>
        {status !== 'sold' ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<CheckCircleIcon />}
            aria-label={`Mark ${row.title} as sold`}
            className="my-row__icon-btn"
            disabled={busy}
            onClick={() => onSold(row)}
          >
            <span className="my-row__action-text">Mark sold</span>
          </Button>
        ) : null}
        <ButtonLink
          to={`/add-listing?edit=${row.id}`}
          variant="ghost"
          size="sm"
          icon={<EditIcon />}
          aria-label={`Edit ${row.title}`}
          className="my-row__icon-btn"
        >
          <span className="my-row__action-text">Edit</span>
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          icon={<TrashIcon />}
          aria-label={`Delete ${row.title}`}
          className="my-row__icon-btn my-row__delete"
          disabled={busy}
          onClick={() => onDelete(row)}
        >
          <span className="my-row__action-text">Delete</span>
        </Button>
      </td>
    </tr>
  );
}
