import { Route, Routes, matchPath } from 'react-router-dom';
import { RequireAuth } from '../features/auth';
import { AppLayout } from '../features/shell';
import { lazyPage } from './lazyPage';
import { PLACEHOLDER_ROUTES } from './placeholderRoutes';

// Every page is its own chunk; the shell (header, footer, auth state) is the first load.
const HomePage = lazyPage(() => import('../pages/HomePage'));
const ListingsPage = lazyPage(() => import('../pages/ListingsPage'));
const AuthPage = lazyPage(() => import('../pages/AuthPage'));
const VerifyEmailPage = lazyPage(() => import('../pages/VerifyEmailPage'));
const ResetPasswordPage = lazyPage(() => import('../pages/ResetPasswordPage'));
const ProfilePage = lazyPage(() => import('../pages/ProfilePage'));
const DevMailboxPage = lazyPage(() => import('../pages/DevMailboxPage'));
const VehicleDetailPage = lazyPage(() => import('../pages/VehicleDetailPage'));
const AddListingPage = lazyPage(() => import('../pages/AddListingPage'));
const SavedListingsPage = lazyPage(() => import('../pages/SavedListingsPage'));
const DealerListingsPage = lazyPage(() => import('../pages/DealerListingsPage'));
const SalesRepListingsPage = lazyPage(() => import('../pages/SalesRepListingsPage'));
const DealersPage = lazyPage(() => import('../pages/DealersPage'));
const DealerProfilePage = lazyPage(() => import('../pages/DealerProfilePage'));
const DealerApplicationPage = lazyPage(() => import('../pages/DealerApplicationPage'));
const ConfirmDealerApplicationPage = lazyPage(
  () => import('../pages/ConfirmDealerApplicationPage'),
);
const DealerDashboardPage = lazyPage(() => import('../pages/DealerDashboardPage'));
const SalesRepsPage = lazyPage(() => import('../pages/SalesRepsPage'));
const SalesRepProfilePage = lazyPage(() => import('../pages/SalesRepProfilePage'));
const SalesRepDashboardPage = lazyPage(() => import('../pages/SalesRepDashboardPage'));
const NewsPage = lazyPage(() => import('../pages/NewsPage'));
const NewsArticlePage = lazyPage(() => import('../pages/NewsArticlePage'));
const ReviewsPage = lazyPage(() => import('../pages/ReviewsPage'));
const FaqPage = lazyPage(() => import('../pages/FaqPage'));
const LegalPage = lazyPage(() => import('../pages/LegalPage'));
const EmailAlertsPage = lazyPage(() => import('../pages/EmailAlertsPage'));
const EmailAlertLinkPage = lazyPage(() => import('../pages/EmailAlertLinkPage'));
const ImportListingsPage = lazyPage(() => import('../pages/ImportListingsPage'));
const FinancingPage = lazyPage(() => import('../pages/FinancingPage'));
const ContactPage = lazyPage(() => import('../pages/ContactPage'));
const SandboxCheckoutPage = lazyPage(() => import('../pages/SandboxCheckoutPage'));
const PaymentSuccessPage = lazyPage(() => import('../pages/PaymentSuccessPage'));
const AdminPage = lazyPage(() => import('../pages/AdminPage'));
const MyListingsPage = lazyPage(() => import('../pages/MyListingsPage'));
const MessagesPage = lazyPage(() => import('../pages/MessagesPage'));
const ComparePage = lazyPage(() => import('../pages/ComparePage'));
const PlaceholderPage = lazyPage(() => import('../pages/PlaceholderPage'));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'));

// SPEC §2: the same vehicle screen under every category's path.
const VEHICLE_PATHS = ['vehicle/:id', 'cars/:id', 'motorcycles/:id', 'trucks/:id'];

/**
 * The pages the server renders (docs/public-pages.md): the browser loads the page's chunk
 * before hydrating, so React adopts the server's markup at once instead of waiting for it.
 */
const SERVER_RENDERED: [string, { preload: () => Promise<void> }][] = [
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

/** Loads the chunk of the server-rendered page at `pathname` (nothing for other paths). */
export async function preloadPage(pathname: string): Promise<void> {
  const found = SERVER_RENDERED.find(([pattern]) => matchPath(pattern, pathname));
  await found?.[1].preload();
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
        {PLACEHOLDER_ROUTES.map(({ path, name, summary, requiresAuth }) => {
          const page = <PlaceholderPage key={path} name={name} summary={summary} />;
          return (
            <Route
              key={path}
              path={path}
              element={requiresAuth ? <RequireAuth>{page}</RequireAuth> : page}
            />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
