import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminBanner,
  adminSiteContentRoutes,
  BANNER_POSITIONS,
  BANNER_SIZES,
  type BannerPosition,
  saveBannerSchema,
  siteContentRoutes,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { FormDialog, FormField, useSchemaForm } from '../../../lib/form';
import { routeKey, routeQuery, useRouteMutation } from '../../../lib/query';
import { uploadFiles } from '../../../lib/upload';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardHeader,
  ConfirmDialog,
  EmptyState,
  PlusIcon,
  Skeleton,
  useToast,
} from '../../../ui';
import '../banners.css';

const POSITION_OPTIONS = Object.entries(BANNER_POSITIONS).map(([value, { label, size }]) => ({
  value,
  label: `${label} — ${BANNER_SIZES[size].label}`,
}));
const SIZE_OPTIONS = Object.entries(BANNER_SIZES).map(([value, { label }]) => ({ value, label }));
const CHANGED = [adminSiteContentRoutes.banners, siteContentRoutes.banners];

/** Admin › System › Banners: create, edit, switch on and off, upload the image, delete; with counts. */
export function BannersAdminPanel() {
  const banners = useQuery(routeQuery(adminSiteContentRoutes.banners));
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const { toast } = useToast();
  const remove = useRouteMutation(adminSiteContentRoutes.deleteBanner, { invalidates: CHANGED });

  return (
    <Card as="section" padded aria-labelledby="banners-admin-title">
      <CardHeader
        title="Banners"
        titleId="banners-admin-title"
        description="Ads shown in their placements on the public pages. Impressions count when half a banner is on screen."
        actions={
          <Button onClick={() => setEditing('new')} icon={<PlusIcon />}>
            New Banner
          </Button>
        }
      />
      {banners.isPending ? (
        <Skeleton height={120} />
      ) : banners.isError ? (
        <Alert variant="danger" title="Failed to load banners">
          {errorMessage(banners.error)}
        </Alert>
      ) : banners.data.items.length === 0 ? (
        <EmptyState title="No banners yet">
          Create one, upload its image and switch it on.
        </EmptyState>
      ) : (
        <ul className="stack-list" aria-label="Banners">
          {banners.data.items.map((banner) => (
            <BannerRow
              key={banner.id}
              banner={banner}
              onEdit={() => setEditing(banner)}
              onDelete={() => setDeleting(banner)}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <BannerDialog
          banner={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete banner?"
          confirmLabel="Delete Banner"
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(
              { params: { id: deleting.id } },
              {
                onSuccess: () => {
                  toast({ title: 'Banner deleted successfully', variant: 'success' });
                  setDeleting(null);
                },
                onError: (error) =>
                  toast({ title: 'Error', description: errorMessage(error), variant: 'danger' }),
              },
            )
          }
        >
          “{deleting.name}” and its image are removed for good; its counts go with it.
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

function BannerRow({
  banner,
  onEdit,
  onDelete,
}: {
  banner: AdminBanner;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { toast } = useToast();
  const client = useQueryClient();
  const file = useRef<HTMLInputElement>(null);
  const toggle = useRouteMutation(adminSiteContentRoutes.updateBanner, { invalidates: CHANGED });
  const upload = useMutation({
    mutationFn: (image: File) =>
      uploadFiles(adminSiteContentRoutes.uploadBannerImage, [image], { params: { id: banner.id } }),
    onSuccess: async () => {
      await Promise.all(
        CHANGED.map((route) => client.invalidateQueries({ queryKey: routeKey(route) })),
      );
      toast({ title: 'Banner image uploaded successfully', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: `Failed to upload image: ${errorMessage(error)}`,
        variant: 'danger',
      }),
  });
  const { width, height } = BANNER_SIZES[banner.size];
  return (
    <li className="banners-admin__row">
      {banner.imageUrl ? (
        <img
          className="banners-admin__preview"
          src={banner.imageUrl}
          alt={`${banner.name} banner`}
        />
      ) : (
        <span className="banners-admin__placeholder">No image yet</span>
      )}
      <div className="stack stack--sm">
        <strong>{banner.name}</strong>
        <span className="text-sm text-muted">
          {BANNER_POSITIONS[banner.position].label} · {width}×{height} · links to {banner.linkUrl}
        </span>
        <span className="cluster text-sm">
          <Badge variant={banner.isActive ? 'success' : 'neutral'}>
            {banner.isActive ? 'Active' : 'Inactive'}
          </Badge>
          <span>{banner.impressionCount.toLocaleString('en-US')} impressions</span>
          <span>{banner.clickCount.toLocaleString('en-US')} clicks</span>
          {banner.isActive && !banner.imageUrl ? (
            <span className="text-muted">(hidden until it has an image)</span>
          ) : null}
        </span>
      </div>
      <div className="cluster">
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          aria-label={`Image for ${banner.name}`}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) upload.mutate(chosen);
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          loading={upload.isPending}
          onClick={() => file.current?.click()}
        >
          {banner.imageUrl ? 'Replace Image' : 'Upload Image'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={toggle.isPending}
          onClick={() =>
            toggle.mutate(
              {
                params: { id: banner.id },
                body: {
                  name: banner.name,
                  size: banner.size,
                  position: banner.position,
                  linkUrl: banner.linkUrl,
                  isActive: !banner.isActive,
                },
              },
              {
                onSuccess: (saved) =>
                  toast({
                    title: `Banner ${saved.isActive ? 'activated' : 'deactivated'} successfully`,
                    variant: 'success',
                  }),
                onError: () =>
                  toast({
                    title: 'Error',
                    description: 'Failed to toggle banner',
                    variant: 'danger',
                  }),
              },
            )
          }
        >
          {banner.isActive ? 'Deactivate' : 'Activate'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onEdit}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}

function BannerDialog({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const { toast } = useToast();
  const form = useSchemaForm(saveBannerSchema, {
    name: banner?.name ?? '',
    position: banner?.position ?? 'home-below-search',
    size: banner?.size ?? 'leaderboard',
    linkUrl: banner?.linkUrl ?? '',
    isActive: banner?.isActive ?? false,
  });
  const create = useRouteMutation(adminSiteContentRoutes.createBanner, { invalidates: CHANGED });
  const update = useRouteMutation(adminSiteContentRoutes.updateBanner, { invalidates: CHANGED });
  const position = form.watch('position') as BannerPosition;
  return (
    <FormDialog
      form={form}
      title={banner ? 'Edit Banner' : 'New Banner'}
      description={banner ? undefined : 'Save it, then upload its image from the list.'}
      submitLabel={banner ? 'Save Changes' : 'Create Banner'}
      onClose={onClose}
      failure={() => ({
        title: 'Error',
        description: banner ? 'Failed to update banner' : 'Failed to create banner',
      })}
      onSubmit={async (body) => {
        if (banner) await update.mutateAsync({ params: { id: banner.id }, body });
        else await create.mutateAsync({ body });
        toast({
          title: `Banner ${banner ? 'updated' : 'created'} successfully`,
          variant: 'success',
        });
        onClose();
      }}
    >
      <FormField
        name="name"
        label="Name"
        maxLength={120}
        hint="Shown to screen readers as the banner's text."
      />
      <FormField
        as="select"
        name="position"
        label="Position"
        options={POSITION_OPTIONS}
        onChange={(event) => {
          const chosen = (event as unknown as { target: HTMLSelectElement }).target
            .value as BannerPosition;
          form.setValue('size', BANNER_POSITIONS[chosen].size);
        }}
      />
      <FormField
        as="select"
        name="size"
        label="Size"
        options={SIZE_OPTIONS}
        hint={`This position takes the ${BANNER_SIZES[BANNER_POSITIONS[position]?.size ?? 'leaderboard'].label} size.`}
      />
      <FormField
        name="linkUrl"
        label="Link"
        placeholder="https://… or /financing"
        maxLength={500}
      />
      <label className="check">
        <input type="checkbox" {...form.register('isActive')} />
        <span className="check__label">Active (shown once it has an image)</span>
      </label>
    </FormDialog>
  );
}
