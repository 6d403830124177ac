import { useState } from 'react';
import { z } from 'zod';
import {
  AFFILIATE_STATUSES,
  APPROVE_AFFILIATE_FAILED_MESSAGE,
  adminAffiliateRoutes,
  formatMoney,
  updateAffiliateRequestSchema,
  type AdminAffiliate,
} from '@market/contracts';
import { blankAs, FormDialog, FormField, useSchemaForm } from '../../../lib/form';
import { useCursorQuery, useRouteMutation } from '../../../lib/query';
import { Dialog, useToast } from '../../../ui';
import { DataTable, useAdminAction, type Column, type RowAction } from '../../admin-table';
import { AFFILIATE_STATUS_BADGE, EXPERIENCE_LABELS, formatDay } from '../labels';
import { AffiliateStatusBadge } from './AffiliateStatusBadge';
import '../affiliates.css';

const PAGE = 10;
type StatusFilter = 'all' | AdminAffiliate['status'];

const name = (a: AdminAffiliate) => `${a.firstName} ${a.lastName}`.trim();

const columns: Column<AdminAffiliate>[] = [
  {
    key: 'name',
    header: 'Affiliate',
    sort: 'name',
    cell: (a) => (
      <div>
        <div className="affiliate-admin__name">{name(a)}</div>
        <div className="text-sm text-muted">{a.email}</div>
        {a.companyName ? <div className="text-sm text-muted">{a.companyName}</div> : null}
        {a.affiliateCode ? (
          <div className="text-sm">
            Code <span className="affiliate-admin__code">{a.affiliateCode}</span>
          </div>
        ) : null}
      </div>
    ),
  },
  { key: 'status', header: 'Status', cell: (a) => <AffiliateStatusBadge status={a.status} /> },
  { key: 'referrals', header: 'Referrals', sort: 'referrals', cell: (a) => a.totalReferrals },
  {
    key: 'earnings',
    header: 'Earnings',
    sort: 'earnings',
    cell: (a) => formatMoney(a.totalEarningsCents),
  },
  { key: 'applied', header: 'Applied', sort: 'created', cell: (a) => formatDay(a.createdAt) },
];

type Open = { kind: 'details' | 'rate'; affiliate: AdminAffiliate } | null;

/**
 * Admin › Affiliates (Core and Business groups): applications and affiliates with search, a
 * status filter with counts, sorting and cursor paging; approve a pending one, suspend and
 * reactivate (confirmed first), and the commission rate per affiliate.
 */
export function AffiliatesAdminPanel() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState('-created');
  const [open, setOpen] = useState<Open>(null);
  const list = useCursorQuery(adminAffiliateRoutes.list, {
    query: { limit: PAGE, status, sort, ...(q ? { q } : {}) },
  });
  const counts = list.first?.counts;
  const changes = [adminAffiliateRoutes.list];
  const approve = useAdminAction(adminAffiliateRoutes.approve, {
    success: 'Affiliate approved successfully',
    failure: APPROVE_AFFILIATE_FAILED_MESSAGE,
    invalidates: changes,
  });
  const suspend = useAdminAction(adminAffiliateRoutes.suspend, {
    success: 'Affiliate suspended successfully',
    failure: 'Failed to suspend affiliate',
    invalidates: changes,
  });
  const reactivate = useAdminAction(adminAffiliateRoutes.reactivate, {
    success: 'Affiliate reactivated successfully',
    failure: 'Failed to reactivate affiliate',
    invalidates: changes,
  });

  const statusOptions = [
    { value: 'all', label: `All statuses${counts ? ` (${counts.all})` : ''}` },
    ...AFFILIATE_STATUSES.map((s) => ({
      value: s,
      label: `${AFFILIATE_STATUS_BADGE[s].label}${counts ? ` (${counts[s]})` : ''}`,
    })),
  ];

  const actions: RowAction<AdminAffiliate>[] = [
    {
      label: 'Details',
      variant: 'ghost',
      run: (affiliate) => setOpen({ kind: 'details', affiliate }),
    },
    {
      label: 'Approve',
      hidden: (a) => a.status !== 'pending',
      confirm: (a) => ({
        title: 'Approve affiliate?',
        body: `${name(a)} gets a unique affiliate code and referral link, and an e-mail saying so.`,
        confirmLabel: 'Approve',
      }),
      run: (a) => approve.run({ params: { id: a.id } }),
    },
    {
      label: 'Edit',
      hidden: (a) => a.status === 'pending',
      run: (affiliate) => setOpen({ kind: 'rate', affiliate }),
    },
    {
      label: 'Suspend',
      variant: 'danger',
      hidden: (a) => a.status !== 'approved' && a.status !== 'active',
      confirm: (a) => ({
        title: 'Suspend affiliate?',
        body: `${name(a)}'s referral link stops tracking, nothing new is attributed and payouts wait until the affiliate is reactivated.`,
        confirmLabel: 'Suspend',
        danger: true,
      }),
      run: (a) => suspend.run({ params: { id: a.id } }),
    },
    {
      label: 'Reactivate',
      hidden: (a) => a.status !== 'suspended',
      confirm: (a) => ({
        title: 'Reactivate affiliate?',
        body: `${name(a)}'s referral link tracks visitors again.`,
        confirmLabel: 'Reactivate',
      }),
      run: (a) => reactivate.run({ params: { id: a.id } }),
    },
  ];

  return (
    <>
      {counts ? (
        <ul className="affiliate-admin__counts" aria-label="Affiliates by status">
          {AFFILIATE_STATUSES.map((s) => (
            <li key={s} className="card affiliate-admin__count">
              <span className="affiliate-admin__count-value">{counts[s]}</span>
              <span className="text-sm text-muted">{AFFILIATE_STATUS_BADGE[s].label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <DataTable
        caption="Affiliates"
        columns={columns}
        rows={list.items}
        rowKey={(a) => a.id}
        status={list.status}
        error={list.error}
        onRetry={list.retry}
        paging={{
          kind: 'cursor',
          loaded: list.items.length,
          hasMore: !!list.nextCursor,
          loadingMore: list.loadingMore,
          onLoadMore: list.loadMore,
        }}
        actions={actions}
        emptyTitle="No affiliates found"
        emptyText="Applications from /affiliate-application appear here as pending."
        search={{ value: q, onChange: setQ, placeholder: 'Name, email, company or code' }}
        filters={{
          fields: [{ name: 'status', label: 'Status', options: statusOptions }],
          values: { status },
          onChange: (_, value) => setStatus(value as StatusFilter),
        }}
        sort={{ value: sort, onChange: setSort }}
      />
      {open?.kind === 'details' ? (
        <AffiliateDetailsDialog affiliate={open.affiliate} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'rate' ? (
        <EditAffiliateDialog affiliate={open.affiliate} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}

function AffiliateDetailsDialog({
  affiliate,
  onClose,
}: {
  affiliate: AdminAffiliate;
  onClose: () => void;
}) {
  const rows: [string, string][] = [
    ['Email', affiliate.email],
    ['Phone', affiliate.phone ?? '—'],
    ['Website', affiliate.website ?? '—'],
    ['Company', affiliate.companyName ?? '—'],
    ['Experience', EXPERIENCE_LABELS[affiliate.experienceLevel]],
    ['Promotion methods', affiliate.promotionMethods.join(', ') || '—'],
    ['Expected referrals', affiliate.expectedReferrals ?? '—'],
    ['Code', affiliate.affiliateCode ?? 'Given on approval'],
    ['Commission rate', `${affiliate.commissionRatePercent}%`],
    [
      'Payout',
      affiliate.stripeAccountId
        ? `Stripe Connect ${affiliate.stripeAccountId}`
        : 'Bank transfer (CSV)',
    ],
    ['Clicks', String(affiliate.clicks)],
    ['Applied', formatDay(affiliate.createdAt)],
    ['Approved', formatDay(affiliate.approvedAt)],
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      title={name(affiliate)}
      description={AFFILIATE_STATUS_BADGE[affiliate.status].label}
    >
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div key={label} className="detail-list__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {affiliate.additionalInfo ? (
          <div className="detail-list__item detail-list__item--wide">
            <dt>Additional information</dt>
            <dd>{affiliate.additionalInfo}</dd>
          </div>
        ) : null}
      </dl>
    </Dialog>
  );
}

const editForm = z.object({
  commissionRatePercent: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    updateAffiliateRequestSchema.shape.commissionRatePercent.unwrap(),
  ),
  stripeAccountId: blankAs(null, updateAffiliateRequestSchema.shape.stripeAccountId),
});

function EditAffiliateDialog({
  affiliate,
  onClose,
}: {
  affiliate: AdminAffiliate;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const form = useSchemaForm(editForm, {
    commissionRatePercent: String(affiliate.commissionRatePercent),
    stripeAccountId: affiliate.stripeAccountId ?? '',
  });
  const save = useRouteMutation(adminAffiliateRoutes.update, {
    invalidates: [adminAffiliateRoutes.list],
  });
  return (
    <FormDialog
      form={form}
      title="Edit Affiliate"
      description={`${name(affiliate)} — applies to commissions earned from now on.`}
      onClose={onClose}
      failure="Failed to update affiliate"
      onSubmit={async (body) => {
        await save.mutateAsync({
          params: { id: affiliate.id },
          body: {
            commissionRatePercent: body.commissionRatePercent as number,
            stripeAccountId: (body.stripeAccountId as string | null | undefined) ?? null,
          },
        });
        toast({ title: 'Affiliate updated successfully', variant: 'success' });
        onClose();
      }}
    >
      <FormField
        name="commissionRatePercent"
        label="Commission rate (%)"
        type="number"
        inputMode="decimal"
        min={0}
        max={50}
        step={0.01}
        hint="Memberships and vehicle sales; the terms say 5–10%. Premium listings always earn 25%."
      />
      <FormField
        name="stripeAccountId"
        label="Stripe Connect account"
        placeholder="acct_…"
        optional
        hint="With Stripe configured, payouts are transferred here; empty: the bank-transfer CSV."
      />
    </FormDialog>
  );
}
