import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { HydrateLater } from '../../../lib/HydrateLater';
import { PageSpinner } from '../../../ui';
import { SuspendedScreen, useAuth } from '../../auth';
import { useReferralTracking } from '../useReferralTracking';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import '../shell.css';

/** Header, the routed page and the footer; or only the Suspended screen for a deactivated account. */
export function AppLayout() {
  const { suspended } = useAuth();
  useReferralTracking();

  if (suspended) return <SuspendedScreen />;

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ScrollToTop />
      {/* The whole header (its link rows are hidden on a phone) is adopted just after the
          page's first pass, before any press or key reaches it. */}
      <HydrateLater>
        <Header />
      </HydrateLater>
      <main id="main" className="app__main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Below the fold on every page: adopted after the page's first screen. */}
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </div>
  );
}
