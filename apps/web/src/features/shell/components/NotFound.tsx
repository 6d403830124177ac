import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ButtonLink, PageContainer, StatusCard } from '../../../ui';
import styles from './NotFound.module.css';

/** Any route the SPA does not know (SPEC §8: logged, and a 404 shown). */
export function NotFound() {
  useDocumentTitle('Page Not Found');
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <PageContainer width="narrow">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <StatusCard
        title="Oops! Page not found"
        actions={
          <ButtonLink to="/" size="lg">
            Return to Home
          </ButtonLink>
        }
      >
        The page you are looking for does not exist or has moved.
      </StatusCard>
    </PageContainer>
  );
}
