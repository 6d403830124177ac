import { useQuery } from '@tanstack/react-query';
import { myAffiliateRoutes } from '@market/contracts';
import { apiUrl } from '../../../lib/api';
import { routeQuery } from '../../../lib/query';
import { Alert, BackLink, ButtonLink, Card, CardBody, CardHeader, buttonClass } from '../../../ui';
import { signInPath, useAuth } from '../../auth';
import '../affiliates.css';

/** The sizes GET /api/affiliates/materials/:size draws (the contract's affiliate banner sizes). */
const BANNER_SIZES = ['728x90', '300x250', '160x600'] as const;
type BannerSize = (typeof BANNER_SIZES)[number];

const BANNERS: Record<BannerSize, { name: string; use: string }> = {
  '728x90': { name: 'Leaderboard', use: 'Across the top of a page or between posts.' },
  '300x250': { name: 'Medium rectangle', use: 'In a sidebar or inside an article.' },
  '160x600': { name: 'Wide skyscraper', use: 'Down the side of a page.' },
};

function bannerUrl(size: BannerSize, code: string | null, download: boolean): string {
  const query = new URLSearchParams();
  if (code) query.set('code', code);
  if (download) query.set('download', '1');
  const search = query.toString();
  return apiUrl(`/affiliates/materials/${size}${search ? `?${search}` : ''}`);
}

/** The signed-in affiliate's code while in good standing, else null (generic banners). */
function useOwnCode(): string | null {
  const { status } = useAuth();
  const mine = useQuery({
    ...routeQuery(myAffiliateRoutes.get),
    enabled: status === 'signedIn',
  });
  const affiliate = mine.data?.affiliate;
  if (!affiliate?.affiliateCode) return null;
  return affiliate.status === 'approved' || affiliate.status === 'active'
    ? affiliate.affiliateCode
    : null;
}

/** /marketing-materials: the three banner sizes, with the affiliate's own link when signed in. */
export function MarketingMaterialsView() {
  const { status } = useAuth();
  const code = useOwnCode();
  return (
    <div className="affiliate-page stack stack--lg">
      <BackLink to="/affiliate-dashboard">Back to the Affiliate Dashboard</BackLink>
      <header>
        <h1 className="page-title">Marketing Materials</h1>
        <p className="page-lead">
          Banners in the three standard sizes. Download them and link them to your referral link.
        </p>
      </header>
      {code ? (
        <Alert variant="success" title={`These banners carry your code ${code}`}>
          <p>Each one prints your referral link, so visitors can type it in too.</p>
        </Alert>
      ) : (
        <Alert variant="info" title="Generic banners">
          <p>
            {status === 'signedIn'
              ? 'Once your affiliate account is approved, these banners carry your own referral link.'
              : 'Sign in as an approved affiliate to get banners that carry your own referral link.'}
          </p>
          {status === 'signedIn' ? null : (
            <ButtonLink to={signInPath('/marketing-materials')} size="sm" variant="secondary">
              Sign In
            </ButtonLink>
          )}
        </Alert>
      )}
      <ul className="affiliate-banners">
        {BANNER_SIZES.map((size) => {
          const [width, height] = size.split('x').map(Number);
          const banner = BANNERS[size];
          return (
            <li key={size} className={`affiliate-banners__item affiliate-banners__item--${size}`}>
              <Card>
                <CardHeader title={`${banner.name} (${size.replace('x', ' × ')})`} level={2} />
                <CardBody className="stack">
                  <p className="text-sm text-muted">{banner.use}</p>
                  <div className="affiliate-banner__frame">
                    <img
                      src={bannerUrl(size, code, false)}
                      width={width}
                      height={height}
                      alt={`${banner.name} banner, ${width} by ${height} pixels${code ? ` with referral code ${code}` : ''}`}
                      className="affiliate-banner__image"
                    />
                  </div>
                  <a
                    className={buttonClass({ variant: 'primary' })}
                    href={bannerUrl(size, code, true)}
                    download={`banner-${size}.svg`}
                  >
                    Download {size}
                  </a>
                </CardBody>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
