import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../features/auth';
import { AppLayout } from '../features/shell';

// Every page is its own chunk; the shell (header, footer, auth state) is the first load.
const HomePage = lazy(() => import('../pages/HomePage'));
const ListingsPage = lazy(() => import('../pages/ListingsPage'));
const AuthPage = lazy(() => import('../pages/AuthPage'));
const VerifyEmailPage = lazy(() => import('../pages/VerifyEmailPage'));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage'));
const ProfilePage = lazy(() => import('../pages/ProfilePage'));
const DevMailboxPage = lazy(() => import('../pages/DevMailboxPage'));
const VehicleDetailPage = lazy(() => import('../pages/VehicleDetailPage'));
const AddListingPage = lazy(() => import('../pages/AddListingPage'));
const SavedListingsPage = lazy(() => import('../pages/SavedListingsPage'));
const DealerListingsPage = lazy(() => import('../pages/DealerListingsPage'));
const SalesRepListingsPage = lazy(() => import('../pages/SalesRepListingsPage'));
const DealersPage = lazy(() => import('../pages/DealersPage'));
const DealerProfilePage = lazy(() => import('../pages/DealerProfilePage'));
const DealerApplicationPage = lazy(() => import('../pages/DealerApplicationPage'));
const ConfirmDealerApplicationPage = lazy(() => import('../pages/ConfirmDealerApplicationPage'));
const DealerDashboardPage = lazy(() => import('../pages/DealerDashboardPage'));
const SalesRepsPage = lazy(() => import('../pages/SalesRepsPage'));
const SalesRepProfilePage = lazy(() => import('../pages/SalesRepProfilePage'));
const SalesRepDashboardPage = lazy(() => import('../pages/SalesRepDashboardPage'));
const NewsPage = lazy(() => import('../pages/NewsPage'));
const NewsArticlePage = lazy(() => import('../pages/NewsArticlePage'));
const ReviewsPage = lazy(() => import('../pages/ReviewsPage'));
const FaqPage = lazy(() => import('../pages/FaqPage'));
const LegalPage = lazy(() => import('../pages/LegalPage'));
const EmailAlertsPage = lazy(() => import('../pages/EmailAlertsPage'));
const EmailAlertLinkPage = lazy(() => import('../pages/EmailAlertLinkPage'));
const ImportListingsPage = lazy(() => import('../pages/ImportListingsPage'));
const FinancingPage = lazy(() => import('../pages/FinancingPage'));
const ContactPage = lazy(() => import('../pages/ContactPage'));
const SandboxCheckoutPage = lazy(() => import('../pages/SandboxCheckoutPage'));
const PaymentSuccessPage = lazy(() => import('../pages/PaymentSuccessPage'));
const AdminPage = lazy(() => import('../pages/AdminPage'));
const MyListingsPage = lazy(() => import('../pages/MyListingsPage'));
const MessagesPage = lazy(() => import('../pages/MessagesPage'));
const ComparePage = lazy(() => import('../pages/ComparePage'));
const AffiliatePage = lazy(() => import('../pages/AffiliatePage'));
const AffiliateApplicationPage = lazy(() => import('../pages/AffiliateApplicationPage'));
const AffiliateTermsPage = lazy(() => import('../pages/AffiliateTermsPage'));
const MarketingMaterialsPage = lazy(() => import('../pages/MarketingMaterialsPage'));
const AffiliateDashboardPage = lazy(() => import('../pages/AffiliateDashboardPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

// SPEC §2: the same vehicle screen under every category's path.
const VEHICLE_PATHS = ['vehicle/:id', 'cars/:id', 'motorcycles/:id', 'trucks/:id'];

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
