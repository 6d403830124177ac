import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { AppLayout } from '../features/shell/components/AppLayout';
import { PLACEHOLDER_ROUTES } from './placeholderRoutes';

// Every page is its own chunk; the shell (header, footer, auth state) is the first load.
const HomePage = lazy(() => import('../pages/HomePage'));
const AuthPage = lazy(() => import('../pages/AuthPage'));
const VerifyEmailPage = lazy(() => import('../pages/VerifyEmailPage'));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage'));
const ProfilePage = lazy(() => import('../pages/ProfilePage'));
const DevMailboxPage = lazy(() => import('../pages/DevMailboxPage'));
const PlaceholderPage = lazy(() => import('../pages/PlaceholderPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage category="cars" />} />
        <Route path="motorcycles" element={<HomePage category="motorcycles" />} />
        <Route path="trucks" element={<HomePage category="trucks" />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="auth/verify" element={<VerifyEmailPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="dev/mailbox" element={<DevMailboxPage />} />
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
