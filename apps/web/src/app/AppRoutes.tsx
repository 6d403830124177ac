import { Route, Routes, matchPath } from 'react-router-dom';
import { RequireAuth } from '../features/auth';
import { AppLayout } from '../features/shell';
import { lazyPage } from './lazyPage';

// Every page is its own chunk; the shell (header, footer, auth state) is the first load.
const HomePage = lazyPage(() => import('../pages/HomePage'), 'src/pages/HomePage.tsx');
const ListingsPage = lazyPage(() => import('../pages/ListingsPage'), 'src/pages/ListingsPage.tsx');
const AuthPage = lazyPage(() => import('../pages/AuthPage'), 'src/pages/AuthPage.tsx');
const VerifyEmailPage = lazyPage(
  () => import('../pages/VerifyEmailPage'),
  'src/pages/VerifyEmailPage.tsx',
);
const ResetPasswordPage = lazyPage(
  () => import('../pages/ResetPasswordPage'),
  'src/pages/ResetPasswordPage.tsx',
);
const ProfilePage = lazyPage(() => import('../pages/ProfilePage'), 'src/pages/ProfilePage.tsx');
const DevMailboxPage = lazyPage(
  () => import('../pages/DevMailboxPage'),
  'src/pages/DevMailboxPage.tsx',
);
const VehicleDetailPage = lazyPage(
  () => import('../pages/VehicleDetailPage'),
  'src/pages/VehicleDetailPage.tsx',
);
const AddListingPage = lazyPage(
  () => import('../pages/AddListingPage'),
  'src/pages/AddListingPage.tsx',
);
const SavedListingsPage = lazyPage(
  () => import('../pages/SavedListingsPage'),
  'src/pages/SavedListingsPage.tsx',
);
const DealerListingsPage = lazyPage(
  () => import('../pages/DealerListingsPage'),
  'src/pages/DealerListingsPage.tsx',
);
const SalesRepListingsPage = lazyPage(
  () => import('../pages/SalesRepListingsPage'),
  'src/pages/SalesRepListingsPage.tsx',
);
const DealersPage = lazyPage(() => import('../pages/DealersPage'), 'src/pages/DealersPage.tsx');
const DealerProfilePage = lazyPage(
  () => import('../pages/DealerProfilePage'),
  'src/pages/DealerProfilePage.tsx',
);
const DealerApplicationPage = lazyPage(
  () => import('../pages/DealerApplicationPage'),
  'src/pages/DealerApplicationPage.tsx',
);
const ConfirmDealerApplicationPage = lazyPage(
  () => import('../pages/ConfirmDealerApplicationPage'),
  'src/pages/ConfirmDealerApplicationPage.tsx',
);
const DealerDashboardPage = lazyPage(
  () => import('../pages/DealerDashboardPage'),
  'src/pages/DealerDashboardPage.tsx',
);
const SalesRepsPage = lazyPage(
  () => import('../pages/SalesRepsPage'),
  'src/pages/SalesRepsPage.tsx',
);
const SalesRepProfilePage = lazyPage(
  () => import('../pages/SalesRepProfilePage'),
  'src/pages/SalesRepProfilePage.tsx',
);
const SalesRepDashboardPage = lazyPage(
  () => import('../pages/SalesRepDashboardPage'),
  'src/pages/SalesRepDashboardPage.tsx',
);
const NewsPage = lazyPage(() => import('../pages/NewsPage'), 'src/pages/NewsPage.tsx');
const NewsArticlePage = lazyPage(
  () => import('../pages/NewsArticlePage'),
  'src/pages/NewsArticlePage.tsx',
);
const ReviewsPage = lazyPage(() => import('../pages/ReviewsPage'), 'src/pages/ReviewsPage.tsx');
const FaqPage = lazyPage(() => import('../pages/FaqPage'), 'src/pages/FaqPage.tsx');
const LegalPage = lazyPage(() => import('../pages/LegalPage'), 'src/pages/LegalPage.tsx');
const EmailAlertsPage = lazyPage(
  () => import('../pages/EmailAlertsPage'),
  'src/pages/EmailAlertsPage.tsx',
);
const EmailAlertLinkPage = lazyPage(
  () => import('../pages/EmailAlertLinkPage'),
  'src/pages/EmailAlertLinkPage.tsx',
);
const ImportListingsPage = lazyPage(
  () => import('../pages/ImportListingsPage'),
  'src/pages/ImportListingsPage.tsx',
);
const FinancingPage = lazyPage(
  () => import('../pages/FinancingPage'),
  'src/pages/FinancingPage.tsx',
);
const ContactPage = lazyPage(() => import('../pages/ContactPage'), 'src/pages/ContactPage.tsx');
const SandboxCheckoutPage = lazyPage(
  () => import('../pages/SandboxCheckoutPage'),
  'src/pages/SandboxCheckoutPage.tsx',
);
const PaymentSuccessPage = lazyPage(
  () => import('../pages/PaymentSuccessPage'),
  'src/pages/PaymentSuccessPage.tsx',
);
const AdminPage = lazyPage(() => import('../pages/AdminPage'), 'src/pages/AdminPage.tsx');
const MyListingsPage = lazyPage(
  () => import('../pages/MyListingsPage'),
  'src/pages/MyListingsPage.tsx',
);
const MessagesPage = lazyPage(() => import('../pages/MessagesPage'), 'src/pages/MessagesPage.tsx');
const ComparePage = lazyPage(() => import('../pages/ComparePage'), 'src/pages/ComparePage.tsx');
const AffiliatePage = lazyPage(
  () => import('../pages/AffiliatePage'),
  'src/pages/AffiliatePage.tsx',
);
const AffiliateApplicationPage = lazyPage(
  () => import('../pages/AffiliateApplicationPage'),
  'src/pages/AffiliateApplicationPage.tsx',
);
const AffiliateTermsPage = lazyPage(
  () => import('../pages/AffiliateTermsPage'),
  'src/pages/AffiliateTermsPage.tsx',
);
const MarketingMaterialsPage = lazyPage(
  () => import('../pages/MarketingMaterialsPage'),
  'src/pages/MarketingMaterialsPage.tsx',
);
const AffiliateDashboardPage = lazyPage(
  () => import('../pages/AffiliateDashboardPage'),
  'src/pages/AffiliateDashboardPage.tsx',
);
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'), 'src/pages/NotFoundPage.tsx');

// SPEC §2: the same vehicle screen under every category's path.
const VEHICLE_PATHS = ['vehicle/:id', 'cars/:id', 'motorcycles/:id', 'trucks/:id'];

/**
 * The pages the server renders (docs/public-pages.md): the browser loads the page's chunk
 * before hydrating, so React adopts the server's markup at once instead of waiting for it.
 */
const SERVER_RENDERED: [string, { preload: () => Promise<void>; source: string }][] = [
  ['/', HomePage],
  ['/motorcycles', HomePage],
  ['/trucks', HomePage],
  ['/listings', ListingsPage],
  ...VEHICLE_PATHS.map((path): [string, typeof VehicleDetailPage] => [
    `/${path}`,
    VehicleDetailPage,
  ]),
  ['/dealers', DealersPage],
  ['/dealers/:id', DealerProfilePage],
  ['/sales-reps', SalesRepsPage],
  ['/sales-reps/:id', SalesRepProfilePage],
  ['/news', NewsPage],
  ['/news/:id', NewsArticlePage],
  ['/reviews', ReviewsPage],
  ['/faq', FaqPage],
  ['/terms-of-use', LegalPage],
  ['/privacy-policy', LegalPage],
  ['/financing', FinancingPage],
];

const serverRendered = (pathname: string) =>
  SERVER_RENDERED.find(([pattern]) => matchPath(pattern, pathname))?.[1];

/** Loads the chunk of the server-rendered page at `pathname` (nothing for other paths). */
export async function preloadPage(pathname: string): Promise<void> {
  await serverRendered(pathname)?.preload();
}

/**
 * The source file of the page at `pathname` (`src/pages/…`), by which the server finds its
 * chunk's stylesheets and scripts in the build manifest: they go in the HTML's head, so the
 * server's markup is styled from the first paint.
 */
export function pageSource(pathname: string): string | null {
  return serverRendered(pathname)?.source ?? null;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage category="cars" />} />
        <Route path="motorcycles" element={<HomePage category="motorcycles" />} />
        <Route path="trucks" element={<HomePage category="trucks" />} />
        <Route path="listings" element={<ListingsPage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="auth/verify" element={<VerifyEmailPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="dev/mailbox" element={<DevMailboxPage />} />
        <Route path="email-alerts" element={<EmailAlertsPage />} />
        <Route path="email-alerts/confirm" element={<EmailAlertLinkPage kind="confirm" />} />
        <Route
          path="email-alerts/unsubscribe"
          element={<EmailAlertLinkPage kind="unsubscribe" />}
        />
        {VEHICLE_PATHS.map((path) => (
          <Route key={path} path={path} element={<VehicleDetailPage />} />
        ))}
        <Route
          path="add-listing"
          element={
            <RequireAuth>
              <AddListingPage />
            </RequireAuth>
          }
        />
        <Route
          path="saved-listings"
          element={
            <RequireAuth>
              <SavedListingsPage />
            </RequireAuth>
          }
        />
        <Route
          path="dealer-listings"
          element={
            <RequireAuth>
              <DealerListingsPage />
            </RequireAuth>
          }
        />
        <Route
          path="sales-rep-listings"
          element={
            <RequireAuth>
              <SalesRepListingsPage />
            </RequireAuth>
          }
        />
        <Route path="dealers" element={<DealersPage />} />
        <Route path="dealers/:id" element={<DealerProfilePage />} />
        <Route path="dealer-application" element={<DealerApplicationPage />} />
        <Route path="dealer-application/confirm" element={<ConfirmDealerApplicationPage />} />
        <Route
          path="dealer-dashboard"
          element={
            <RequireAuth>
              <DealerDashboardPage />
            </RequireAuth>
          }
        />
        <Route path="sales-reps" element={<SalesRepsPage />} />
        <Route path="sales-reps/:id" element={<SalesRepProfilePage />} />
        <Route
          path="sales-rep-dashboard"
          element={
            <RequireAuth>
              <SalesRepDashboardPage />
            </RequireAuth>
          }
        />
        <Route path="news" element={<NewsPage />} />
        <Route path="news/:id" element={<NewsArticlePage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="terms-of-use" element={<LegalPage slug="terms-of-use" />} />
        <Route path="privacy-policy" element={<LegalPage slug="privacy-policy" />} />
        <Route
          path="import-listings"
          element={
            <RequireAuth>
              <ImportListingsPage />
            </RequireAuth>
          }
        />
        <Route path="financing" element={<FinancingPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="sandbox-checkout/:sessionId" element={<SandboxCheckoutPage />} />
        <Route path="payment-success" element={<PaymentSuccessPage />} />
        {['admin', 'admin/:tab'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAuth>
                <AdminPage />
              </RequireAuth>
            }
          />
        ))}
        <Route
          path="my-listings"
          element={
            <RequireAuth>
              <MyListingsPage />
            </RequireAuth>
          }
        />
        {['messages', 'messages/:id'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAuth>
                <MessagesPage />
              </RequireAuth>
            }
          />
        ))}
        <Route path="compare" element={<ComparePage />} />
        <Route path="affiliate" element={<AffiliatePage />} />
        <Route path="affiliate-application" element={<AffiliateApplicationPage />} />
        <Route path="affiliate-terms" element={<AffiliateTermsPage />} />
        <Route path="marketing-materials" element={<MarketingMaterialsPage />} />
        <Route
          path="affiliate-dashboard"
          element={
            <RequireAuth>
              <AffiliateDashboardPage />
            </RequireAuth>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
