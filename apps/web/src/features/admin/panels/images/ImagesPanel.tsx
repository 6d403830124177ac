import { useState } from 'react';
import { Link } from 'react-router-dom';
import { adminListingRoutes, listingImageRoutes, type AdminListingImage } from '@market/contracts';
import { Alert, Badge, Button, EmptyState, Skeleton } from '../../../../ui';
import { ConfirmDialog, PagingBar, useAdminAction, useAdminTable } from '../../../admin-table';

/** Images: every listing photo as a grid, with its primary badge and order; remove one. */
export default function ImagesPanel() {
  const table = useAdminTable(adminListingRoutes.images, { pageSize: 20, searchable: false });
  const [removing, setRemoving] = useState<AdminListingImage | null>(null);
  const remove = useAdminAction(listingImageRoutes.delete, {
    success: 'Image removed successfully',
    failure: 'Failed to remove image',
    invalidates: [adminListingRoutes.images, adminListingRoutes.list],
  });
  return (
    <div className="stack">
      <h2 className="admin-panel__title">Vehicle Images</h2>
      {table.status === 'loading' ? (
        <div className="image-grid" aria-busy="true" aria-label="Loading images">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height="7.5rem" />
          ))}
        </div>
      ) : table.status === 'error' ? (
        <Alert variant="danger" title="Failed to load images">
          <p>{table.error}</p>
          <Button size="sm" variant="secondary" onClick={table.retry}>
            Try again
          </Button>
        </Alert>
      ) : table.rows.length === 0 ? (
        <EmptyState title="No images yet">Photos appear here once listings have them.</EmptyState>
      ) : (
        <ul className="image-grid stack-list">
          {table.rows.map((image) => (
            <li key={image.id} className="image-grid__item card card--padded">
              <img
                src={image.cardUrl}
                alt={`Photo ${image.displayOrder + 1} of ${image.listingTitle}`}
                loading="lazy"
              />
              <div className="cluster">
                {image.isPrimary ? <Badge variant="primary">Primary</Badge> : null}
                <Badge>Order {image.displayOrder + 1}</Badge>
              </div>
              <Link to={`/vehicle/${image.listingId}`} className="text-sm">
                {image.listingTitle}
              </Link>
              <Button size="sm" variant="danger" onClick={() => setRemoving(image)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {table.status === 'ready' ? (
        <PagingBar paging={table.paging} shown={table.rows.length} />
      ) : null}
      {removing ? (
        <ConfirmDialog
          confirmation={{
            title: 'Remove image?',
            body: `Photo ${removing.displayOrder + 1} of ${removing.listingTitle} is deleted; the next photo becomes primary if this one was.`,
            confirmLabel: 'Remove Image',
            danger: true,
          }}
          onConfirm={() => remove.run({ params: { id: removing.id } })}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}
