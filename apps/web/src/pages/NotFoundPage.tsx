import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import '../features/shell/components/placeholder.css';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { ButtonLink, Card, CardBody, PageContainer } from '../ui';

export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  const { pathname } = useLocation();

  useEffect(() => {
    // SPEC §8: an unknown route is logged.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <PageContainer width="narrow">
      <Card elevated>
        <CardBody className="placeholder__body">
          <p className="not-found__code" aria-hidden="true">
            404
          </p>
          <h1 className="placeholder__title">Oops! Page not found</h1>
          <p className="text-muted">
            The page you are looking for does not exist or has moved.
          </p>
          <ButtonLink to="/" size="lg" className="placeholder__actions">
            Return to Home
          </ButtonLink>
        </CardBody>
      </Card>
    </PageContainer>
  );
}
