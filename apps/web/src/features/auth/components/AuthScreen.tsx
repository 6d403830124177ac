import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Me } from '@market/contracts';
import {
  Alert,
  ArrowLeftIcon,
  Button,
  Card,
  CardBody,
  CheckCircleIcon,
  PageContainer,
  PageSpinner,
  Tabs,
} from '../../../ui';
import { useAuth } from '../hooks/useAuth';
import { usePostLoginRedirect } from '../hooks/usePostLoginRedirect';
import { returnPathOf } from '../returnTo';
import { postLoginPath } from '../roles';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import './auth.css';

type AuthTab = 'sign-in' | 'sign-up';

/** /auth: Sign In and Sign Up tabs, the dealer link, and the post-login redirect. */
export function AuthScreen() {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>(params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in');
  const [email, setEmail] = useState('');
  const [verificationSentTo, setVerificationSentTo] = useState<string | null>(null);
  // True from the moment this page sends a sign-in until it navigates away, so the new
  // session waits for the one-second redirect instead of the immediate one below.
  const [signingInHere, setSigningInHere] = useState(false);
  const redirectAfterSignIn = usePostLoginRedirect();
  // The page (and action) that sent the visitor here wins over the role's landing page.
  const returnTo = returnPathOf(location.search, location.state);

  if (status === 'loading') return <PageSpinner label="Checking your session…" />;
  if (status === 'signedIn' && user && !signingInHere) {
    return <Navigate to={returnTo ?? postLoginPath(user)} replace />;
  }

  const goBack = () => {
    // location.key is 'default' when /auth was the first page of this visit.
    if (location.key !== 'default') navigate(-1);
    else navigate('/');
  };

  const onSignedIn = (signedIn: Me) => redirectAfterSignIn(signedIn, returnTo);

  return (
    <div className="auth-page">
      <PageContainer className="auth-page__container">
        <Card elevated className="auth-card">
          <CardBody className="stack stack--lg">
            <div className="auth-card__top">
              <Button variant="ghost" size="sm" icon={<ArrowLeftIcon />} onClick={goBack}>
                Back
              </Button>
              <Link to="/dealer-application" className="auth-card__dealer-link">
                I&apos;m A Dealer
              </Link>
            </div>
            <div>
              <h1 className="auth-card__title">
                {tab === 'sign-in' ? 'Welcome back' : 'Create your account'}
              </h1>
              <p className="text-muted">
                {tab === 'sign-in'
                  ? 'Sign in to manage your listings, saved vehicles and profile.'
                  : 'Join Wheelbase to list vehicles and save your favourites.'}
              </p>
            </div>
            <Tabs<AuthTab>
              label="Account access"
              value={tab}
              onChange={setTab}
              items={[
                {
                  value: 'sign-in',
                  label: 'Sign In',
                  content: (
                    <div className="stack">
                      {verificationSentTo ? (
                        <Alert
                          variant="info"
                          title="Verify your e-mail, then sign in"
                          role="status"
                        >
                          <p>
                            We sent a verification link to <strong>{verificationSentTo}</strong>.
                            Open it to activate your account.
                          </p>
                        </Alert>
                      ) : null}
                      <SignInForm
                        email={email}
                        onEmailChange={setEmail}
                        onSubmitStart={() => setSigningInHere(true)}
                        onFailed={() => setSigningInHere(false)}
                        onSignedIn={onSignedIn}
                      />
                    </div>
                  ),
                },
                {
                  value: 'sign-up',
                  label: 'Sign Up',
                  content: (
                    <SignUpForm
                      initialAccountType={
                        params.get('account_type') === 'sales_rep' ? 'sales_rep' : undefined
                      }
                      onCreated={(created) => {
                        setEmail(created);
                        setVerificationSentTo(created);
                        setTab('sign-in');
                        // On a phone the long sign-up form left the view at the footer.
                        window.scrollTo(0, 0);
                      }}
                      onAccountExists={(existing) => {
                        setEmail(existing);
                        setVerificationSentTo(null);
                        setTab('sign-in');
                        window.scrollTo(0, 0);
                      }}
                    />
                  ),
                },
              ]}
            />
          </CardBody>
        </Card>
        <section className="auth-page__intro" aria-labelledby="auth-intro-title">
          <h2 id="auth-intro-title" className="auth-page__intro-title">
            Buy and sell with confidence
          </h2>
          <ul className="auth-page__benefits">
            <li>
              <CheckCircleIcon aria-hidden="true" /> Save listings and get alerts for new matches
            </li>
            <li>
              <CheckCircleIcon aria-hidden="true" /> List your vehicle for free in minutes
            </li>
            <li>
              <CheckCircleIcon aria-hidden="true" /> Message dealers and sales reps directly
            </li>
          </ul>
        </section>
      </PageContainer>
    </div>
  );
}
