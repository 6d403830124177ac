import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  AFFILIATE_FETCH_FAILED_MESSAGE,
  AFFILIATE_REFERRALS_FETCH_FAILED_MESSAGE,
  formatMoney,
  myAffiliateRoutes,
  type MyAffiliate,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeQuery, useCursorQuery } from '../../../lib/query';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  CardBody,
  CardHeader,
  EmptyState,
  ImageIcon,
  LoadMoreButton,
  PageSpinner,
  Skeleton,
  StatusCard,
  UsersIcon,
} from '../../../ui';
import { useCopyReferralLink } from '../hooks/useCopy';
import { CONVERSION_LABELS, formatDay, referralLink } from '../labels';
import { AffiliateStatusBadge, ReferralStatusBadge } from './AffiliateStatusBadge';
import '../affiliates.css';

const REFERRALS_PAGE = 10;

/** /affiliate-dashboard (signed in): the user's own affiliate record, link and referrals. */
export function AffiliateDashboard() {
  const mine = useQuery(routeQuery(myAffiliateRoutes.get));
  if (mine.isPending) return <PageSpinner label="Loading your affiliate account…" />;
  if (mine.isError)
    return (
      <Alert variant="danger" role="alert" title={AFFILIATE_FETCH_FAILED_MESSAGE}>
        <p>{errorMessage(mine.error)}</p>
        <Button size="sm" variant="secondary" onClick={() => void mine.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const affiliate = mine.data.affiliate;
  if (!affiliate)
    return (
      <StatusCard
        title="Not an Affiliate Yet?"
        icon={<UsersIcon />}
        actions={
          <>
            <ButtonLink to="/affiliate-application">Apply Now</ButtonLink>
            <ButtonLink to="/affiliate" variant="secondary">
              About the Program
            </ButtonLink>
          </>
        }
      >
        <p>
          Join our affiliate program to earn commission on the buyers, sellers and dealers you
          refer. Applications are reviewed within 24 hours.
        </p>
      </StatusCard>
    );
  return <AffiliateOverview affiliate={affiliate} />;
}

function AffiliateOverview({ affiliate }: { affiliate: MyAffiliate }) {
  const { stats } = affiliate;
  const standing = affiliate.status === 'approved' || affiliate.status === 'active';
  const cards = [
    { label: 'Clicks', value: stats.clicks.toLocaleString('en-US') },
    { label: 'Referrals', value: stats.referrals.toLocaleString('en-US') },
    { label: 'Conversions', value: stats.conversions.toLocaleString('en-US') },
    { label: 'Total Earnings', value: formatMoney(stats.earningsCents) },
    { label: 'Pending', value: formatMoney(stats.pendingCents) },
    { label: 'Paid', value: formatMoney(stats.paidCents) },
  ];
  return (
    <div className="affiliate-page affiliate-dashboard stack stack--lg">
      <header className="affiliate-dashboard__header">
        <div>
          <h1 className="page-title">Affiliate Dashboard</h1>
          <p className="page-lead">
            {affiliate.companyName ? `${affiliate.companyName} · ` : ''}
            Commission rate {affiliate.commissionRatePercent}%
          </p>
        </div>
        <dl className="affiliate-dashboard__meta">
          <div>
            <dt>Status</dt>
            <dd>
              <AffiliateStatusBadge status={affiliate.status} />
            </dd>
          </div>
          <div>
            <dt>Affiliate code</dt>
            <dd className={affiliate.affiliateCode ? 'affiliate-code' : 'text-muted'}>
              {affiliate.affiliateCode ?? 'Given on approval'}
            </dd>
          </div>
        </dl>
      </header>

      {affiliate.status === 'pending' ? (
        <Alert variant="info" title="Your application is being reviewed">
          <p>
            We review applications within 24 hours. Your affiliate code and referral link appear
            here once you are approved.
          </p>
        </Alert>
      ) : null}
      {affiliate.status === 'suspended' ? (
        <Alert variant="warning" title="Your affiliate account is suspended">
          <p>
            Your link does not track new visitors while the account is suspended. Please contact us
            to resolve it.
          </p>
        </Alert>
      ) : null}

      <ul className="affiliate-stats" aria-label="Your figures">
        {cards.map((card) => (
          <li key={card.label} className="card card--padded affiliate-stat">
            <p className="affiliate-stat__value">{card.value}</p>
            <p className="affiliate-stat__label">{card.label}</p>
          </li>
        ))}
      </ul>

      {affiliate.affiliateCode && standing ? (
        <ReferralLinkCard code={affiliate.affiliateCode} />
      ) : null}

      <div className="affiliate-dashboard__links">
        <ButtonLink to="/marketing-materials" variant="secondary" icon={<ImageIcon />}>
          Marketing Materials
        </ButtonLink>
        <ButtonLink to="/affiliate-terms" variant="secondary">
          Affiliate Terms
        </ButtonLink>
      </div>

      <ReferralsTable />
    </div>
  );
}

function ReferralLinkCard({ code }: { code: string }) {
  const link = referralLink(window.location.origin, code);
  const input = useRef<HTMLInputElement>(null);
  const copy = useCopyReferralLink();
  return (
    <Card>
      <CardHeader
        title="Your referral link"
        description="Share it anywhere: visitors who sign up within 30 days are yours."
      />
      <CardBody>
        <div className="affiliate-link">
          <label className="visually-hidden" htmlFor="referral-link">
            Referral link
          </label>
          <input
            id="referral-link"
            ref={input}
            className="input affiliate-link__input"
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
          />
          <Button onClick={() => void copy(link, input.current)}>Copy</Button>
        </div>
      </CardBody>
    </Card>
  );
}

function ReferralsTable() {
  const list = useCursorQuery(myAffiliateRoutes.referrals, { query: { limit: REFERRALS_PAGE } });
  return (
    <Card>
      <CardHeader title="Recent referrals" description="Newest first." />
      <CardBody className="stack">
        {list.status === 'loading' ? <Skeleton height="6rem" /> : null}
        {list.status === 'error' ? (
          <Alert variant="danger" role="alert" title={AFFILIATE_REFERRALS_FETCH_FAILED_MESSAGE}>
            <p>{list.error}</p>
            <Button size="sm" variant="secondary" onClick={list.retry}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {list.status === 'ready' && list.items.length === 0 ? (
          <EmptyState title="No referrals yet">
            <p className="text-sm text-muted">
              Share your referral link: sign-ups and purchases through it appear here.
            </p>
          </EmptyState>
        ) : null}
        {list.items.length > 0 ? (
          <div className="affiliate-table__wrap">
            <table className="affiliate-table">
              <caption className="visually-hidden">Your referrals</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Type</th>
                  <th scope="col">Value</th>
                  <th scope="col">Commission</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((referral) => (
                  <tr key={referral.id}>
                    <td data-label="Date">{formatDay(referral.createdAt)}</td>
                    <td data-label="Type">{CONVERSION_LABELS[referral.conversionType]}</td>
                    <td data-label="Value">
                      {referral.conversionValueCents
                        ? formatMoney(referral.conversionValueCents, referral.currency)
                        : '—'}
                    </td>
                    <td data-label="Commission">
                      {formatMoney(referral.commissionCents, referral.currency)}
                    </td>
                    <td data-label="Status">
                      <ReferralStatusBadge status={referral.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {list.error && list.status === 'ready' ? (
          <p className="field__error" role="alert">
            {AFFILIATE_REFERRALS_FETCH_FAILED_MESSAGE}
          </p>
        ) : null}
        <LoadMoreButton more={!!list.nextCursor} loading={list.loadingMore} onLoad={list.loadMore}>
          Load more referrals
        </LoadMoreButton>
      </CardBody>
    </Card>
  );
}
