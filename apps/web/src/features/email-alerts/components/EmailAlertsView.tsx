import { useLocation } from 'react-router-dom';
import { ButtonLink, Card, CardBody, CardHeader, PageHeader } from '../../../ui';
import { useAuth } from '../../auth';
import { useMyAlertSubscription } from '../hooks/useAlertSubscription';
import { ActiveAlertsCard } from './ActiveAlertsCard';
import { CreateAlertCard } from './CreateAlertCard';
import { SubscribeCard } from './SubscribeCard';
import './email-alerts.css';

/** /email-alerts (SPEC §2): subscribe with preferences; signed in, create and manage search alerts. */
export function EmailAlertsView() {
  const { user, status } = useAuth();
  const location = useLocation();
  const signedIn = status === 'signedIn' && !!user;
  const mine = useMyAlertSubscription(signedIn);
  const ready = !signedIn || !mine.isLoading;

  return (
    <div className="stack stack--lg">
      <PageHeader
        title="Email Alerts"
        lead="Hear about new listings and price drops first — as they happen, daily or weekly."
      />
      <div className="email-alerts-layout">
        <div className="stack stack--lg">
          {ready ? (
            <SubscribeCard
              key={mine.data?.subscription?.email ?? 'new'}
              accountEmail={signedIn ? user.email : null}
              current={mine.data?.subscription ?? null}
            />
          ) : null}
          {signedIn ? <CreateAlertCard /> : null}
        </div>
        <div className="stack stack--lg">
          {signedIn ? (
            <ActiveAlertsCard />
          ) : (
            <Card as="section" aria-labelledby="search-alerts-title">
              <CardHeader
                titleId="search-alerts-title"
                title="Search Alerts"
                description="Sign in to save searches — make, model, price and every other filter — and get an email when a matching vehicle is listed."
              />
              <CardBody>
                <ButtonLink to="/auth" state={{ from: location.pathname }}>
                  Sign In
                </ButtonLink>
              </CardBody>
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
