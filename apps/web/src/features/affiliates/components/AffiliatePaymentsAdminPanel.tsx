import { useState } from 'react';
import {
  adminAffiliateRoutes,
  formatMoney,
  MINIMUM_PAYOUT_CENTS,
  type AdminAffiliateReferral,
  type AffiliatePayment,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { useCursorQuery, useRouteMutation } from '../../../lib/query';
import { Button, Card, CardBody, CardHeader, Dialog, Field, useToast } from '../../../ui';
import { DataTable, type Column } from '../../admin-table';
import { CONVERSION_LABELS, formatDay } from '../labels';
import { downloadFile } from '../../../lib/download';
import { ReferralStatusBadge } from './AffiliateStatusBadge';
import '../affiliates.css';

const PAGE = 10;

/** The previous calendar month (UTC), as the payout run defaults to: "2026-10". */
function previousMonth(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const PAYMENT_STATUS: Record<AffiliatePayment['status'], string> = {
  processed: 'Processed',
  pending: 'Pending',
  failed: 'Failed',
};

const referralColumns: Column<AdminAffiliateReferral>[] = [
  { key: 'date', header: 'Date', cell: (r) => formatDay(r.createdAt) },
  {
    key: 'affiliate',
    header: 'Affiliate',
    cell: (r) => `${r.affiliateName} (${r.affiliateCode})`,
  },
  { key: 'referred', header: 'Referred', cell: (r) => r.referredEmail ?? '—' },
  { key: 'type', header: 'Type', cell: (r) => CONVERSION_LABELS[r.conversionType] },
  {
    key: 'value',
    header: 'Value',
    cell: (r) => (r.conversionValueCents ? formatMoney(r.conversionValueCents, r.currency) : '—'),
  },
  {
    key: 'commission',
    header: 'Commission',
    cell: (r) => formatMoney(r.commissionCents, r.currency),
  },
  { key: 'status', header: 'Status', cell: (r) => <ReferralStatusBadge status={r.status} /> },
];

const paymentColumns: Column<AffiliatePayment>[] = [
  { key: 'date', header: 'Date', cell: (p) => formatDay(p.createdAt) },
  { key: 'month', header: 'Month', cell: (p) => monthName(p.month) },
  { key: 'affiliate', header: 'Affiliate', cell: (p) => `${p.affiliateName} (${p.affiliateCode})` },
  { key: 'amount', header: 'Amount', cell: (p) => formatMoney(p.amountCents, p.currency) },
  { key: 'referrals', header: 'Referrals', cell: (p) => p.referralCount },
  {
    key: 'method',
    header: 'Method',
    cell: (p) => (p.paymentMethod === 'stripe_connect' ? 'Stripe Connect' : 'Bank transfer (CSV)'),
  },
  { key: 'status', header: 'Status', cell: (p) => PAYMENT_STATUS[p.status] },
];

/**
 * Admin › Payments: affiliate payments and referrals (SPEC.md §2), the monthly payout run
 * (confirmed first; running a paid month again pays nobody twice) and the month's CSV for
 * the bank.
 */
export function AffiliatePaymentsAdminPanel() {
  const { toast } = useToast();
  const [month, setMonth] = useState(previousMonth);
  const [confirming, setConfirming] = useState(false);
  const referrals = useCursorQuery(adminAffiliateRoutes.referrals, { query: { limit: PAGE } });
  const payments = useCursorQuery(adminAffiliateRoutes.payments, { query: { limit: PAGE } });
  const run = useRouteMutation(adminAffiliateRoutes.runPayouts, {
    invalidates: [
      adminAffiliateRoutes.payments,
      adminAffiliateRoutes.referrals,
      adminAffiliateRoutes.list,
    ],
  });
  const [exporting, setExporting] = useState(false);

  const runPayouts = async () => {
    try {
      const result = await run.mutateAsync({ body: { month } });
      toast(
        result.paidAffiliates > 0
          ? {
              title: 'Payouts run successfully',
              description: `${monthName(result.month)}: ${result.paidAffiliates} ${result.paidAffiliates === 1 ? 'affiliate' : 'affiliates'} paid, ${formatMoney(result.totalCents)} in total.`,
              variant: 'success',
            }
          : {
              title: 'No payouts due',
              description: `${monthName(result.month)}: no affiliate has unpaid approved commissions of ${formatMoney(MINIMUM_PAYOUT_CENTS)} or more.`,
              variant: 'info',
            },
      );
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to run payouts: ${errorMessage(error)}`,
        variant: 'danger',
      });
    } finally {
      setConfirming(false);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(
        `/admin/affiliate-payouts/${month}/export.csv`,
        `affiliate-payouts-${month}.csv`,
      );
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to export payouts: ${errorMessage(error)}`,
        variant: 'danger',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="stack stack--lg" aria-labelledby="affiliate-payments-title">
      <Card>
        <CardHeader
          titleId="affiliate-payments-title"
          title="Affiliate payments and referrals"
          description={`Approved commissions are paid monthly once they reach ${formatMoney(MINIMUM_PAYOUT_CENTS)}.`}
        />
        <CardBody>
          <div className="affiliate-payouts">
            <Field
              label="Month"
              type="month"
              value={month}
              onChange={(event) => setMonth(event.target.value || previousMonth())}
            />
            <Button onClick={() => setConfirming(true)} loading={run.isPending}>
              Run monthly payouts
            </Button>
            <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting}>
              Export CSV
            </Button>
          </div>
          {payments.first ? (
            <p className="text-sm text-muted">
              Paid so far: {formatMoney(payments.first.totalCents)}
            </p>
          ) : null}
        </CardBody>
      </Card>
      <DataTable
        caption="Affiliate Payments"
        columns={paymentColumns}
        rows={payments.items}
        rowKey={(p) => p.id}
        status={payments.status}
        error={payments.error}
        onRetry={payments.retry}
        paging={{
          kind: 'cursor',
          loaded: payments.items.length,
          hasMore: !!payments.nextCursor,
          loadingMore: payments.loadingMore,
          onLoadMore: payments.loadMore,
        }}
        emptyTitle="No affiliate payments yet"
        emptyText="Each monthly payout run records one payment per affiliate paid."
      />
      <DataTable
        caption="Affiliate Referrals"
        columns={referralColumns}
        rows={referrals.items}
        rowKey={(r) => r.id}
        status={referrals.status}
        error={referrals.error}
        onRetry={referrals.retry}
        paging={{
          kind: 'cursor',
          loaded: referrals.items.length,
          hasMore: !!referrals.nextCursor,
          loadingMore: referrals.loadingMore,
          onLoadMore: referrals.loadMore,
        }}
        emptyTitle="No referrals yet"
        emptyText="Sign-ups and purchases through referral links appear here."
      />
      {confirming ? (
        <Dialog open onClose={() => setConfirming(false)} title="Run monthly payouts?">
          <div className="stack">
            <p>
              Every affiliate in good standing whose approved, unpaid commissions earned up to the
              end of {monthName(month)} reach {formatMoney(MINIMUM_PAYOUT_CENTS)} is paid, and those
              commissions are marked paid. Running it again for the same month pays nobody twice.
            </p>
            <div className="cluster">
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={run.isPending}>
                Cancel
              </Button>
              <Button loading={run.isPending} onClick={() => void runPayouts()}>
                Run Payouts
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
