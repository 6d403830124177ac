import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
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
import { routeQuery } from '../../../lib/query';
import { Badge, Button, PlusIcon } from '../../../ui';
import {
  AdminUploadButton,
  type Column,
  DataTable,
  type RowAction,
  useAdminAction,
  useAdminSave,
} from '../../admin-table';
import '../banners.css';

const POSITION_OPTIONS = Object.entries(BANNER_POSITIONS).map(([value, { label, size }]) => ({
  value,
  label: `${label} — ${BANNER_SIZES[size].label}`,
}));
const SIZE_OPTIONS = Object.entries(BANNER_SIZES).map(([value, { label }]) => ({ value, label }));
const CHANGED = [adminSiteContentRoutes.banners, siteContentRoutes.banners];

const columns: Column<AdminBanner>[] = [
  {
    key: 'image',
    header: 'Image',
    cell: (banner) =>
      banner.imageUrl ? (
        <img
          className="banners-admin__preview"
          src={banner.imageUrl}
          alt={`${banner.name} banner`}
        />
      ) : (
        <span className="banners-admin__placeholder">No image yet</span>
      ),
  },
  {
    key: 'banner',
    header: 'Banner',
    cell: (banner) => {
      const { width, height } = BANNER_SIZES[banner.size];
      return (
        <span className="stack stack--sm">
          <strong>{banner.name}</strong>
          <span className="text-sm text-muted">
            {BANNER_POSITIONS[banner.position].label} · {width}×{height} · links to {banner.linkUrl}
          </span>
        </span>
      );
    },
  },
  {
    key: 'status',
    header: 'Status',
    cell: (banner) => (
      <span className="stack stack--sm">
        <Badge variant={banner.isActive ? 'success' : 'neutral'}>
          {banner.isActive ? 'Active' : 'Inactive'}
        </Badge>
        {banner.isActive && !banner.imageUrl ? (
          <span className="text-sm text-muted">(hidden until it has an image)</span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'impressions',
    header: 'Impressions',
    cell: (banner) => banner.impressionCount.toLocaleString('en-US'),
  },
  { key: 'clicks', header: 'Clicks', cell: (banner) => banner.clickCount.toLocaleString('en-US') },
  {
    key: 'upload',
    header: 'Upload',
    cell: (banner) => (
      <AdminUploadButton
        route={adminSiteContentRoutes.uploadBannerImage}
        params={{ id: banner.id }}
        label={banner.imageUrl ? 'Replace Image' : 'Upload Image'}
        accessibleName={`Image for ${banner.name}`}
        success="Banner image uploaded successfully"
        invalidates={CHANGED}
      />
    ),
  },
];

/** Admin › System › Banners: create, edit, switch on and off, upload the image, delete; with counts. */
export function BannersAdminPanel() {
  const banners = useQuery(routeQuery(adminSiteContentRoutes.banners));
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const remove = useAdminAction(adminSiteContentRoutes.deleteBanner, {
    success: 'Banner deleted successfully',
    failure: 'Failed to delete banner',
    invalidates: CHANGED,
  });
  const toggle = useAdminAction(adminSiteContentRoutes.updateBanner, {
    success: ({ body }) => `Banner ${body.isActive ? 'activated' : 'deactivated'} successfully`,
    failure: 'Failed to toggle banner',
    invalidates: CHANGED,
  });
  const setActive = (banner: AdminBanner, isActive: boolean) =>
    toggle.run({
      params: { id: banner.id },
      body: {
        name: banner.name,
        size: banner.size,
        position: banner.position,
        linkUrl: banner.linkUrl,
        isActive,
      },
    });
  const actions: RowAction<AdminBanner>[] = [
    { label: 'Activate', run: (b) => setActive(b, true), hidden: (b) => b.isActive },
    { label: 'Deactivate', run: (b) => setActive(b, false), hidden: (b) => !b.isActive },
    { label: 'Edit', variant: 'ghost', run: (b) => setEditing(b) },
    {
      label: 'Delete',
      variant: 'danger',
      run: (b) => remove.run({ params: { id: b.id } }),
      confirm: (b) => ({
        title: 'Delete banner?',
        body: `“${b.name}” and its image are removed for good; its counts go with it.`,
        confirmLabel: 'Delete Banner',
        danger: true,
      }),
    },
  ];
  const rows = banners.data?.items ?? [];

  return (
    <section className="stack">
      <DataTable
        caption="Banners"
        columns={columns}
        rows={rows}
        rowKey={(banner) => banner.id}
        status={banners.isPending ? 'loading' : banners.isError ? 'error' : 'ready'}
        error={banners.isError ? errorMessage(banners.error) : null}
        onRetry={() => void banners.refetch()}
        refreshing={banners.isFetching && !banners.isPending}
        paging={{
          kind: 'pages',
          page: 1,
          pageSize: Math.max(1, rows.length),
          total: rows.length,
          onPage: () => undefined,
        }}
        actions={actions}
        emptyTitle="No banners yet"
        emptyText="Create one, upload its image and switch it on."
        toolbar={
          <Button onClick={() => setEditing('new')} icon={<PlusIcon />}>
            New Banner
          </Button>
        }
      />
      <p className="text-sm text-muted">
        Ads shown in their placements on the public pages. Impressions count when half a banner is
        on screen.
      </p>
      {editing ? (
        <BannerDialog
          banner={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function BannerDialog({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const form = useSchemaForm(saveBannerSchema, {
    name: banner?.name ?? '',
    position: banner?.position ?? 'home-below-search',
    size: banner?.size ?? 'leaderboard',
    linkUrl: banner?.linkUrl ?? '',
    isActive: banner?.isActive ?? false,
  });
  const save = useAdminSave({
    thing: 'Banner',
    id: banner?.id,
    createRoute: adminSiteContentRoutes.createBanner,
    updateRoute: adminSiteContentRoutes.updateBanner,
    invalidates: CHANGED,
    onSaved: onClose,
  });
  const position = form.watch('position') as BannerPosition;
  return (
    <FormDialog
      form={form}
      title={banner ? 'Edit Banner' : 'New Banner'}
      description={banner ? undefined : 'Save it, then upload its image from the list.'}
      submitLabel={banner ? 'Save Changes' : 'Create Banner'}
      onClose={onClose}
      failure={save.failure}
      onSubmit={save.onSubmit}
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
